import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A photographer's upload token signs the command-line uploader in on the four upload routes and
// nowhere else: a leaked token cannot read money, change the account or make more tokens.

let t: TestApp;
let activityId: number;

const api = (path: string) => `/api/services/app/${path}`;
const tokens = (path: string) => api(`PhotographerUploadToken/${path}`);

async function photographer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, { photographerAuth: true, ...overrides });
  return { id: user.id, session: bearer(await loginToken(t.app, user.email, user.password)) };
}

async function newToken(session: Record<string, string>, name = 'Laptop at the finish') {
  const response = await t.app.inject({ method: 'POST', url: tokens('Create'), headers: session, payload: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { id: number; name: string; secret: string; lastUsedAt: string | null };
}

const myTokens = async (session: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: tokens('GetMyTokens'), headers: session })).json().result;

/** The four upload routes, called as the uploader calls them. */
async function uploadRoutes(headers: Record<string, string>, albumId: number) {
  const jpeg = await cameraJpeg(640, 480);
  const form = multipartFile('file', 'IMG_0001.JPG', 'image/jpeg', jpeg);
  return {
    albums: await t.app.inject({ method: 'GET', url: api('PhotoGalleryConfigAppSerivce/GetMyAlbums'), headers }),
    hashes: await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryList/GetExistingHashes'),
      headers,
      payload: { coId: albumId, hashes: [createHash('sha256').update(jpeg).digest('hex')] },
    }),
    upload: await t.app.inject({
      method: 'POST',
      url: api(`PhotoGalleryList/Upload?coId=${albumId}`),
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    }),
    progress: await t.app.inject({
      method: 'GET',
      url: api(`PhotoGalleryList/GetUploadProgress?coId=${albumId}`),
      headers,
    }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  activityId = (await createActivity(t.db)).id;
});
afterAll(() => t.close());

