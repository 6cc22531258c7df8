import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// What the browser's upload page needs besides the upload itself: the caller's albums to choose
// from, albums with a camera point, and which files an album already holds (so none is sent twice).

let t: TestApp;
let activityId: number;
let owner: { id: number; headers: Record<string, string> };

const api = (path: string) => `/api/services/app/${path}`;

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

beforeAll(async () => {
  t = await createTestApp();
  activityId = (await createActivity(t.db, { title: '太魯閣馬拉松', titleEn: 'Taroko Marathon' })).id;
  owner = await signedIn({ photographerAuth: true });
});
afterAll(() => t.close());

const askHashes = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: api('PhotoGalleryList/GetExistingHashes'), headers, payload });

const myAlbums = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: api(`PhotoGalleryConfigAppSerivce/GetMyAlbums${query}`), headers });

describe('creating an album with a camera point', () => {
  it('keeps the trimmed camera point and answers it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryConfigAppSerivce/Create'),
      headers: owner.headers,
      payload: { activityId, name: '終點', cameraPoint: '  21K 終點拱門 ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const album = response.json().result;
    expect(album.cameraPoint).toBe('21K 終點拱門');
    expect((await t.db.album.findUniqueOrThrow({ where: { id: album.coId } })).cameraPoint).toBe('21K 終點拱門');
  });

  it('stores a blank camera point as none and refuses one over 64 characters', async () => {
    const create = (cameraPoint: string) =>
      t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryConfigAppSerivce/Create'),
        headers: owner.headers,
        payload: { activityId, name: '起跑', cameraPoint },
      });
    expect((await create('   ')).json().result.cameraPoint).toBeNull();
    const before = await t.db.album.count();
    expect((await create('點'.repeat(65))).statusCode).toBe(400);
    expect(await t.db.album.count()).toBe(before);
  });
});

describe('PhotoGalleryList/GetExistingHashes', () => {
  it('answers the hashes the album already holds, and only those', async () => {
    const album = await createAlbum(t.db, { id: activityId }, { photographerId: owner.id });
    const held = await createPhoto(t.db, album);
    const elsewhere = await createPhoto(
      t.db,
      await createAlbum(t.db, { id: activityId }, { photographerId: owner.id }),
    );
    const unknown = 'ab'.repeat(32);
    const response = await askHashes(owner.headers, {
      coId: album.id,
      hashes: [held.contentHash, elsewhere.contentHash, unknown],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.hashes).toEqual([held.contentHash]);
    expect((await askHashes(owner.headers, { coId: album.id, hashes: [] })).json().result.hashes).toEqual([]);
  });

  it('answers only the album’s own photographer', async () => {
    const album = await createAlbum(t.db, { id: activityId }, { photographerId: owner.id });
    const payload = { coId: album.id, hashes: ['cd'.repeat(32)] };
    expect((await askHashes({}, payload)).statusCode).toBe(401);
    expect((await askHashes((await signedIn()).headers, payload)).statusCode).toBe(403);
    const other = await askHashes((await signedIn({ photographerAuth: true })).headers, payload);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('只能管理自己的相簿');
    const blocked = await signedIn({ photographerAuth: true, photographerAuthStatus: 'blocked' });
    expect((await askHashes(blocked.headers, payload)).statusCode).toBe(605);
  });

  it('refuses more than 1000 hashes and anything but lowercase 64-digit hex', async () => {
    const album = await createAlbum(t.db, { id: activityId }, { photographerId: owner.id });
    const tooMany = Array.from({ length: 1001 }, (_, i) => i.toString(16).padStart(64, '0'));
    for (const hashes of [tooMany, ['xyz'.repeat(21) + 'a'], ['AB'.repeat(32)], ['ab'.repeat(31)]]) {
      const response = await askHashes({ ...owner.headers, ...culture('en') }, { coId: album.id, hashes });
      expect(response.statusCode, JSON.stringify(hashes).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toMatch(/hashes/);
    }
  });
});

describe('PhotoGalleryConfigAppSerivce/GetMyAlbums', () => {
  it('lists the caller’s own albums, newest first, with photo counts, optionally of one activity', async () => {
    const me = await signedIn({ photographerAuth: true });
    const otherActivity = await createActivity(t.db);
    const older = await createAlbum(t.db, { id: activityId }, { photographerId: me.id, name: '起跑' });
    await t.db.album.update({ where: { id: older.id }, data: { cameraPoint: '起跑線' } });
    await createPhoto(t.db, older);
    await createPhoto(t.db, older, { status: 'processing' });
    const newer = await createAlbum(t.db, otherActivity, { photographerId: me.id, name: '終點' });
    await createAlbum(t.db, { id: activityId }); // someone else's

    const all = await myAlbums({ ...me.headers, ...culture('en') });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().result.totalCount).toBe(2);
    expect(all.json().result.items.map((a: { id: number }) => a.id)).toEqual([newer.id, older.id]);
    expect(all.json().result.items[1]).toEqual({
      id: older.id,
      name: '起跑',
      activityId,
      activityTitle: 'Taroko Marathon',
      cameraPoint: '起跑線',
      defaultPrice: 169,
      photoCount: 2,
    });

    const ofOne = await myAlbums(me.headers, `?activityId=${activityId}&MaxResultCount=5`);
    expect(ofOne.json().result.items.map((a: { id: number }) => a.id)).toEqual([older.id]);
    expect(ofOne.json().result.items[0].activityTitle).toBe('太魯閣馬拉松');
  });

  it('is for photographers only, and bounds its paging', async () => {
    expect((await myAlbums({})).statusCode).toBe(401);
    expect((await myAlbums((await signedIn()).headers)).statusCode).toBe(403);
    const blocked = await signedIn({ photographerAuth: true, photographerAuthStatus: 'blocked' });
    expect((await myAlbums(blocked.headers)).statusCode).toBe(605);
    expect((await myAlbums(owner.headers, '?MaxResultCount=1001')).statusCode).toBe(400);
    expect((await myAlbums(owner.headers, '?activityId=0')).statusCode).toBe(400);
  });
});
