import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, compressedCopy } from '../../src/plugins/external/compression.ts';
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

describe('compressed copies of answers held in memory', () => {
  const page = Buffer.from('<main><h1>臺北城市馬拉松</h1></main>'.repeat(100));

  it('makes one copy per encoding, which later requests share', () => {
    const first = compressedCopy(page, 'gzip, deflate, br');
    expect(first?.encoding).toBe('br');
    expect(brotliDecompressSync(first!.bytes).equals(page)).toBe(true);
    expect(compressedCopy(page, 'br')?.bytes).toBe(first!.bytes);
    const gzip = compressedCopy(page, 'gzip');
    expect(gunzipSync(gzip!.bytes).equals(page)).toBe(true);
    expect(compressedCopy(page, 'x-gzip, br;q=0')?.bytes).toBe(gzip!.bytes);
    // Another answer with the same text is another copy: a copy lives as long as its answer.
    expect(compressedCopy(Buffer.from(page), 'br')?.bytes).not.toBe(first!.bytes);
  });

  it('takes the encoding the plugin takes for the same header', async () => {
    const headers = ['gzip;q=1, br;q=0.5', '*', 'br;q=0.2, *', 'deflate', 'identity, gzip;q=0.1', 'BR', 'x-gzip'];
    for (const header of headers) {
      const answer = await t.app.inject({ url: '/api/test/big', headers: { 'accept-encoding': header } });
      const big = Buffer.from(JSON.stringify({ items: manyItems }));
      expect(compressedCopy(big, header)?.encoding, header).toBe(answer.headers['content-encoding']);
    }
  });

  it('leaves an answer as it is when the visitor accepts neither encoding, or it is small', () => {
    expect(compressedCopy(page, undefined)).toBeUndefined();
    expect(compressedCopy(page, 'identity')).toBeUndefined();
    expect(compressedCopy(page, 'br;q=0, gzip;q=0')).toBeUndefined();
    expect(compressedCopy(Buffer.alloc(COMPRESSION_THRESHOLD_BYTES - 1, 'a'), 'br')).toBeUndefined();
  });
});
