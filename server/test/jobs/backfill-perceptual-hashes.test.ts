import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillPerceptualHashes } from '../../src/jobs/backfill-perceptual-hashes.ts';
import type { JobQueue } from '../../src/jobs/definitions.ts';
import { originalPerceptualHash } from '../../src/media/renditions.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('photos.backfill-perceptual-hashes', () => {
  it('hashes published and hidden photos from their originals, batch after batch, and skips what it cannot read', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db));
    const original = await cameraJpeg(96, 64);
    const expected = await originalPerceptualHash(original);
    async function photoWithOriginal(status: string) {
      const photo = await createPhoto(t.db, album, { status });
      await t.storage.put('originals', photo.originalKey, original, 'image/jpeg');
      return photo.id;
    }
    const missing = (await createPhoto(t.db, album)).id; // its original is not in storage
    const published = [];
    for (let i = 0; i < 24; i += 1) published.push(await photoWithOriginal('ready'));
    const hidden = await photoWithOriginal('hidden');
    const failed = await photoWithOriginal('failed');
    const already = await photoWithOriginal('ready');
    const kept = new Uint8Array(32).fill(7);
    await t.db.photo.update({ where: { id: already }, data: { perceptualHash: kept } });

    // Each run queues the next: play them one after the other.
    const runs: { afterId?: number }[] = [{}];
    const jobs: JobQueue = {
      send: async (_job, data) => void runs.push(data as { afterId?: number }),
      sendMany: () => Promise.reject(new Error('not used')),
      sendDebounced: () => Promise.reject(new Error('not used')),
    };
    for (let run = 0; run < runs.length; run += 1) {
      await backfillPerceptualHashes.handle({ ...jobContext(t), jobs }, runs[run]!, firstAttempt);
    }
    expect(runs.length).toBe(2);

    const hashOf = async (id: number) =>
      (await t.db.photo.findUniqueOrThrow({ where: { id }, select: { perceptualHash: true } })).perceptualHash;
    for (const id of [...published, hidden]) expect(await hashOf(id)).toEqual(expected);
    expect(await hashOf(already)).toEqual(kept);
    expect(await hashOf(failed)).toBeNull();
    expect(await hashOf(missing)).toBeNull();
  });
});
