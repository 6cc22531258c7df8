import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDescriptor } from '../../src/faces/descriptor.ts';
import { linkPhotoFaces, unlinkFace } from '../../src/faces/face-bib-links.ts';
import { createActivity, createAlbum, createBibTag, createPhoto } from '../helpers/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A person's descriptor: one axis each, so two people are √2 apart and the same person 0. */
const person = (axis: number) => encodeDescriptor(Float32Array.from({ length: 128 }, (_, j) => (j === axis ? 1 : 0)));
const FACE = { x: 100, y: 100, width: 60, height: 60, score: 0.9 };
const BIB_BOX = { boxX: 80, boxY: 280, boxWidth: 100, boxHeight: 40 };

type Album = Awaited<ReturnType<typeof createAlbum>>;

/** A photo showing one person's face; with `bib`, OCR read it below the face and the photo is linked. */
async function photoOf(album: Album, axis: number, takenAt: string, bib?: string, hidden = false) {
  const photo = await createPhoto(t.db, album, { takenAt: `2025-03-16T${takenAt}Z` });
  const hideRequestId = hidden
    ? (
        await t.db.faceHideRequest.create({
          data: { userId: album.photographerId, activityId: album.activityId, faceCount: 1 },
        })
      ).id
    : null;
  const face = await t.db.face.create({
    data: { ...FACE, photoId: photo.id, activityId: album.activityId, descriptor: person(axis), hideRequestId },
  });
  if (bib) {
    await t.db.bibTag.create({
      data: { photoId: photo.id, activityId: album.activityId, bib, source: 'ocr', confidence: 0.95, ...BIB_BOX },
    });
    await t.db.$transaction((tx) => linkPhotoFaces(tx, photo));
  }
  return { photo, face };
}

const search = (activityId: number, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
    payload: { activityId, code, SkipCount: 0, MaxResultCount: 10 },
  });
const found = (response: Awaited<ReturnType<typeof search>>) =>
  response
    .json()
    .result.items.flatMap((group: { photos: { id: number; foundBy: string }[] }) => group.photos)
    .map((p: { id: number; foundBy: string }) => [p.id, p.foundBy]);

describe('bib search with linked faces', () => {
  it('links the face above a confident bib, and finds its other photos after the bib hits', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity);
    const tagged = await photoOf(album, 0, '07:00:00', '1234');
    const typed = await createPhoto(t.db, album, { takenAt: '2025-03-16T06:00:00Z' });
    await createBibTag(t.db, typed, '1234');
    const bibHidden = await photoOf(album, 0, '08:00:00');
    const stranger = await photoOf(album, 1, '08:30:00');

    expect(
      await t.db.faceBibLink.findMany({ select: { faceId: true, bib: true }, where: { activityId: activity.id } }),
    ).toEqual([{ faceId: tagged.face.id, bib: '1234' }]);
    const response = await search(activity.id, '1234');
    expect(response.json().result.totalCount).toBe(3);
    expect(found(response)).toEqual([
      [tagged.photo.id, 'bib'],
      [typed.id, 'bib'],
      [bibHidden.photo.id, 'face'],
    ]);
    expect(found(response)).not.toContainEqual([stranger.photo.id, 'face']);
  });

  it('does not use links of one person to two bibs', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity);
    const first = await photoOf(album, 2, '07:00:00', '1111');
    const second = await photoOf(album, 2, '07:10:00', '2222');
    await photoOf(album, 2, '08:00:00');
    expect(found(await search(activity.id, '1111'))).toEqual([[first.photo.id, 'bib']]);
    expect(found(await search(activity.id, '2222'))).toEqual([[second.photo.id, 'bib']]);
  });

  it('never links or matches a hidden face', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity);
    const hiddenTagged = await photoOf(album, 3, '07:00:00', '3333', true);
    await photoOf(album, 3, '07:30:00');
    expect(await t.db.faceBibLink.count({ where: { faceId: hiddenTagged.face.id } })).toBe(0);

    const tagged = await photoOf(album, 4, '07:00:00', '4444');
    await photoOf(album, 4, '08:00:00', undefined, true);
    expect(found(await search(activity.id, '4444'))).toEqual([[tagged.photo.id, 'bib']]);
  });

  it('forgets an unlinked face at once', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity);
    const linked = await photoOf(album, 5, '07:00:00', '5555');
    const again = await photoOf(album, 5, '08:00:00');
    expect(found(await search(activity.id, '5555'))).toEqual([
      [linked.photo.id, 'bib'],
      [again.photo.id, 'face'],
    ]);
    await unlinkFace(t.db, linked.face.id);
    // Though the face half of this search is cached for a minute, each cached match is checked again.
    expect(found(await search(activity.id, '5555'))).toEqual([[linked.photo.id, 'bib']]);
  });
});
