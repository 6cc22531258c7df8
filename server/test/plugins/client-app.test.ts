import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A stand-in for `vite build` output: the server must not care what the client contains.
const dist = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-client-'));
mkdirSync(path.join(dist, 'assets'));
// As long as the built page (a few kB): long enough to be worth compressing.
const noScriptNote = `<noscript>${'請開啟 JavaScript 以使用運動相簿。'.repeat(60)}</noscript>`;
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><title>運動相簿</title><script type="module" src="/assets/app-1a2b.js"></script></head><body>${noScriptNote}</body></html>`,
);
writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("client")');
// The service worker: copied to the root from client/public, under a name that never changes.
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
// The build's compressed twins of a larger script (client/scripts/precompress.ts).
const bigScript = `export const strings = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `字串 ${i}`))};`;
writeFileSync(path.join(dist, 'assets', 'home-9f8e.js'), bigScript);
writeFileSync(path.join(dist, 'assets', 'home-9f8e.js.br'), brotliCompressSync(bigScript));
writeFileSync(path.join(dist, 'assets', 'home-9f8e.js.gz'), gzipSync(bigScript));
// The build's list of what each public page needs besides the entry (client/scripts/route-preloads.ts).
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'route-preloads.json'),
  JSON.stringify({
    // folded-00ff.js: a chunk the bundler listed, then folded into another (not in the build).
    '/albumsearch/:activityId': {
      scripts: ['assets/search-page-77aa.js', 'assets/folded-00ff.js'],
      styles: ['assets/catalogue-5c5c.css'],
      strings: { 'zh-TW': ['assets/zh-TW-1111.js'], en: ['assets/en-2222.js'] },
    },
    '/albumphotodetail/:id?': { scripts: ['assets/photo-page-88bb.js'], styles: [] },
  }),
);

for (const file of ['search-page-77aa.js', 'catalogue-5c5c.css', 'photo-page-88bb.js', 'zh-TW-1111.js', 'en-2222.js']) {
  writeFileSync(path.join(dist, 'assets', file), '/* built */');
}

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

  it('answers HEAD on a page as GET, without the body', async () => {
    const get = await t.app.inject({ url: '/activityevent/12' });
    const head = await t.app.inject({ method: 'HEAD', url: '/activityevent/12' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/api/unknown' })).statusCode).toBe(404);
  });

  it('serves its files, content-hashed ones cached for good', async () => {
    const response = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("client")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker as JavaScript for the whole site, checked for a new version on every visit', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.body).toContain('addEventListener("push"');
  });

  it('sends its text files as the build compressed them, per Accept-Encoding', async () => {
    const brotli = await t.app.inject({ url: '/assets/home-9f8e.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);

    const gzip = await t.app.inject({ url: '/assets/home-9f8e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await t.app.inject({ url: '/assets/home-9f8e.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses a page per Accept-Encoding, as the API answers', async () => {
    const brotli = await t.app.inject({ url: '/activityevent/12', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(noScriptNote);
    const plain = await t.app.inject({ url: '/activityevent/12', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(noScriptNote);
  });

  it("names a page's own scripts and styles in its HTML, so they load alongside the entry", async () => {
    const search = await t.app.inject({ url: '/AlbumSearch/3?code=1234' });
    expect(search.body).toContain('<link rel="modulepreload" crossorigin href="/assets/search-page-77aa.js">');
    expect(search.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/catalogue-5c5c.css">');
    expect(search.body).not.toContain('folded-00ff.js');
    for (const url of ['/albumphotodetail', '/albumphotodetail/42']) {
      expect((await t.app.inject({ url })).body, url).toContain('href="/assets/photo-page-88bb.js"');
    }
    // A page the build lists nothing for gets index.html as it is.
    const other = await t.app.inject({ url: '/albumsearch/3/extra' });
    expect(other.body).not.toContain('modulepreload');
    expect(other.body).toContain('<title>運動相簿</title>');
  });

  it("names the page's strings in the language the visitor chose (the lang cookie), zh-TW by default", async () => {
    const strings = (body: string) => [...body.matchAll(/href="\/assets\/((?:zh-TW|en)-\d+\.js)"/g)].map((m) => m[1]);
    expect(strings((await t.app.inject({ url: '/albumsearch/3' })).body)).toEqual(['zh-TW-1111.js']);
    const english = await t.app.inject({ url: '/albumsearch/3', headers: { cookie: 'theme=dark; lang=en' } });
    expect(strings(english.body)).toEqual(['en-2222.js']);
    expect(english.body).toContain('href="/assets/search-page-77aa.js"');
    const unknown = await t.app.inject({ url: '/albumsearch/3', headers: { cookie: 'lang=fr' } });
    expect(strings(unknown.body)).toEqual(['zh-TW-1111.js']);
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
