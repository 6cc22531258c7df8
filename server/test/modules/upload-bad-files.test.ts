import { workerResources } from '../helpers/jobs.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { multipartFiles, type UploadFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Files a photographer's batch may hold that are no sellable photo: each gets its own answer, the
// rest of the batch goes on, and nothing of a refused file stays in storage or the database.

let t: TestApp;
let activityId: number;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  activityId = (await createActivity(t.db)).id;
  const photographer = await createUser(t.db, { photographerAuth: true });
  headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

async function createAlbum() {
  const response = await t.app.inject({
    method: 'POST',
    url: api('PhotoGalleryConfigAppSerivce/Create'),
    headers,
    payload: { activityId, name: '轉彎處' },
  });
  return response.json().result.coId as number;
}

function upload(coId: number, files: UploadFile[], extra: Record<string, string> = {}) {
  const body = multipartFiles(files);
  return t.app.inject({
    method: 'POST',
    url: api(`PhotoGalleryList/Upload?coId=${coId}`),
    headers: { ...headers, ...extra, ...body.headers },
    payload: body.payload,
  });
}

async function originalsInBucket(): Promise<string[]> {
  const { objects } = await t.storage.list('originals', '');
  return objects.map((o) => o.key).sort();
}

const jpeg = (content: Buffer, fileName: string): UploadFile => ({ fileName, contentType: 'image/jpeg', content });
const outcomes = (body: { result: { items: { fileName: string; status: string; code?: string }[] } }) =>
  body.result.items.map((i) => [i.fileName, i.status, i.code]);

/** A complete JPEG cut short and given its end marker back: it ends like a whole file. */
function cutWithEndMarker(whole: Buffer) {
  return Buffer.concat([whole.subarray(0, Math.floor(whole.length * 0.5)), Buffer.from([0xff, 0xd9])]);
}

describe('refusing bad files one by one', () => {
  it('answers a zero-byte file on its own and goes on with the batch', async () => {
    const coId = await createAlbum();
    const before = await originalsInBucket();
    const response = await upload(coId, [
      jpeg(await cameraJpeg(800, 600, undefined, 31), 'first.jpg'),
      jpeg(Buffer.alloc(0), 'empty.jpg'),
      jpeg(await cameraJpeg(800, 600, undefined, 32), 'after.jpg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(outcomes(body)).toEqual([
      ['first.jpg', 'accepted', undefined],
      ['empty.jpg', 'refused', 'empty'],
      ['after.jpg', 'accepted', undefined],
    ]);
    expect(body.result.items[1].reason).toBe('檔案是空的');
    const photos = await t.db.photo.findMany({ where: { albumId: coId }, orderBy: { id: 'asc' } });
    expect(photos.map((p) => p.id)).toEqual([body.result.items[0].photoId, body.result.items[2].photoId]);
    expect(await originalsInBucket()).toEqual([...before, ...photos.map((p) => p.originalKey)].sort());
  });

  it('refuses an image too small to sell, saying why, in both languages', async () => {
    const coId = await createAlbum();
    const before = await originalsInBucket();
    const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const thin = await cameraJpeg(2000, 399, undefined, 33);
    const zh = await upload(coId, [jpeg(tiny, 'tiny.jpg'), jpeg(thin, 'thin.jpg')]);
    expect(outcomes(zh.json())).toEqual([
      ['tiny.jpg', 'refused', 'tooSmall'],
      ['thin.jpg', 'refused', 'tooSmall'],
    ]);
    expect(zh.json().result.items[0].reason).toBe('圖片太小：短邊至少需要 400 像素');
    const en = await upload(coId, [jpeg(tiny, 'tiny.jpg')], culture('en'));
    expect(en.json().result.items[0].reason).toBe('The image is too small: its shorter side must be at least 400 px');
    expect(await t.db.photo.count({ where: { albumId: coId } })).toBe(0);
    expect(await originalsInBucket()).toEqual(before);
  });

  it('stores and serves the type the bytes are, not the type the upload declares', async () => {
    const coId = await createAlbum();
    // A JPEG that also reads as a web page, declared as one.
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const polyglot = await sharp(await cameraJpeg(800, 600, undefined, 34))
      .jpeg()
      .withExif({ IFD0: { ImageDescription: page.toString() } })
      .toBuffer();
    const png = await sharp(await cameraJpeg(600, 800, undefined, 35))
      .png()
      .toBuffer();
    const response = await upload(coId, [
      { fileName: 'page.html', contentType: 'text/html', content: polyglot },
      { fileName: 'really-png.jpg', contentType: 'image/jpeg', content: png },
    ]);
    const [page1, png1] = response.json().result.items;
    expect([page1.status, png1.status]).toEqual(['accepted', 'accepted']);

    const stored = async (photoId: number) => {
      const photo = await t.db.photo.findUniqueOrThrow({ where: { id: photoId } });
      return (await t.storage.get('originals', photo.originalKey))!;
    };
    const [pageObject, pngObject] = [await stored(page1.photoId), await stored(png1.photoId)];
    pageObject.body.destroy();
    pngObject.body.destroy();
    expect([pageObject.contentType, pngObject.contentType]).toEqual(['image/jpeg', 'image/png']);

    const download = await t.app.inject({
      url: api(`Download/Original?photoId=${page1.photoId}`),
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
  });
});

describe('a batch that breaks off', () => {
  it('keeps nothing, not even the files it had received whole', async () => {
    const coId = await createAlbum();
    const before = await originalsInBucket();
    const body = multipartFiles([
      jpeg(await cameraJpeg(800, 600, undefined, 37), 'whole.jpg'),
      jpeg(await cameraJpeg(800, 600, undefined, 38), 'cut.jpg'),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: api(`PhotoGalleryList/Upload?coId=${coId}`),
      headers: { ...headers, ...culture('en'), ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 5000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The upload is incomplete or malformed; please send it again');
    expect(await t.db.photo.count({ where: { albumId: coId } })).toBe(0);
    expect(await originalsInBucket()).toEqual(before);
  });
});

describe('a JPEG cut short with its end marker put back', () => {
  it('cannot be told at upload, so processing fails it as unreadable instead of publishing it', async () => {
    const release = await startWorker(t.boss, workerResources(t));
    try {
      const coId = await createAlbum();
      const response = await upload(coId, [
        jpeg(cutWithEndMarker(await cameraJpeg(1200, 800, undefined, 36)), 'cut.jpg'),
      ]);
      const [item] = response.json().result.items;
      expect(item.status).toBe('accepted');
      await expect
        .poll(async () => (await t.db.photo.findUniqueOrThrow({ where: { id: item.photoId } })).status, {
          timeout: 50_000,
          interval: 300,
        })
        .toBe('failed');
      const photo = await t.db.photo.findUniqueOrThrow({ where: { id: item.photoId } });
      // A code the pages translate; the library's words once, as the admins' detail.
      expect(photo.failureCode).toBe('unreadable');
      // libvips words it by the warning it met, or, when another thread took that warning first, by
      // the failOn rule that turned it into an error.
      expect(photo.failureReason).toMatch(
        /^Cannot read the image: .*(premature end of data segment|Warning treated as error due to failOn setting)/,
      );
      expect(photo.previewKey).toBeNull();
      expect((await t.db.album.findUniqueOrThrow({ where: { id: coId } })).photoCount).toBe(0);
    } finally {
      await t.boss.offWork('photo.process');
      await release();
    }
  }, 60_000);
});
