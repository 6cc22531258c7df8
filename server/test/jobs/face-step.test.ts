import { workerResources } from '../helpers/jobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRacePhoto } from '../../src/demo/race-photo.ts';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { multipartFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let release: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  const photographer = await createUser(t.db, { photographerAuth: true });
  headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
  release = await startWorker(t.boss, workerResources(t));
});
afterAll(async () => {
  await t.boss.offWork('photo.process');
  await release();
  await t.close();
});

/** Uploads one generated race photo with two runners into a new album of the activity; answers the photo id. */
async function publishRacePhoto(activityId: number, seed: number) {
  const album = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/Create',
    headers,
    payload: { activityId, name: `album ${seed}` },
  });
  const coId = album.json().result.coId;
  const content = await generateRacePhoto({ seed, runners: [{ bib: '1234' }, { bib: '5678' }], takenAt: new Date() });
  const body = multipartFiles([{ fileName: 'race.jpg', contentType: 'image/jpeg', content }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/services/app/PhotoGalleryList/Upload?coId=${coId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  const photoId: number = upload.json().result.items[0].photoId;
  await expect
    .poll(async () => (await t.db.photo.findUniqueOrThrow({ where: { id: photoId } })).status, { timeout: 60_000 })
    .toBe('ready');
  return photoId;
}

describe('face indexing in the photo pipeline', () => {
  it('stores every runner’s face with its descriptor, and deletes them with the photo', async () => {
    const activity = await createActivity(t.db);
    const photoId = await publishRacePhoto(activity.id, 21);
    const faces = await t.db.face.findMany({ where: { photoId } });
    expect(faces.length).toBeGreaterThanOrEqual(2);
    for (const face of faces) {
      expect(face.activityId).toBe(activity.id);
      expect(face.descriptor.length).toBe(512);
      expect(face.score).toBeGreaterThanOrEqual(0.5);
      expect(face.width).toBeGreaterThan(0);
    }

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/PhotoGalleryList/Delete',
      headers,
      payload: { photoIds: [photoId] },
    });
    expect(deleted.json().result.changed).toBe(1);
    expect(await t.db.face.count({ where: { photoId } })).toBe(0);
  });

  it('indexes nothing for an activity with face search switched off', async () => {
    const activity = await createActivity(t.db, { faceSearchEnabled: false });
    const photoId = await publishRacePhoto(activity.id, 22);
    expect(await t.db.face.count({ where: { photoId } })).toBe(0);
  });
});
