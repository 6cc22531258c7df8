import { workerResources } from '../helpers/jobs.ts';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3Client } from '../../src/infra/storage.ts';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { allVariantKeys, VARIANT_WIDTHS, variantKey } from '../../src/lib/storage-keys.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { cameraJpeg, hugePngHeader } from '../helpers/images.ts';
import { multipartFiles, type UploadFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let activityId: number;
let owner: { id: number; headers: Record<string, string> };

async function photographer() {
  const user = await createUser(t.db, { photographerAuth: true });
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

beforeAll(async () => {
  t = await createTestApp();
  activityId = (await createActivity(t.db)).id;
  owner = await photographer();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

async function createAlbum(headers: Record<string, string>, name = '終點線') {
  const response = await t.app.inject({
    method: 'POST',
    url: api('PhotoGalleryConfigAppSerivce/Create'),
    headers,
    payload: { activityId, name },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.coId as number;
}

function upload(coId: number, headers: Record<string, string>, files: UploadFile[]) {
  const body = multipartFiles(files);
  return t.app.inject({
    method: 'POST',
    url: api(`PhotoGalleryList/Upload?coId=${coId}`),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function originalsInBucket(): Promise<string[]> {
  const client = createS3Client(inject('s3'));
  const listed = await client.send(new ListObjectsV2Command({ Bucket: t.config.s3.bucketOriginals }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

const jpeg = (content: Buffer, fileName = 'photo.jpg'): UploadFile => ({
  fileName,
  contentType: 'image/jpeg',
  content,
});

describe('uploading a batch', () => {
  it('answers each file on its own, keeping only the good ones', async () => {
    const coId = await createAlbum(owner.headers);
    const first = await cameraJpeg(1200, 800, '2026:11:01 07:30:15', 1);
    const second = await cameraJpeg(800, 1200, '2026:11:01 07:30:17', 2);
    const oversized = Buffer.concat([first, Buffer.alloc(51 * 1024 * 1024)]);

    const response = await upload(coId, { ...owner.headers, ...culture('en') }, [
      jpeg(first, 'a.jpg'),
      jpeg(first, 'a-again.jpg'),
      jpeg(Buffer.from('just some text, not pixels'), 'notes.jpg'),
      jpeg(second.subarray(0, Math.floor(second.length * 0.6)), 'cut.jpg'),
      jpeg(oversized, 'huge.jpg'),
      { fileName: 'bomb.png', contentType: 'image/png', content: hugePngHeader(20_000, 20_000) },
      jpeg(second, 'b.jpg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(
      result.items.map((i: { fileName: string; status: string; code?: string }) => [i.fileName, i.status, i.code]),
    ).toEqual([
      ['a.jpg', 'accepted', undefined],
      ['a-again.jpg', 'duplicate', 'duplicate'],
      ['notes.jpg', 'refused', 'notImage'],
      ['cut.jpg', 'refused', 'truncated'],
      ['huge.jpg', 'refused', 'tooLarge'],
      ['bomb.png', 'refused', 'tooManyPixels'],
      ['b.jpg', 'accepted', undefined],
    ]);
    expect(result.items[2].reason).toBe('Not a readable image (JPEG, PNG or WebP)');
    expect([result.accepted, result.duplicates, result.refused]).toEqual([2, 1, 4]);

    const photos = await t.db.photo.findMany({ where: { albumId: coId }, orderBy: { id: 'asc' } });
    expect(photos.map((p) => [p.fileName, p.status, p.fileSize, p.batchId])).toEqual([
      ['a.jpg', 'processing', first.length, result.batchId],
      ['b.jpg', 'processing', second.length, result.batchId],
    ]);
    // Refused files leave nothing behind in storage.
    expect(await originalsInBucket()).toEqual(photos.map((p) => p.originalKey).sort());
  });

  it('refuses a request without files, and an upload to an album that does not exist', async () => {
    const coId = await createAlbum(owner.headers);
    const empty = await t.app.inject({
      method: 'POST',
      url: api(`PhotoGalleryList/Upload?coId=${coId}`),
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('請選擇要上傳的照片');
    const missing = await upload(999_999, owner.headers, [jpeg(await cameraJpeg(100, 100))]);
    expect(missing.statusCode).toBe(404);
  });

  it('lets only the album’s own photographer upload', async () => {
    const coId = await createAlbum(owner.headers);
    const before = await originalsInBucket();
    const file = [jpeg(await cameraJpeg(300, 200, undefined, 9))];

    const member = await createUser(t.db);
    const memberHeaders = bearer(await loginToken(t.app, member.email, member.password));
    expect((await upload(coId, memberHeaders, file)).statusCode).toBe(403);
    expect((await upload(coId, {}, file)).statusCode).toBe(401);
    const other = await photographer();
    const foreign = await upload(coId, other.headers, file);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('只能管理自己的相簿');
    const blocked = await createUser(t.db, { photographerAuth: true, photographerAuthStatus: 'blocked' });
    const blockedHeaders = bearer(await loginToken(t.app, blocked.email, blocked.password));
    expect((await upload(coId, blockedHeaders, file)).statusCode).toBe(605);

    expect(await t.db.photo.count({ where: { albumId: coId } })).toBe(0);
    expect(await originalsInBucket()).toEqual(before);
  });
});

describe('processing', () => {
  const log = pino({ level: 'silent' });

  it('publishes photos with thumbnail, watermarked preview and the EXIF time, and counts them', async () => {
    const release = await startWorker(t.boss, { ...workerResources(t), log });
    try {
      const coId = await createAlbum(owner.headers, '10K 折返點');
      const response = await upload(coId, owner.headers, [
        jpeg(await cameraJpeg(3000, 2000, '2026:11:01 07:45:00', 3), 'wide.jpg'),
        jpeg(await cameraJpeg(2000, 3000, '2026:11:01 07:45:03', 4), 'tall.jpg'),
        // Passes every check at upload (header, end marker) but its pixel data is missing.
        { fileName: 'broken.png', contentType: 'image/png', content: hugePngHeader(600, 400) },
      ]);
      const { batchId } = response.json().result;
      const progress = () =>
        t.app.inject({
          url: api(`PhotoGalleryList/GetUploadProgress?coId=${coId}&batchId=${batchId}`),
          headers: owner.headers,
        });
      await expect
        .poll(async () => (await progress()).json().result.percent, { timeout: 60_000, interval: 300 })
        .toBe(100);
      // The broken file fails on its own, at once (no retries for an unreadable image).
      const done = (await progress()).json().result;
      expect(done).toMatchObject({ total: 3, ready: 2, failed: 1, processing: 0 });
      expect(done.failures).toEqual([{ photoId: expect.any(Number), fileName: 'broken.png', code: 'unreadable' }]);

      const photos = await t.db.photo.findMany({ where: { albumId: coId, status: 'ready' }, orderBy: { id: 'asc' } });
      const sizes = [];
      for (const photo of photos) {
        const preview = await sharp(
          (await t.app.inject({ url: t.storage.publicUrl(photo.previewKey!) })).rawPayload,
        ).metadata();
        const thumb = await sharp(
          (await t.app.inject({ url: t.storage.publicUrl(photo.thumbnailKey!) })).rawPayload,
        ).metadata();
        sizes.push([photo.width, photo.height, preview.width, preview.height, thumb.width, thumb.height]);
        expect(preview.exif).toBeUndefined();
        expect(thumb.exif).toBeUndefined();
      }
      expect(sizes).toEqual([
        [3000, 2000, 1600, 1067, 400, 267],
        [2000, 3000, 1067, 1600, 267, 400],
      ]);
      // WebP copies for phones, narrower than their JPEG, with the JPEG widths the srcset names.
      const copies = [];
      for (const photo of photos) {
        const sizesOf = async (key: string, widths: number[]) => {
          const found = [];
          for (const width of widths) {
            const answer = await t.app.inject({ url: t.storage.publicUrl(variantKey(key, width)) });
            if (answer.statusCode !== 200) continue;
            const { format, width: actual } = await sharp(answer.rawPayload).metadata();
            found.push(`${format} ${actual}`);
          }
          return found;
        };
        copies.push({
          widths: [photo.previewWidth, photo.thumbnailWidth],
          previews: await sizesOf(photo.previewKey!, [...VARIANT_WIDTHS.preview]),
          thumbnails: await sizesOf(photo.thumbnailKey!, [...VARIANT_WIDTHS.thumbnail]),
        });
      }
      expect(copies).toEqual([
        { widths: [1600, 400], previews: ['webp 640', 'webp 960'], thumbnails: ['webp 320'] },
        { widths: [1067, 267], previews: ['webp 640', 'webp 960'], thumbnails: [] },
      ]);
      // EXIF times have no zone; the camera is taken to be on Taiwan time.
      expect(photos.map((p) => p.takenAt.toISOString())).toEqual([
        '2026-10-31T23:45:00.000Z',
        '2026-10-31T23:45:03.000Z',
      ]);

      const album = await t.db.album.findUniqueOrThrow({ where: { id: coId } });
      const activity = await t.db.activity.findUniqueOrThrow({ where: { id: activityId } });
      expect(album.photoCount).toBe(2);
      expect(activity.photoCount).toBeGreaterThanOrEqual(2);
      expect(activity.photographerCount).toBe(1);
    } finally {
      await t.boss.offWork('photo.process');
      await release();
    }
  }, 90_000);

  it('retries a photo whose original cannot be fetched, then marks it failed with the reason', async () => {
    const coId = await createAlbum(owner.headers);
    const album = await t.db.album.findUniqueOrThrow({ where: { id: coId } });
    const lost = await t.db.photo.create({
      data: {
        albumId: coId,
        activityId,
        photographerId: owner.id,
        originalKey: 'nowhere/lost.jpg',
        fileName: 'lost.jpg',
        fileSize: 1,
        contentHash: 'f'.repeat(64),
        takenAt: new Date(),
        price: album.defaultPrice,
      },
    });
    const release = await startWorker(t.boss, { ...workerResources(t), log });
    try {
      const jobId = await t.boss.send('photo.process', { photoId: lost.id });
      await expect
        .poll(async () => (await t.db.photo.findUniqueOrThrow({ where: { id: lost.id } })).status, {
          timeout: 30_000,
          interval: 300,
        })
        .toBe('failed');
      const failed = await t.db.photo.findUniqueOrThrow({ where: { id: lost.id } });
      expect(failed).toMatchObject({
        failureCode: 'original-missing',
        failureReason: 'The original file is missing from storage',
      });
      const job = await t.boss.getJobById('photo.process', jobId!);
      expect(job?.retryCount).toBe(3); // tried four times before giving up

      const progress = await t.app.inject({
        url: api(`PhotoGalleryList/GetUploadProgress?coId=${coId}`),
        headers: owner.headers,
      });
      expect(progress.json().result.failures).toEqual([
        { photoId: lost.id, fileName: 'lost.jpg', code: 'original-missing' },
      ]);
    } finally {
      await t.boss.offWork('photo.process');
      await release();
    }
  });
});

describe('managing photos', () => {
  /** A published photo of the owner's, as the pipeline leaves it. */
  async function readyPhoto(coId: number, n: number) {
    return t.db.$transaction(async (tx) => {
      const photo = await tx.photo.create({
        data: {
          albumId: coId,
          activityId,
          photographerId: owner.id,
          originalKey: `orig/${coId}/${n}`,
          previewKey: `previews/${coId}/${n}.jpg`,
          thumbnailKey: `thumbs/${coId}/${n}.jpg`,
          fileName: `${n}.jpg`,
          fileSize: 1000,
          contentHash: String(n).padStart(64, '0'),
          takenAt: new Date(),
          price: 169,
          status: 'ready',
        },
      });
      await tx.album.update({ where: { id: coId }, data: { photoCount: { increment: 1 } } });
      return photo;
    });
  }

  const post = (path: string, payload: object, headers = owner.headers) =>
    t.app.inject({ method: 'POST', url: api(path), headers, payload });

  it('offers the price list and sets prices from it, per photo or for the whole album', async () => {
    const list = await t.app.inject({ url: api('PhotoGalleryList/getMoneyList') });
    expect(list.json().result).toContain(169);
    const coId = await createAlbum(owner.headers);
    const [a, b] = [await readyPhoto(coId, 1), await readyPhoto(coId, 2)];

    const offList = await post('PhotoGalleryList/UpdateMoney', { coId, price: 170 });
    expect(offList.statusCode).toBe(400);
    expect(offList.json().error.message).toMatch(/^價格必須是價目表中的金額/);

    expect(
      (await post('PhotoGalleryList/UpdateMoney', { coId, price: 189, photoIds: [a.id] })).json().result.changed,
    ).toBe(1);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: b.id } })).price).toBe(169);
    expect((await post('PhotoGalleryList/UpdateMoney', { coId, price: 199 })).json().result.changed).toBe(2);
    expect((await t.db.album.findUniqueOrThrow({ where: { id: coId } })).defaultPrice).toBe(199);
    expect((await t.db.photo.findMany({ where: { albumId: coId } })).map((p) => p.price)).toEqual([199, 199]);
  });

  it('refuses price changes by a member or another photographer', async () => {
    const coId = await createAlbum(owner.headers);
    const photo = await readyPhoto(coId, 3);
    const other = await photographer();
    expect((await post('PhotoGalleryList/UpdateMoney', { coId, price: 99 }, other.headers)).statusCode).toBe(403);
    const stolen = await post(
      'PhotoGalleryList/UpdateMoney',
      { coId: coId, price: 99, photoIds: [photo.id] },
      other.headers,
    );
    expect(stolen.statusCode).toBe(403);
    const member = await createUser(t.db);
    const memberHeaders = bearer(await loginToken(t.app, member.email, member.password));
    expect((await post('PhotoGalleryList/UpdateMoney', { coId, price: 99 }, memberHeaders)).statusCode).toBe(403);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).price).toBe(169);
  });

  it('sets and corrects bib numbers, keeping OCR readings', async () => {
    const coId = await createAlbum(owner.headers);
    const photo = await readyPhoto(coId, 4);
    await t.db.bibTag.create({ data: { photoId: photo.id, activityId, bib: '1234', source: 'ocr', confidence: 0.7 } });
    await post('PhotoGalleryList/UpdateBibTags', { photoId: photo.id, bibs: [' a12 ', '5678', '5678'] });
    await post('PhotoGalleryList/UpdateBibTags', { photoId: photo.id, bibs: ['A12', '5679'] });
    const tags = await t.db.bibTag.findMany({
      where: { photoId: photo.id },
      orderBy: [{ source: 'asc' }, { bib: 'asc' }],
    });
    expect(tags.map((tag) => [tag.source, tag.bib])).toEqual([
      ['ocr', '1234'],
      ['photographer', '5679'],
      ['photographer', 'A12'],
    ]);
    const invalid = await post('PhotoGalleryList/UpdateBibTags', { photoId: photo.id, bibs: ['12 34'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('號碼布格式不正確：12 34（限 1–16 個英數字）');
  });

  it('hides and shows photos, keeping the counters right', async () => {
    const coId = await createAlbum(owner.headers);
    const [a, b] = [await readyPhoto(coId, 5), await readyPhoto(coId, 6)];
    const count = async () => (await t.db.album.findUniqueOrThrow({ where: { id: coId } })).photoCount;
    expect(
      (await post('PhotoGalleryList/SetHidden', { photoIds: [a.id, b.id], hidden: true })).json().result.changed,
    ).toBe(2);
    expect(await count()).toBe(0);
    expect(
      (await post('PhotoGalleryList/SetHidden', { photoIds: [a.id, b.id], hidden: true })).json().result.changed,
    ).toBe(0);
    expect((await post('PhotoGalleryList/SetHidden', { photoIds: [a.id], hidden: false })).json().result.changed).toBe(
      1,
    );
    expect(await count()).toBe(1);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('hidden');
  });

  it('deletes photos with their files', async () => {
    const coId = await createAlbum(owner.headers);
    const photo = await readyPhoto(coId, 7);
    await t.storage.put('originals', photo.originalKey, Buffer.from('original'), 'image/jpeg');
    await t.storage.put('public', photo.previewKey!, Buffer.from('preview'), 'image/jpeg');
    const copies = [
      ...allVariantKeys('preview', photo.previewKey!),
      ...allVariantKeys('thumbnail', photo.thumbnailKey!),
    ];
    for (const key of copies) await t.storage.put('public', key, Buffer.from('copy'), 'image/webp');
    const other = await photographer();
    expect((await post('PhotoGalleryList/Delete', { photoIds: [photo.id] }, other.headers)).statusCode).toBe(404);
    expect((await post('PhotoGalleryList/Delete', { photoIds: [photo.id] })).json().result.changed).toBe(1);
    expect(await t.db.photo.findUnique({ where: { id: photo.id } })).toBeNull();
    expect(await t.storage.get('originals', photo.originalKey)).toBeUndefined();
    expect(await t.storage.get('public', photo.previewKey!)).toBeUndefined();
    for (const key of copies) expect(await t.storage.get('public', key)).toBeUndefined();
    expect((await t.db.album.findUniqueOrThrow({ where: { id: coId } })).photoCount).toBe(0);
  });
});
