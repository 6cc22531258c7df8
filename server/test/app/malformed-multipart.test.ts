import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A body that claims to be multipart/form-data but is not (a client bug, a proxy that cut the
// upload, a hand-made request) is the caller's fault: a 400 envelope on every upload endpoint,
// and nothing written.

let t: TestApp;
let member: { id: number; headers: Record<string, string> };
let adminHeaders: Record<string, string>;
let photographerHeaders: Record<string, string>;
let activityId: number;
let coId: number;
let image: Buffer;

async function login(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

beforeAll(async () => {
  t = await createTestApp();
  member = await login();
  adminHeaders = (await login({ isAdmin: true, roles: ['Editor'] })).headers;
  const photographer = await login({ photographerAuth: true });
  photographerHeaders = photographer.headers;
  activityId = (await createActivity(t.db)).id;
  coId = (
    await t.db.album.create({
      data: { activityId, photographerId: photographer.id, name: '起點', defaultPrice: 169 },
    })
  ).id;
  image = await cameraJpeg(800, 600);
});
afterAll(() => t.close());

const spoilt = ['without a boundary', 'with another boundary', 'cut short'] as const;

/** A well-formed upload of one image, spoilt one way. */
function malformedBody(how: (typeof spoilt)[number]) {
  const { payload, headers } = multipartFile('file', 'photo.jpg', 'image/jpeg', image);
  const contentType = headers['content-type'];
  if (how === 'without a boundary') return { payload, contentType: 'multipart/form-data' };
  if (how === 'with another boundary')
    return { payload, contentType: 'multipart/form-data; boundary=not-the-one-used' };
  return { payload: payload.subarray(0, Math.floor(payload.length / 2)), contentType };
}

const endpoints = [
  {
    name: 'PhotoGalleryList/Upload',
    url: () => `/api/services/app/PhotoGalleryList/Upload?coId=${coId}`,
    headers: () => photographerHeaders,
  },
  { name: 'TokenAuth/UploadUserImage', url: () => '/api/TokenAuth/UploadUserImage', headers: () => member.headers },
  {
    name: 'TokenAuth/UploadImg/Upload/FormImg',
    url: () => '/api/TokenAuth/UploadImg/Upload/FormImg',
    headers: () => adminHeaders,
  },
  {
    name: 'MemEmber/CreatePhotoGrapher',
    url: () => '/api/services/app/MemEmber/CreatePhotoGrapher',
    headers: () => member.headers,
  },
  {
    name: 'FaceSearch/Search',
    url: () => `/api/services/app/FaceSearch/Search?activityId=${activityId}`,
    headers: () => ({}),
  },
];

async function nothingWritten() {
  expect(await t.db.photo.count()).toBe(0);
  expect((await t.db.user.findUniqueOrThrow({ where: { id: member.id } })).avatarKey).toBeNull();
  expect(await t.db.photographerApplication.count()).toBe(0);
}

describe.each(endpoints)('$name with a malformed multipart body', (endpoint) => {
  it.each(spoilt)('%s: a 400 envelope in the caller’s language', async (how) => {
    const body = malformedBody(how);
    for (const [language, message] of [
      ['zh-TW', '上傳的資料不完整或格式不正確，請重新上傳'],
      ['en', 'The upload is incomplete or malformed; please send it again'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: endpoint.url(),
        headers: { ...endpoint.headers(), ...culture(language), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'BadRequest', message } });
    }
    await nothingWritten();
  });
});
