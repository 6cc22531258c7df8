import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { multipartFile, multipartFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Real faces: the sample photos shipped with face-api, each showing several different people.
const demoDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const sample = (n: number) => readFileSync(path.join(demoDir, `sample${n}.jpg`));

let t: TestApp;
let activityId: number;
let photoOf: Record<number, number>;
let release: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  release = await startWorker(t.boss, { db: t.db, storage: t.storage, log: pino({ level: 'silent' }) });
  activityId = (await createActivity(t.db)).id;
  const photographer = await createUser(t.db, { photographerAuth: true });
  const headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
  const album = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/Create',
    headers,
    payload: { activityId, name: '終點' },
  });
  const body = multipartFiles(
    [1, 2].map((n) => ({ fileName: `sample${n}.jpg`, contentType: 'image/jpeg', content: sample(n) })),
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/services/app/PhotoGalleryList/Upload?coId=${album.json().result.coId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  const [first, second] = upload.json().result.items.map((i: { photoId: number }) => i.photoId);
  photoOf = { 1: first, 2: second };
  // Two photos through the whole pipeline, faces included.
  for (let waited = 0; (await t.db.photo.count({ where: { activityId, status: 'ready' } })) < 2; waited += 500) {
    if (waited > 90_000) throw new Error('the sample photos were not processed in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 120_000);
afterAll(async () => {
  await t.boss.offWork('photo.process');
  await release();
  await t.close();
});

/** A selfie-like crop around one face found in a sample, with a face-width of margin. */
async function selfieFrom(n: number) {
  const face = await t.db.face.findFirstOrThrow({ where: { photoId: photoOf[n] }, orderBy: { score: 'desc' } });
  const meta = await sharp(sample(n)).metadata();
  const left = Math.max(0, face.x - face.width);
  const top = Math.max(0, face.y - face.height);
  const width = Math.min(meta.width! - left, face.width * 3);
  const height = Math.min(meta.height! - top, face.height * 3);
  return sharp(sample(n)).extract({ left, top, width, height }).resize(640).jpeg().toBuffer();
}

function search(selfie: Buffer, headers: Record<string, string> = {}, id = activityId) {
  const body = multipartFile('file', 'selfie.jpg', 'image/jpeg', selfie);
  return t.app.inject({
    method: 'POST',
    url: `/api/services/app/FaceSearch/Search?activityId=${id}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const foundPhotos = (answer: { result: { items: { photos: { id: number }[] }[] } }) =>
  answer.result.items.flatMap((group) => group.photos.map((p) => p.id));

describe('face search', () => {
  it('finds the photo of the person in the selfie, and not a photo without them', async () => {
    const response = await search(await selfieFrom(1));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(foundPhotos(answer)).toEqual([photoOf[1]]);
    expect(answer.result.items[0].photos[0].distance).toBeLessThan(0.3);
    const photo = await t.db.photo.findUniqueOrThrow({ where: { id: photoOf[1]! } });
    expect(response.body).not.toContain(photo.originalKey);
    expect(response.body).not.toContain(t.config.s3.bucketOriginals);
  });

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
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toBe('檔案超過 10 MB 上限');
  });

  it('stops finding a member who asked to be hidden', async () => {
    const member = await createUser(t.db);
    const headers = bearer(await loginToken(t.app, member.email, member.password));
    const selfie = await selfieFrom(1);
    const body = multipartFile('file', 'me.jpg', 'image/jpeg', selfie);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/services/app/FaceSearch/HideMe?activityId=${activityId}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/services/app/FaceSearch/HideMe?activityId=${activityId}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(hidden.json().result.hidden).toBe(1);
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
    const face = await t.db.face.findFirstOrThrow({ where: { photoId: photoOf[1], hiddenAt: { not: null } } });
    expect(face.hiddenByUserId).toBe(member.id);
  });

  it('is refused where the activity has it switched off, which also forgets its faces', async () => {
    const other = await createActivity(t.db, { faceSearchEnabled: false });
    const refused = await search(await selfieFrom(1), {}, other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('此活動未開放人臉搜尋');

    const admin = await createUser(t.db, { isAdmin: true, roles: ['Admin'] });
    const adminHeaders = bearer(await loginToken(t.app, admin.email, admin.password));
    const member = await createUser(t.db);
    const memberHeaders = bearer(await loginToken(t.app, member.email, member.password));
    const toggle = (enabled: boolean, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/AdminActivity/SetFaceSearch',
        headers,
        payload: { activityId, enabled },
      });
    expect((await toggle(false, memberHeaders)).statusCode).toBe(403);
    const selfie = await selfieFrom(2);
    expect((await toggle(false, adminHeaders)).statusCode).toBe(200);
    expect(await t.db.face.count({ where: { activityId } })).toBe(0);
    expect((await search(selfie)).statusCode).toBe(400);
    await toggle(true, adminHeaders);
    // Nothing to find until the activity's photos are indexed again.
    expect(foundPhotos((await search(selfie)).json())).toEqual([]);
  });
});
