import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDescriptor } from '../../src/faces/descriptor.ts';
import { activitiesToWarm, warmFaceIndexes } from '../../src/faces/warm-up.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An activity with one photo showing `faces` faces (`hidden` of them hidden); answers its id. */
async function activityWithFaces(faces: number, hidden = 0) {
  const activity = await createActivity(t.db);
  const album = await createAlbum(t.db, activity);
  const photo = await createPhoto(t.db, album);
  const request = await t.db.faceHideRequest.create({
    data: { userId: album.photographerId, activityId: activity.id, faceCount: hidden },
  });
  await t.db.face.createMany({
    data: Array.from({ length: faces }, (_, i) => ({
      photoId: photo.id,
      activityId: activity.id,
      x: i * 100,
      y: 0,
      width: 80,
      height: 100,
      score: 0.9,
      descriptor: encodeDescriptor(new Float32Array(128).fill(i / 10)),
      hideRequestId: i < hidden ? request.id : null,
    })),
  });
  return activity.id;
}

describe('face index warm-up', () => {
  it('loads the activities with the most searchable faces, largest first, before anyone searches', async () => {
    const small = await activityWithFaces(2);
    const large = await activityWithFaces(6);
    const middle = await activityWithFaces(4);
    const mostlyHidden = await activityWithFaces(8, 6);
    const warm = await activitiesToWarm(t.app, 3);
    expect(warm).toEqual([large, middle]);
    expect([small, mostlyHidden].some((id) => warm.includes(id))).toBe(false);

    // Nothing of these activities is in memory yet: the server warmed nothing this small when it started.
    expect(t.app.faces.registry.memoryBytes).toBe(0);
    await warmFaceIndexes(t.app, warm);
    const loaded = await Promise.all(warm.map(async (id) => (await t.app.faces.registry.index(id)).size));
    expect(loaded).toEqual([6, 4]);
    expect(t.app.faces.registry.memoryBytes).toBeGreaterThan(0);
  });
});
