import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { racePhotoPeople } from '../../src/demo/race-photo.ts';
import { SELFIE_LONG_SIDE } from '../../src/faces/detection-input.ts';
import { reindexActivityFaces, reindexPhotoFaces } from '../../src/jobs/index-faces.ts';
import type { DecodedImage } from '../../src/media/decoded-image.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import {
  ALICE,
  BEA,
  foundPhotos,
  postSelfie,
  RACE_SEEDS,
  raceOptions,
  sample,
  searchFaces,
  selfieElsewhere,
  selfieFrom,
  startFaceActivity,
} from '../helpers/face-activity.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { queuedJobs } from '../helpers/jobs.ts';

let t: TestApp;
let activityId: number;
let photoOf: Record<string, number>;
let adminHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;
let stop: (queues: readonly string[]) => Promise<void>;

beforeAll(async () => {
  // The file searches from one address faster than a visitor may on a quiet machine (20 a minute).
  ({ t, activityId, photoOf, stop } = await startFaceActivity(undefined, { FACE_SEARCH_RATE_LIMIT: '1000' }));
  const admin = await createUser(t.db, { isAdmin: true, roles: ['Admin'] });
  adminHeaders = bearer(await loginToken(t.app, admin.email, admin.password));
  const member = await createUser(t.db);
  memberHeaders = bearer(await loginToken(t.app, member.email, member.password));
}, 120_000);
afterAll(() => stop([reindexActivityFaces.name, reindexPhotoFaces.name]));

const search = (selfie: Buffer, headers: Record<string, string> = {}, id = activityId) =>
  searchFaces(t, id, selfie, headers);

const hideMe = (selfie: Buffer, headers: Record<string, string>) =>
  postSelfie(t, 'HideMe', { activityId, selfie, headers });

/** Undoes a hide-me request as its member ('FaceSearch/UndoHideMe') or as an admin. */
const undoHide = (
  method: 'FaceSearch/UndoHideMe' | 'AdminFaceSearch/UndoHide',
  id: number,
  headers: Record<string, string>,
) => t.app.inject({ method: 'POST', url: `/api/services/app/${method}`, headers, payload: { id } });

/** Until every face job sent so far has finished. */
async function facesIndexed() {
  const pending = async () => {
    let count = 0;
    for (const job of [reindexActivityFaces, reindexPhotoFaces])
      count += await queuedJobs(t, job.name, { includingActive: true });
    return count;
  };
  await expect.poll(pending, { timeout: 100_000, interval: 300 }).toBe(0);
}

