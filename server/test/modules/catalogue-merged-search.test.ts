import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDescriptor } from '../../src/faces/descriptor.ts';
import { linkPhotoFaces } from '../../src/faces/face-bib-links.ts';
import { FACE_SEARCH_LIFETIME_MS, packDescriptors } from '../../src/faces/stored-face-search.ts';
import { createActivity, createAlbum, createBibTag, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Bib and selfie merged (docs/decisions/049): PhotoGalleryConfigAppSerivce/SearchPhotos.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A face `distance` away from person `axis` (one axis per person: two people are √2 apart). */
const faceNear = (axis: number, distance = 0) =>
  Float32Array.from({ length: 128 }, (_, j) => (j === axis ? 1 : j === 127 ? distance : 0));
const FACE = { x: 100, y: 100, width: 60, height: 60, score: 0.9 };
const BIB_BOX = { boxX: 80, boxY: 280, boxWidth: 100, boxHeight: 40 };

type Album = Awaited<ReturnType<typeof createAlbum>>;

/** A photo showing one face; with `ocrBib`, read below the face (so linked to it). */
async function photoWith(album: Album, face: Float32Array, takenAt: string, ocrBib?: string) {
  const photo = await createPhoto(t.db, album, { takenAt: `2025-03-16T${takenAt}Z` });
  const data = { ...FACE, photoId: photo.id, activityId: album.activityId, descriptor: encodeDescriptor(face) };
  await t.db.face.create({ data });
  if (ocrBib) {
    await t.db.bibTag.create({
      data: {
        photoId: photo.id,
        activityId: album.activityId,
        bib: ocrBib,
        source: 'ocr',
        confidence: 0.95,
        ...BIB_BOX,
      },
    });
    await t.db.$transaction((tx) => linkPhotoFaces(tx, photo));
  }
  return photo.id;
}

/** A kept selfie search of person 0, as FaceSearch/Search stores it. */
async function keptSearch(activityId: number, userId: number | null = null) {
  const search = await t.db.faceSearchResult.create({
    data: {
      id: randomUUID(),
      userId,
      activityId,
      faces: [{ x: 0.3, y: 0.2, width: 0.4, height: 0.5 }],
      descriptors: packDescriptors([faceNear(0)]),
      expiresAt: new Date(Date.now() + FACE_SEARCH_LIFETIME_MS),
    },
  });
  return search.id;
}

const searchPhotos = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/SearchPhotos',
    headers,
    payload: { SkipCount: 0, MaxResultCount: 20, ...payload },
  });
const found = (response: Awaited<ReturnType<typeof searchPhotos>>) =>
  response.json().result.items.map((p: { id: number; foundBy: string }) => [p.id, p.foundBy]);

/** One activity: a photo found by both, two bib hits, two selfie matches, one linked-face hit. */
async function raceDay() {
  const activity = await createActivity(t.db, { bibSearchEnabled: true, faceSearchEnabled: true });
  const album = await createAlbum(t.db, activity);
  const both = await photoWith(album, faceNear(0), '07:00:00');
  await createBibTag(t.db, { id: both, activityId: activity.id }, '1234');
  const typed = await photoWith(album, faceNear(1), '06:00:00');
  await createBibTag(t.db, { id: typed, activityId: activity.id }, '1234');
  // Person 2 wears the bib here (read and linked)...
  const read = await photoWith(album, faceNear(2), '07:30:00', '1234');
  // ...and is found by that face where the bib was not read.
  const linkedFace = await photoWith(album, faceNear(2), '09:00:00');
  const close = await photoWith(album, faceNear(0, 0.2), '08:00:00');
  const fair = await photoWith(album, faceNear(0, 0.47), '08:10:00');
  await photoWith(album, faceNear(3), '08:20:00');
  const hiddenAlbum = await createAlbum(t.db, activity, { isVisible: false });
  await photoWith(hiddenAlbum, faceNear(0), '08:30:00');
  return { activityId: activity.id, both, typed, read, linkedFace, close, fair };
}

