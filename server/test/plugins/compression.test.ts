import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/external/compression.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const manyItems = Array.from({ length: 200 }, (_, id) => ({ id, name: `活動 ${id}`, cover: `/media/cover-${id}.jpg` }));
// Random bytes, as a photo's are: nothing to gain from compressing them again.
const photo = Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 251));

function answers(app: FastifyInstance) {
  app.get('/api/test/big', async () => ({ items: manyItems }));
  app.get('/api/test/small', async () => ({ ok: true }));
  app.get('/api/test/photo', async (_request, reply) => reply.type('image/jpeg').send(photo));
  app.get('/api/test/original', async (_request, reply) => reply.type('application/octet-stream').send(photo));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes: answers });
});
afterAll(() => t.close());

describe('response compression', () => {
  it('compresses JSON answers above the threshold with brotli, or gzip for older clients', async () => {
    const brotli = await t.app.inject({ url: '/api/test/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify({ items: manyItems }).length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()).items).toHaveLength(200);

    const gzip = await t.app.inject({ url: '/api/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).items).toHaveLength(200);

    const plain = await t.app.inject({ url: '/api/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(200);
  });

  it('sends small answers as they are', async () => {
    const small = await t.app.inject({ url: '/api/test/small', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('never compresses photos or originals again', async () => {
    for (const url of ['/api/test/photo', '/api/test/original']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.rawPayload.equals(photo), url).toBe(true);
    }
  });
});
