import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startMetricsListener, type MetricsListener } from '../../src/infra/metrics-server.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { processUploadedPhoto } from '../helpers/jobs.ts';
import { postForm } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Race-day metrics (decision 070): Prometheus reads them on a port of their own, with a token;
// the site's port never answers them.

const TOKEN = 'metrics-token-for-this-test-0123456789';
let t: TestApp;
let metrics: MetricsListener;
let sitePort: number;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => app.get('/api/test-things/:thingId', async () => ({ ok: true })),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  sitePort = (t.app.server.address() as AddressInfo).port;
  metrics = (await startMetricsListener({ port: 0, host: '127.0.0.1', token: TOKEN }))!;
});
afterAll(async () => {
  await metrics.close();
  await t.close();
});

const scrape = (headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${metrics.port}/metrics`, { headers });

describe('the metrics listener', () => {
  it('answers the race-day metrics to a scrape with the token', async () => {
    for (const id of [101, 202, 303]) await t.app.inject({ method: 'GET', url: `/api/test-things/${id}` });
    await processUploadedPhoto(t);
    // A notice whose signature does not verify is refused.
    await postForm(t.app, '/api/services/app/Payment/EcpayReturn', { MerchantTradeNo: 'X1', CheckMacValue: 'BAD' });
    // A photo job nobody works yet waits in the queue.
    await t.boss.send(processPhoto.name, { photoId: 2_000_000_000 });

    const answer = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    const declared = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    for (const name of [
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'db_pool_connections',
      'photo_queue_waiting_jobs',
      'photo_queue_active_jobs',
      'photo_queue_oldest_waiting_seconds',
      'photos_published_total',
      'photo_publish_delay_seconds',
      'photo_step_duration_seconds',
      'payment_notices_total',
      'face_index_faces',
    ]) {
      expect(declared, name).toContain(name);
    }
    // Requests count by their route's pattern, never the address asked for.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/test-things\/:thingId",status_class="2xx"\} 3/,
    );
    expect(text).not.toMatch(/test-things\/(101|202|303)/);
    expect(text).toMatch(/^photos_published_total 1$/m);
    expect(text).toMatch(/^photo_publish_delay_seconds_count 1$/m);
    for (const step of ['decode', 'renditions', 'bib_ocr', 'faces', 'link'])
      expect(text).toMatch(new RegExp(`^photo_step_duration_seconds_count\\{step="${step}"\\} 1$`, 'm'));
    expect(text).toMatch(/^payment_notices_total\{outcome="refused"\} 1$/m);
    expect(text).toMatch(/^photo_queue_waiting_jobs 1$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('refuses a scrape without the token or with another one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await scrape({ authorization: TOKEN })).status).toBe(401);
  });

  it('answers nothing else on its port', async () => {
    const answer = await fetch(`http://127.0.0.1:${metrics.port}/`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(404);
  });

  it('is not served on the site’s public port, token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const answer = await fetch(`http://127.0.0.1:${sitePort}/metrics`, { headers });
      expect(await answer.text()).not.toContain('http_request_duration_seconds');
    }
  });
});

describe('metrics settings', () => {
  it('are off without METRICS_PORT', async () => {
    const { metrics: settings } = loadConfig({ NODE_ENV: 'test' });
    expect(settings).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(await startMetricsListener(settings)).toBeUndefined();
  });

  it('need a token to listen beyond this machine, and a long one', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/at least 16/);
    expect(
      loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token: TOKEN });
  });
});