describe('making, listing and revoking upload tokens', () => {
  it('answers the secret once, keeps only its hash, and lists tokens without it', async () => {
    const me = await photographer();
    const created = await newToken(me.session, '  Card reader  ');
    expect(created.name).toBe('Card reader');
    expect(created.secret).toMatch(/^spu_[A-Za-z0-9_-]{43}$/);

    const row = await t.db.uploadToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(4));

    const list = await myTokens(me.session);
    expect(list.items).toEqual([
      { id: created.id, name: 'Card reader', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(4));
  });

  it('refuses a blank or over-long name, a NUL, and an eleventh live token', async () => {
    const me = await photographer();
    for (const name of ['   ', 'x'.repeat(65), 'a\u0000b']) {
      const response = await t.app.inject({
        method: 'POST',
        url: tokens('Create'),
        headers: me.session,
        payload: { name },
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
    }
    for (let i = 0; i < 10; i++) await newToken(me.session, `camera ${i}`);
    const eleventh = await t.app.inject({
      method: 'POST',
      url: tokens('Create'),
      headers: { ...me.session, ...culture('en') },
      payload: { name: 'one too many' },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toMatch(/at most 10/);
    expect(await t.db.uploadToken.count({ where: { userId: me.id } })).toBe(10);
  });

  it('is for photographers, each revoking only their own', async () => {
    const me = await photographer();
    const token = await newToken(me.session);
    const member = bearer(await loginToken(t.app, ...(await memberLogin())));
    expect((await t.app.inject({ method: 'GET', url: tokens('GetMyTokens') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: tokens('GetMyTokens'), headers: member })).statusCode).toBe(403);

    const other = await photographer();
    const theirs = await t.app.inject({
      method: 'POST',
      url: tokens('Revoke'),
      headers: other.session,
      payload: { id: token.id },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await myTokens(other.session)).toEqual({ totalCount: 0, items: [] });

    const mine = await t.app.inject({
      method: 'POST',
      url: tokens('Revoke'),
      headers: me.session,
      payload: { id: token.id },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await myTokens(me.session)).items).toEqual([]);
  });
});

async function memberLogin(): Promise<[string, string]> {
  const user = await createUser(t.db);
  return [user.email, user.password];
}

describe('signing in with an upload token', () => {
  it('works on the four upload routes, into the photographer’s own album, and records the last use', async () => {
    const me = await photographer();
    const album = await createAlbum(t.db, { id: activityId }, { photographerId: me.id });
    const token = await newToken(me.session);
    const answers = await uploadRoutes(bearer(token.secret), album.id);
    for (const [route, response] of Object.entries(answers))
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    expect(answers.albums.json().result.items.map((a: { id: number }) => a.id)).toEqual([album.id]);
    expect(answers.upload.json().result.accepted).toBe(1);
    expect(await t.db.photo.count({ where: { albumId: album.id } })).toBe(1);
    expect((await myTokens(me.session)).items[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('is refused on money, the account, the remittance account and token making', async () => {
    const me = await photographer();
    const headers = { ...bearer((await newToken(me.session)).secret), ...culture('en') };
    const refused = [
      { method: 'GET' as const, url: api('PhotographerSales/GetMySales') },
      { method: 'GET' as const, url: api('PhotographerSales/GetMyBalances') },
      { method: 'GET' as const, url: api('MemEmber/getUsersAndRemittanceDto') },
      { method: 'POST' as const, url: api('MemEmber/Update'), payload: { displayName: 'Taken over' } },
      { method: 'POST' as const, url: tokens('Create'), payload: { name: 'another' } },
      { method: 'GET' as const, url: tokens('GetMyTokens') },
      { method: 'POST' as const, url: api('PhotoGalleryList/SetHidden'), payload: { photoIds: [1], hidden: true } },
    ];
    for (const request of refused) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json().error.message).toBe('An upload token can only be used to upload photos');
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: me.id } })).displayName).not.toBe('Taken over');
    expect(await t.db.uploadToken.count({ where: { userId: me.id } })).toBe(1);
  });

  it('cannot reach another photographer’s album', async () => {
    const me = await photographer();
    const theirAlbum = await createAlbum(t.db, { id: activityId }, { photographerId: (await photographer()).id });
    const { hashes, upload, progress } = await uploadRoutes(bearer((await newToken(me.session)).secret), theirAlbum.id);
    for (const response of [hashes, upload, progress]) expect(response.statusCode).toBe(403);
    expect(await t.db.photo.count({ where: { albumId: theirAlbum.id } })).toBe(0);
  });

  it('is refused at once when revoked, after a password change or suspension, or when the photographer is blocked', async () => {
    const me = await photographer();
    const albums = (secret: string) =>
      t.app.inject({ method: 'GET', url: api('PhotoGalleryConfigAppSerivce/GetMyAlbums'), headers: bearer(secret) });

    const revoked = await newToken(me.session);
    expect((await albums(revoked.secret)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: tokens('Revoke'), headers: me.session, payload: { id: revoked.id } });
    expect((await albums(revoked.secret)).statusCode).toBe(401);

    const blocked = await newToken(me.session);
    await t.db.user.update({ where: { id: me.id }, data: { photographerAuthStatus: 'blocked' } });
    expect((await albums(blocked.secret)).statusCode).toBe(605);
    await t.db.user.update({ where: { id: me.id }, data: { photographerAuthStatus: '', photographerAuth: false } });
    expect((await albums(blocked.secret)).statusCode).toBe(403);
    await t.db.user.update({ where: { id: me.id }, data: { photographerAuth: true, tokenVersion: { increment: 1 } } });
    expect((await albums(blocked.secret)).statusCode).toBe(401);
  });

  it('slows down guessing: failures from one address past the login limit are answered 429', async () => {
    const guessing = await createTestApp({ env: { LOGIN_FAILURES_PER_ACCOUNT_IP: '3' } });
    try {
      const guess = () =>
        guessing.app.inject({
          method: 'GET',
          url: api('PhotoGalleryConfigAppSerivce/GetMyAlbums'),
          headers: bearer(`spu_${'A'.repeat(43)}`),
        });
      for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(401);
      expect((await guess()).statusCode).toBe(429);
    } finally {
      await guessing.close();
    }
  });
});
