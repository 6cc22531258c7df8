import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS } from '../../src/plugins/external/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Which security headers each kind of answer carries (decisions/084): a document's whole set on
// anything a browser may show as a page or run as a worker, the subresources' few on the rest.

const dist = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-headers-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>運動相簿</title></head><body></body></html>',
);
const files = {
  'assets/app-1a2b.js': 'console.log("client")',
  'assets/hash-worker-3c4d.js': 'self.onmessage = () => {};',
  'assets/index-5e6f.css': 'body{margin:0}',
  'assets/icon-7a8b.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/font-9c0d.woff2': 'wOF2',
  'sw.js': 'self.addEventListener("push", () => {});',
};
for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);

const EVERYWHERE = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST: dist } });
  // What the server writes to the public bucket (previews, covers, banners), and an object of
  // another type, as a bucket filled by other means could hold.
  await t.storage.put('public', 'previews/1.jpg', Buffer.from('jpeg'), 'image/jpeg');
  await t.storage.put('public', 'banners/1.webp', Buffer.from('webp'), 'image/webp');
  await t.storage.put('public', 'content/1.svg', Buffer.from(files['assets/icon-7a8b.svg']), 'image/svg+xml');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function headersOf(url: string, dest?: string) {
  const response = await t.app.inject({ url, headers: dest ? { 'sec-fetch-dest': dest } : {} });
  expect(response.statusCode, url).toBe(200);
  return response.headers;
}

function expectDocumentSet(headers: Record<string, unknown>, what: string) {
  for (const name of [...DOCUMENT_ONLY_HEADERS, ...EVERYWHERE])
    expect(headers[name], `${name} on ${what}`).toBeDefined();
  expect(String(headers['content-security-policy'])).toContain("script-src 'self' 'wasm-unsafe-eval';");
}

function expectSubresourceSet(headers: Record<string, unknown>, what: string) {
  for (const name of DOCUMENT_ONLY_HEADERS) expect(headers[name], `${name} on ${what}`).toBeUndefined();
  for (const name of EVERYWHERE) expect(headers[name], `${name} on ${what}`).toBeDefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('security headers per kind of answer', () => {
  it('counts the content security policy and framing as what only documents read', () => {
    expect(DOCUMENT_ONLY_HEADERS).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
  });

  it('a page, the API and the service worker carry the whole set', async () => {
    expectDocumentSet(await headersOf('/index', 'document'), 'a page');
    expectDocumentSet(await headersOf('/api/health'), 'the API');
    expectDocumentSet(await headersOf('/sw.js', 'serviceworker'), 'the service worker');
  });

  it('stylesheets, fonts and pictures leave off what only a document reads', async () => {
    expectSubresourceSet(await headersOf('/assets/index-5e6f.css', 'style'), 'a stylesheet');
    expectSubresourceSet(await headersOf('/assets/font-9c0d.woff2', 'font'), 'a font');
    expectSubresourceSet(await headersOf('/media/previews/1.jpg', 'image'), 'a JPEG');
    // Opened on its own, a picture is still a picture: no script runs in it.
    expectSubresourceSet(await headersOf('/media/banners/1.webp', 'document'), 'a WebP opened as a page');
  });

  it('a script leaves them off only when fetched as a script, not as a worker or by an unknown browser', async () => {
    expectSubresourceSet(await headersOf('/assets/app-1a2b.js', 'script'), 'a script');
    // A worker runs under its own script's policy: it keeps the content security policy.
    expectDocumentSet(await headersOf('/assets/hash-worker-3c4d.js', 'worker'), 'a worker');
    expectDocumentSet(await headersOf('/assets/app-1a2b.js'), 'a script without Sec-Fetch-Dest');
  });

  it('an SVG, which can run script when opened as a page, keeps the whole set, built or stored', async () => {
    expectDocumentSet(await headersOf('/assets/icon-7a8b.svg', 'image'), 'a built SVG');
    expectDocumentSet(await headersOf('/media/content/1.svg', 'document'), 'a stored SVG');
  });
});
