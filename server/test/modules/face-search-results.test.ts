import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/jobs/purge-expired.ts';
import { ALICE, BEA, foundPhotos, searchFaces, selfieFrom, startFaceActivity } from '../helpers/face-activity.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Kept selfie searches (docs/decisions/043): faces and similarity, another face, 不是我, expiry, bundle.

let t: TestApp;
let activityId: number;
let photoOf: Record<string, number>;
let stop: () => Promise<void>;
let alice: Buffer;

beforeAll(async () => {
  ({ t, activityId, photoOf, stop } = await startFaceActivity());
  alice = await selfieFrom(1, ALICE);
}, 120_000);
afterAll(() => stop());

async function member() {
  const user = await createUser(t.db);
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

const searchAgain = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/services/app/FaceSearch/GetResult?${query}`, headers });
const notMe = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/services/app/FaceSearch/NotMe', headers, payload });

describe('a kept selfie search', () => {
  it('answers its id, the selfie’s faces and each photo’s similarity, best first, kept without the picture', async () => {
    const answer = (await searchFaces(t, activityId, alice)).json().result;
    expect(answer.searchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.faceIndex).toBe(0);
    expect(answer.faces).toHaveLength(1);
    const [box] = answer.faces;
    expect(box.x).toBeGreaterThan(0);
    expect(box.x + box.width).toBeLessThan(1);
    expect(foundPhotos({ result: answer })[0]).toBe(photoOf.sample1);
    const distances = answer.items.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual(distances.toSorted((a: number, b: number) => a - b));
    for (const photo of answer.items) expect(photo.similarity).toBe(photo.distance <= 0.45 ? 'high' : 'medium');
    expect(answer.items[0].similarity).toBe('high');

    const kept = await t.db.faceSearchResult.findUniqueOrThrow({ where: { id: answer.searchId } });
    expect(kept).toMatchObject({ userId: null, activityId, faceIndex: 0 });
    expect(kept.descriptors.length).toBe(512);
    expect(kept.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    // A guest's search is reached by its id: the next page without uploading again.
    const next = await searchAgain(`searchId=${answer.searchId}&SkipCount=1&MaxResultCount=20`);
    expect(next.statusCode, next.body).toBe(200);
    expect(foundPhotos(next.json())).toEqual(foundPhotos({ result: answer }).slice(1));
  });

  it('searches again for another face of the selfie, without the picture', async () => {
    const bea = await selfieFrom(3, BEA);
    const [left, right] = await Promise.all([alice, bea].map((p) => sharp(p).resize(300, 300).toBuffer()));
    const both = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#888' } })
      .composite([
        { input: left!, left: 10, top: 10 },
        { input: right!, left: 330, top: 10 },
      ])
      .jpeg()
      .toBuffer();
    const answer = (await searchFaces(t, activityId, both)).json().result;
    expect(answer.faces).toHaveLength(2);
    const beaFace = answer.faces.findIndex((face: { x: number }) => face.x > 0.5);
    const beaPhotos = await searchAgain(`searchId=${answer.searchId}&faceIndex=${beaFace}`);
    expect(beaPhotos.json().result.faceIndex).toBe(beaFace);
    expect(foundPhotos(beaPhotos.json())).toEqual([photoOf.sample3]);
    const aliceAgain = await searchAgain(`searchId=${answer.searchId}&faceIndex=${1 - beaFace}`);
    expect(foundPhotos(aliceAgain.json())).toContain(photoOf.sample1);
    const missing = await searchAgain(`searchId=${answer.searchId}&faceIndex=5`, culture('en'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('The selfie has no such face');
  });

  it('keeps a member’s search theirs, and hides a photo marked 不是我 from that member only', async () => {
    const ann = await member();
    // Each face of the photo linked to a bib read under it (decision 044): 不是我 undoes the matched one's.
    const linked = await t.db.face.findMany({ where: { photoId: photoOf.race1! }, select: { id: true } });
    await t.db.faceBibLink.createMany({
      data: linked.map((face, i) => ({ faceId: face.id, bib: `90${i}`, activityId, photoId: photoOf.race1! })),
    });
    const other = await member();
    const { searchId } = (await searchFaces(t, activityId, alice, ann.headers)).json().result;
    expect((await searchAgain(`searchId=${searchId}`)).statusCode).toBe(404);
    expect((await searchAgain(`searchId=${searchId}`, other.headers)).statusCode).toBe(404);

    const photoId = photoOf.race1!;
    expect((await notMe({ searchId, photoId })).statusCode).toBe(401);
    const foreign = await notMe({ searchId, photoId }, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.notMeMark.count()).toBe(0);
    const marked = await notMe({ searchId, photoId }, ann.headers);
    expect(marked.statusCode, marked.body).toBe(200);
    const mark = await t.db.notMeMark.findFirstOrThrow({ where: { userId: ann.id } });
    expect(mark).toMatchObject({ activityId, photoId });
    expect(await t.db.face.count({ where: { id: mark.faceId, photoId } })).toBe(1);
    const stillLinked = (await t.db.faceBibLink.findMany({ where: { photoId } })).map((link) => link.faceId);
    expect(stillLinked).not.toContain(mark.faceId);
    expect(stillLinked).toHaveLength(linked.length - 1);

    // Gone from this search and the member's later ones; still found for everyone else.
    expect(foundPhotos((await searchAgain(`searchId=${searchId}`, ann.headers)).json())).not.toContain(photoId);
    expect(foundPhotos((await searchFaces(t, activityId, alice, ann.headers)).json())).not.toContain(photoId);
    expect(foundPhotos((await searchFaces(t, activityId, alice, other.headers)).json())).toContain(photoId);
    expect(foundPhotos((await searchFaces(t, activityId, alice)).json())).toContain(photoId);
  });

  it('is gone once expired, and the hourly purge deletes it', async () => {
    const { searchId } = (await searchFaces(t, activityId, alice)).json().result;
    await t.db.faceSearchResult.update({ where: { id: searchId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await searchAgain(`searchId=${searchId}`, culture('en'));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(
      'This selfie search has expired or does not exist; please upload your selfie again',
    );
    await purgeExpired.handle(jobContext(t), {}, firstAttempt);
    expect(await t.db.faceSearchResult.count({ where: { id: searchId } })).toBe(0);
    expect(await t.db.faceSearchResult.count()).toBeGreaterThan(0);
  });

  it('offers and adds a bundle from the member’s own search only', async () => {
    await t.db.activity.update({ where: { id: activityId }, data: { bundlePrice: 200 } });
    const ben = await member();
    const other = await member();
    const { searchId, totalCount } = (await searchFaces(t, activityId, alice, ben.headers)).json().result;
    const offer = (headers: Record<string, string>, faceSearchId = searchId) =>
      t.app.inject({
        url: `/api/services/app/Shop/GetBundleOffer?activityId=${activityId}&faceSearchId=${faceSearchId}`,
        headers,
      });
    const answer = await offer(ben.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({ activityId, photoCount: totalCount, price: 200 });

    expect((await offer(other.headers)).statusCode).toBe(404);
    const guestSearch = (await searchFaces(t, activityId, alice)).json().result.searchId;
    expect((await offer(ben.headers, guestSearch)).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Shop/AddBundle',
      headers: other.headers,
      payload: { activityId, faceSearchId: searchId },
    });
    expect(refused.statusCode).toBe(404);
    expect(await t.db.cartBundle.count({ where: { userId: other.id } })).toBe(0);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Shop/AddBundle',
      headers: ben.headers,
      payload: { activityId, faceSearchId: searchId },
    });
    expect(added.statusCode, added.body).toBe(200);
    const bundle = await t.db.cartBundle.findFirstOrThrow({ where: { userId: ben.id } });
    expect(bundle.photoIds.toSorted()).toEqual([photoOf.sample1, photoOf.race1, photoOf.race3].toSorted());
  });
});