function reindex(headers: Record<string, string>, id = activityId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/services/app/AdminActivity/ReindexFaces?activityId=${id}`,
    headers,
  });
}

describe('face search', () => {
  it('finds the demo photo and the generated race photos of the selfie’s person, and no photo without them', async () => {
    // The test's premise: which generated photos show Alice.
    const showsAlice = (seed: number) =>
      racePhotoPeople(raceOptions(seed)).some((p) => p.file === 'sample1.jpg' && p.face.x === ALICE.x);
    expect(RACE_SEEDS.map(showsAlice)).toEqual([true, true, false]);

    const response = await search(await selfieFrom(1, ALICE));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const found = foundPhotos(answer);
    // The photo the selfie was cut from first, then the race photos in either order.
    expect(found[0]).toBe(photoOf.sample1);
    expect(found.toSorted()).toEqual([photoOf.sample1, photoOf.race1, photoOf.race3].toSorted());
    expect(answer.result.totalCount).toBe(3);
    const distances = answer.result.items.map((p: { distance: number }) => p.distance);
    expect(distances[0]).toBeLessThan(0.3);
    expect(distances).toEqual(distances.toSorted((a: number, b: number) => a - b));
    const originals = await t.db.photo.findMany({ where: { activityId }, select: { originalKey: true } });
    for (const { originalKey } of originals) expect(response.body).not.toContain(originalKey);
    expect(response.body).not.toContain(t.config.s3.bucketOriginals);
  });

  it('matches no farther than the face match threshold of the album settings', async () => {
    const setThreshold = async (faceMatchThreshold: number) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/services/app/AdminAlbumSetting/Update',
        headers: adminHeaders,
        payload: { faceMatchThreshold },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // Alice's photos lie within 0.14–0.30 of a crop of her sample picture (the same pixels) and
    // 0.34–0.35 from a picture of her taken elsewhere: a threshold between keeps the ones, drops the others.
    const strictThreshold = 0.32;
    const selfies = [await selfieFrom(1, ALICE), await selfieElsewhere(ALICE)];
    type Match = { id: number; distance: number };
    const matches = (selfie: Buffer) => search(selfie).then((response) => response.json().result.items as Match[]);
    const loose = await Promise.all(selfies.map(matches));
    await setThreshold(strictThreshold);
    try {
      const strict = await Promise.all(selfies.map(matches));
      const expected = loose.map((photos) => photos.filter((photo) => photo.distance <= strictThreshold));
      expect(expected.flat().length).toBeGreaterThan(0);
      expect(expected.flat().length).toBeLessThan(loose.flat().length);
      strict.forEach((photos, i) =>
        expect(photos.map((p) => p.id).toSorted()).toEqual(expected[i]!.map((p) => p.id).toSorted()),
      );
    } finally {
      await setThreshold(0.5);
    }
  });

  it('finds a face in a selfie cropped tight around it, which the detector misses as it is', async () => {
    const tight = await sharp(sample(3))
      .extract({ left: BEA.x, top: BEA.y, width: BEA.width, height: BEA.height })
      .jpeg()
      .toBuffer();
    expect(await t.app.faces.detector.detect(tight)).toEqual([]);
    const response = await search(tight);
    expect(response.statusCode, response.body).toBe(200);
    expect(foundPhotos(response.json())).toEqual([photoOf.sample3]);
  });
  it('hands the detector the selfie decoded once, upright, never enlarged and at most 800 px', async () => {
    // A phone-sized selfie of Alice, stored sideways (EXIF orientation 6), and a small tight crop.
    const phone = await sharp(await selfieFrom(1, ALICE))
      .resize(3000)
      .rotate(270)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const tight = await sharp(sample(3))
      .extract({ left: BEA.x, top: BEA.y, width: BEA.width, height: BEA.height })
      .resize(300)
      .jpeg()
      .toBuffer();
    const detect = vi.spyOn(t.app.faces.detector, 'detect');
    try {
      for (const [selfie, photo] of [
        [phone, photoOf.sample1],
        [tight, photoOf.sample3],
      ] as const) {
        detect.mockClear();
        const response = await search(selfie);
        expect(response.statusCode, response.body).toBe(200);
        expect(foundPhotos(response.json())[0]).toBe(photo);
        const handed = detect.mock.calls.map(([image]) => image as DecodedImage);
        const { width = 0, height = 0 } = await sharp(selfie).metadata();
        // The first look: the selfie itself, scaled down only.
        expect(handed[0]).toMatchObject({ channels: 3 });
        expect(Math.max(handed[0]!.width, handed[0]!.height)).toBe(Math.min(SELFIE_LONG_SIDE, Math.max(width, height)));
        // A retry on a padded canvas (the tight crop) is no larger either.
        for (const image of handed) expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(SELFIE_LONG_SIDE);
      }
      expect(detect.mock.calls).toHaveLength(2); // the tight crop was tried padded
    } finally {
      detect.mockRestore();
    }
  }, 90_000);

  it('refuses a picture without a face, a non-image and an oversized file, clearly', async () => {
    const landscape = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const noFace = await search(landscape, culture('en'));
    expect(noFace.statusCode).toBe(400);
    expect(noFace.json().error.message).toBe('No clear face was found; please use a sharp selfie facing the camera');
    const text = await search(Buffer.from('not a picture'));
    expect(text.json().error.message).toBe('檔案不是可讀取的圖片（支援 JPEG、PNG、WebP）');
    const huge = await search(Buffer.concat([landscape, Buffer.alloc(11 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('檔案超過 10 MB 上限');
  });

  it('stops finding a member who asked to be hidden', async () => {
    const member = await createUser(t.db);
    const headers = bearer(await loginToken(t.app, member.email, member.password));
    // A picture of Alice the activity does not hold: hide me refuses a face cut out of its photos.
    const selfie = await selfieElsewhere(ALICE);
    expect((await hideMe(selfie, {})).statusCode).toBe(401);
    const hidden = await hideMe(selfie, headers);
    expect(hidden.statusCode, hidden.body).toBe(200);
    // Alice's face in the demo photo and in both race photos.
    expect(hidden.json().result.hidden).toBe(3);
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    expect(foundPhotos((await search(await selfieFrom(1, ALICE))).json())).toEqual([]);
    const face = await t.db.face.findFirstOrThrow({
      where: { photoId: photoOf.sample1, hideRequestId: { not: null } },
      select: { hideRequest: true },
    });
    expect(face.hideRequest).toMatchObject({ userId: member.id, activityId, faceCount: 3, undoneAt: null });
  });

  it('stops matching faces hidden or deleted by another process at once', async () => {
    const selfie = await selfieFrom(3, BEA);
    expect(foundPhotos((await search(selfie)).json())).toEqual([photoOf.sample3]);
    // As another web server's "hide me" would: the database changes, this server's index does not know.
    const where = { photoId: photoOf.sample3, hideRequestId: null };
    const ids = (await t.db.face.findMany({ where, select: { id: true } })).map((f) => f.id);
    const member = await createUser(t.db);
    const request = await t.db.faceHideRequest.create({
      data: { userId: member.id, activityId, faceCount: ids.length },
    });
    await t.db.face.updateMany({ where: { id: { in: ids } }, data: { hideRequestId: request.id } });
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    await t.db.face.updateMany({ where: { id: { in: ids } }, data: { hideRequestId: null } });
  });

  it('re-indexes an activity for admins: every face replaced once, hidden faces still hidden', async () => {
    const before = await t.db.face.findMany({ where: { activityId }, orderBy: { id: 'asc' } });
    expect((await reindex(memberHeaders)).statusCode).toBe(403);
    expect((await reindex({})).statusCode).toBe(401);
    const first = await reindex(adminHeaders);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.photos).toBe(5);
    expect((await reindex(adminHeaders)).statusCode).toBe(200);
    await facesIndexed();

    const after = await t.db.face.findMany({ where: { activityId }, orderBy: { id: 'asc' } });
    const perPhoto = (faces: typeof before) =>
      Object.fromEntries(Object.values(photoOf).map((id) => [id, faces.filter((f) => f.photoId === id).length]));
    expect(perPhoto(after)).toEqual(perPhoto(before));
    expect(after[0]!.id).toBeGreaterThan(before.at(-1)!.id);
    const hidden = (faces: typeof before) =>
      faces
        .filter((f) => f.hideRequestId)
        .map((f) => [f.photoId, f.x, f.hideRequestId])
        .sort(([a], [b]) => a! - b!);
    expect(hidden(after)).toEqual(hidden(before));
    const alice = await selfieFrom(1, ALICE);
    expect(foundPhotos((await search(alice)).json())).toEqual([]);
    expect(foundPhotos((await search(await selfieFrom(3, BEA))).json())).toEqual([photoOf.sample3]);

    // Undoing the request after the re-index brings back the faces that replaced the hidden ones.
    const { hideRequestId } = await t.db.face.findFirstOrThrow({ where: { activityId, hideRequestId: { not: null } } });
    const undo = await undoHide('AdminFaceSearch/UndoHide', hideRequestId!, adminHeaders);
    expect(undo.json().result.restored).toBe(3);
    expect(foundPhotos((await search(alice)).json())).toHaveLength(3);
  }, 120_000);

  it('is refused where the activity has it switched off, which also forgets its faces but those hidden', async () => {
    const other = await createActivity(t.db, { faceSearchEnabled: false });
    const refused = await search(await selfieFrom(1, ALICE), {}, other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('此活動未開放人臉搜尋');

    const toggle = (enabled: boolean, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/AdminActivity/SetFaceSearch',
        headers,
        payload: { activityId, enabled },
      });
    expect((await toggle(false, memberHeaders)).statusCode).toBe(403);
    const selfie = await selfieFrom(3, BEA);
    // A hide-me outlives switching face search off and on: its face stays, the others go. Bea
    // hides herself with a picture the activity does not hold.
    const { requestId } = (await hideMe(await selfieElsewhere(BEA), memberHeaders)).json().result;
    expect((await toggle(false, adminHeaders)).statusCode).toBe(200);
    expect(await t.db.face.findMany({ where: { activityId }, select: { hideRequestId: true } })).toEqual([
      { hideRequestId: requestId },
    ]);
    expect((await search(selfie)).statusCode).toBe(400);
    const refusedReindex = await reindex({ ...adminHeaders, ...culture('en') });
    expect(refusedReindex.statusCode).toBe(400);
    expect(refusedReindex.json().error.message).toBe('Face search is not available for this activity');
    await toggle(true, adminHeaders);
    // Nothing to find until the activity's photos are indexed again.
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    expect((await reindex(adminHeaders)).statusCode).toBe(200);
    await facesIndexed();
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    const undo = await undoHide('FaceSearch/UndoHideMe', requestId, memberHeaders);
    expect(undo.json().result.restored).toBe(1);
    expect(foundPhotos((await search(selfie)).json())).toEqual([photoOf.sample3]);
  }, 120_000);
});
