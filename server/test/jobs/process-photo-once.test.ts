import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import type { Storage } from '../../src/infra/storage.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext, workerResources } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let context: JobContext;
const detectedFaces = [
  { box: { x: 100, y: 100, width: 200, height: 200 }, score: 0.9, descriptor: new Float32Array(128).fill(0.1) },
  { box: { x: 800, y: 300, width: 180, height: 180 }, score: 0.8, descriptor: new Float32Array(128).fill(0.2) },
];

beforeAll(async () => {
  t = await createTestApp();
  context = {
    ...jobContext(t),
    bibReader: async () => ({
      read: async () => [
        { bib: '1234', confidence: 0.95, box: { x: 100, y: 300, width: 80, height: 30 }, looksCut: false },
      ],
      close: async () => {},
    }),
    faceDetector: () => ({ detect: async () => detectedFaces }),
  };
});
afterAll(() => t.close());

/** A photo waiting for processing in a new album (no published photo yet), its original in storage. */
async function uploadedPhoto() {
  const activity = await createActivity(t.db, { faceSearchEnabled: true });
  const album = await createAlbum(t.db, activity, { photoCount: 0 });
  const photo = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
  await t.storage.put('originals', photo.originalKey, await cameraJpeg(1600, 1067), 'image/jpeg');
  return photo;
}

describe('processing a photo more than once', () => {
  it('publishes it once, with one set of faces and bib tags, however the runs overlap', async () => {
    const photo = await uploadedPhoto();
    // Two deliveries at once (a worker killed mid-photo, its job handed out again), then a late third.
    await Promise.all([1, 2].map(() => processPhoto.handle(context, { photoId: photo.id }, firstAttempt)));
    await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);

    expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('ready');
    expect(await t.db.face.count({ where: { photoId: photo.id } })).toBe(2);
    const tags = await t.db.bibTag.findMany({ where: { photoId: photo.id } });
    expect(tags.map((tag) => tag.bib)).toEqual(['1234']);
    expect((await t.db.album.findUniqueOrThrow({ where: { id: photo.albumId } })).photoCount).toBe(1);
  });
});

describe('a job for a deleted photo', () => {
  it('is done at once without reading the original', async () => {
    const photo = await uploadedPhoto();
    await t.db.photo.delete({ where: { id: photo.id } });
    let reads = 0;
    const countingStorage: Storage = {
      ...t.storage,
      get: (...args) => ((reads += 1), t.storage.get(...args)),
    };
    const jobId = await t.boss.send(processPhoto.name, { photoId: photo.id });
    await startWorker(t.boss, { ...workerResources(t), storage: countingStorage }, [processPhoto]);
    try {
      await expect
        .poll(async () => (await t.boss.getJobById(processPhoto.name, jobId!))?.state, { timeout: 10_000 })
        .toBe('completed');
      expect(reads).toBe(0);
    } finally {
      await t.boss.offWork(processPhoto.name);
    }
  });
});
