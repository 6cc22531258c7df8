import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { queuePhotoProcessing } from '../../src/jobs/photo-queue.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.boss.deleteQueuedJobs(processPhoto.name);
});
afterAll(async () => {
  await t.close();
});

/** An upload of `count` photos waiting to be processed; answers their ids in upload order. */
async function processingPhotos(album: Awaited<ReturnType<typeof createAlbum>>, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 50) {
    const chunk = Array.from({ length: Math.min(50, count - i) }, () =>
      createPhoto(t.db, album, { status: 'processing' }),
    );
    ids.push(...(await Promise.all(chunk)).map((photo) => photo.id));
  }
  return ids.sort((a, b) => a - b);
}

/** The photo ids of the next `count` jobs, in the order a worker fetching one at a time gets them. */
async function handOutOrder(count: number) {
  const order: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [job] = (await t.boss.fetch<{ photoId: number }>(processPhoto.name)) ?? [];
    if (job) order.push(job.data.photoId);
  }
  return order;
}

describe('the photo queue', () => {
  it('serves albums in turn: a new album’s first photo is not stuck behind a large earlier upload', async () => {
    const activity = await createActivity(t.db);
    const [bigAlbum, newAlbum] = [await createAlbum(t.db, activity), await createAlbum(t.db, activity)];
    const bigUpload = await processingPhotos(bigAlbum, 500);
    await queuePhotoProcessing(t.db, t.app.jobs, bigUpload);
    const [first] = await processingPhotos(newAlbum, 1);
    await queuePhotoProcessing(t.db, t.app.jobs, [first!]);

    // Next after the big upload's first photo, so long before its last 400.
    expect(await handOutOrder(2)).toEqual([bigUpload[0], first]);
  });

  it('alternates between two large uploads and queues nothing for a photo deleted meanwhile', async () => {
    const activity = await createActivity(t.db);
    const [albumA, albumB] = [await createAlbum(t.db, activity), await createAlbum(t.db, activity)];
    const uploadA = await processingPhotos(albumA, 20);
    const uploadB = await processingPhotos(albumB, 20);
    await t.db.photo.delete({ where: { id: uploadB[0] } });
    await queuePhotoProcessing(t.db, t.app.jobs, uploadA);
    await queuePhotoProcessing(t.db, t.app.jobs, uploadB);

    const order = await handOutOrder(39);
    expect(order).not.toContain(uploadB[0]);
    // Each pair of jobs handed out holds one photo of each album, each album's in upload order.
    for (let i = 0; i < 19; i += 1)
      expect(new Set(order.slice(2 * i, 2 * i + 2))).toEqual(new Set([uploadA[i], uploadB[i + 1]]));
  });
});
