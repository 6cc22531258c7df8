import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getThroughSocket } from '../helpers/host-access.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('storage over the S3 API', () => {
  it('puts and gets an object, streamed in parts when large', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 7); // over the 5 MiB part size
    await t.storage.put(
      'originals',
      'albums/1/big.bin',
      Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
      'application/octet-stream',
    );
    const object = await t.storage.get('originals', 'albums/1/big.bin');
    expect(object?.contentLength).toBe(big.length);
    expect((await buffer(object!.body)).equals(big)).toBe(true);
  });

  it('answers undefined for a missing key, and removes objects', async () => {
    await t.storage.put('public', 'gone.txt', Buffer.from('bye'), 'text/plain');
    await t.storage.remove('public', 'gone.txt');
    expect(await t.storage.get('public', 'gone.txt')).toBeUndefined();
  });

  it('hands out a presigned URL that works, then expires', async () => {
    await t.storage.put('originals', 'secret/photo.jpg', Buffer.from('original bytes'), 'image/jpeg');
    // The embedded store answers only on its Unix socket, which stands in for S3's address here.
    const socketPath = inject('s3').socketPath!;
    const url = await t.storage.signedUrl('originals', 'secret/photo.jpg', 60);
    const fetched = await getThroughSocket(socketPath, url);
    expect(fetched.status).toBe(200);
    expect(fetched.body.toString()).toBe('original bytes');

    // s3rver checks the expiry but not the SigV4 signature itself; S3 and MinIO check both.
    const short = await t.storage.signedUrl('originals', 'secret/photo.jpg', 1);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await getThroughSocket(socketPath, short)).status).toBe(403);
  });

  it('keeps the two buckets apart, and the media route serves only the public one', async () => {
    await t.storage.put('public', 'previews/p.jpg', Buffer.from('preview'), 'image/jpeg');
    await t.storage.put('originals', 'previews/o.jpg', Buffer.from('original'), 'image/jpeg');
    expect(await t.storage.get('originals', 'previews/p.jpg')).toBeUndefined();

    const served = await t.app.inject({ url: t.storage.publicUrl('previews/p.jpg') });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('preview');
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');

    const original = await t.app.inject({ url: '/media/previews/o.jpg' });
    expect(original.statusCode).toBe(404);
    const dotted = await t.app.inject({ url: '/media/previews/%2E%2E/o.jpg' });
    expect(dotted.statusCode).toBe(404);
  });

  it('serves a public object of another type than the stored images as plain bytes', async () => {
    await t.storage.put('public', 'contents/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    await t.storage.put('public', 'contents/logo.webp', Buffer.from('webp bytes'), 'image/webp');
    const page = await t.app.inject({ url: t.storage.publicUrl('contents/page.html') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    const picture = await t.app.inject({ url: t.storage.publicUrl('contents/logo.webp') });
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('creates missing buckets and leaves existing ones alone', async () => {
    await t.storage.put('public', 'keep.txt', Buffer.from('kept'), 'text/plain');
    await t.storage.ensureBuckets();
    const kept = await t.storage.get('public', 'keep.txt');
    expect((await buffer(kept!.body)).toString()).toBe('kept');
  });
});
