import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A stand-in for `vite build` output: the server must not care what the client contains.
const dist = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-client-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>運動相簿</title><script src="/assets/app-1a2b.js"></script>',
);
writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("client")');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built client', () => {
  it('is served at / and at every client route (history fallback), never cached', async () => {
    for (const url of ['/', '/index', '/activityevent/12', '/admin/OrderList?page=2']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>運動相簿</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its files, content-hashed ones cached for good', async () => {
    const response = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("client")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not answer unknown API or media paths with the page', async () => {
    for (const url of ['/api/unknown', '/media/nothing.jpg']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().success).toBe(false);
    }
    const post = await t.app.inject({ method: 'POST', url: '/index' });
    expect(post.statusCode).toBe(404);
  });
});