async function member() {
  const user = await createUser(t.db);
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

describe('bib and selfie merged', () => {
  it('lists both first, then bib hits, selfie matches by similarity, linked-face hits; each photo once', async () => {
    const day = await raceDay();
    const faceSearchId = await keptSearch(day.activityId);
    const response = await searchPhotos({ activityId: day.activityId, code: ' 1234 ', faceSearchId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.totalCount).toBe(6);
    expect(found(response)).toEqual([
      [day.both, 'both'],
      [day.read, 'bib'],
      [day.typed, 'bib'],
      [day.close, 'selfie'],
      [day.fair, 'selfie'],
      [day.linkedFace, 'bibFace'],
    ]);
    const [both, read, , close, fair, linkedFace] = response.json().result.items;
    expect(both).toMatchObject({ bibMatch: { bib: '1234', confidence: 1 }, similarity: 'high', distance: 0 });
    expect(both.photographer.displayName).toBeTruthy();
    expect(read).toMatchObject({ bibMatch: { sources: ['ocr'] }, similarity: null, distance: null });
    expect(close).toMatchObject({ bibMatch: null, similarity: 'high', distance: 0.2 });
    expect(fair).toMatchObject({ similarity: 'medium' });
    expect(linkedFace).toMatchObject({ bibMatch: { bib: '1234', confidence: 0 }, similarity: null });
  });

  it('pages the merged list exactly', async () => {
    const day = await raceDay();
    const faceSearchId = await keptSearch(day.activityId);
    const all = found(await searchPhotos({ activityId: day.activityId, code: '1234', faceSearchId }));
    const pages = [];
    for (const SkipCount of [0, 4]) {
      const page = await searchPhotos({
        activityId: day.activityId,
        code: '1234',
        faceSearchId,
        SkipCount,
        MaxResultCount: 4,
      });
      expect(page.json().result.totalCount).toBe(6);
      pages.push(...found(page));
    }
    expect(pages).toEqual(all);
    const past = await searchPhotos({ activityId: day.activityId, code: '1234', faceSearchId, SkipCount: 40 });
    expect(past.json().result).toEqual({ totalCount: 6, items: [] });
  });

  it('answers one search alone: a bib as the bib search ranks it, or a selfie best first', async () => {
    const day = await raceDay();
    expect(found(await searchPhotos({ activityId: day.activityId, code: '1234' }))).toEqual([
      [day.read, 'bib'],
      [day.both, 'bib'],
      [day.typed, 'bib'],
      [day.linkedFace, 'bibFace'],
    ]);
    const faceSearchId = await keptSearch(day.activityId);
    expect(found(await searchPhotos({ activityId: day.activityId, faceSearchId }))).toEqual([
      [day.both, 'selfie'],
      [day.close, 'selfie'],
      [day.fair, 'selfie'],
    ]);
  });

  it("refuses someone else's selfie search, and a guest's of another activity", async () => {
    const day = await raceDay();
    const ann = await member();
    const other = await member();
    const faceSearchId = await keptSearch(day.activityId, ann.id);
    const input = { activityId: day.activityId, code: '1234', faceSearchId };
    expect((await searchPhotos(input)).statusCode).toBe(404);
    expect((await searchPhotos(input, other.headers)).statusCode).toBe(404);
    expect(found(await searchPhotos(input, ann.headers))[0]).toEqual([day.both, 'both']);

    const elsewhere = await createActivity(t.db, { faceSearchEnabled: true });
    const foreign = await searchPhotos(
      { activityId: day.activityId, faceSearchId: await keptSearch(elsewhere.id) },
      culture('en'),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('This selfie search belongs to another activity');
  });

  it('refuses bad input with 400 in the visitor’s language', async () => {
    const day = await raceDay();
    const neither = await searchPhotos({ activityId: day.activityId }, culture('en'));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toBe('Give a bib number or a selfie search (or both)');
    expect((await searchPhotos({ activityId: day.activityId, faceSearchId: 'not-a-search' })).statusCode).toBe(400);
    expect((await searchPhotos({ activityId: day.activityId, code: '12-34' })).statusCode).toBe(400);
    expect((await searchPhotos({ activityId: 0, code: '1234' })).statusCode).toBe(400);
    const noBibs = await createActivity(t.db, { bibSearchEnabled: false });
    expect((await searchPhotos({ activityId: noBibs.id, code: '1234' })).statusCode).toBe(400);
  });
});
