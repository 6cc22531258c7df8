import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { createActivity, createAlbum, createBibTag, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: { id: number; headers: Record<string, string> };
let other: { id: number; headers: Record<string, string> };
let memberHeaders: Record<string, string>;
let blockedHeaders: Record<string, string>;

async function signIn(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, overrides);
  return { id: user.id, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn({ photographerAuth: true });
  other = await signIn({ photographerAuth: true });
  memberHeaders = (await signIn({})).headers;
  blockedHeaders = (await signIn({ photographerAuth: true, photographerAuthStatus: 'blocked' })).headers;
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
const get = (path: string, headers = owner.headers) => t.app.inject({ url: api(path), headers });
const post = (path: string, payload: object, headers = owner.headers) =>
  t.app.inject({ method: 'POST', url: api(path), headers, payload });

/** An album of the owner's with photos in each status (3 ready, 2 processing, 1 failed, 1 hidden). */
async function albumWithEveryStatus(activity: { id: number }, name = '終點') {
  const album = await createAlbum(t.db, activity, { photographerId: owner.id, name, photoCount: 3 });
  const statuses = ['ready', 'ready', 'ready', 'processing', 'processing', 'failed', 'hidden'];
  const photos = [];
  for (const [n, status] of statuses.entries()) {
    photos.push(await createPhoto(t.db, album, { status, takenAt: new Date(Date.UTC(2026, 10, 1, 7, 0, 59 - n)) }));
  }
  return { album, photos };
}

describe('GetMyAlbumsWithCounts', () => {
  const list = (query = '', headers = owner.headers) =>
    get(`PhotoGalleryConfigAppSerivce/GetMyAlbumsWithCounts?${query}`, headers);

  it('lists only the caller’s albums, newest activity first, with counts by status and a cover', async () => {
    const older = await createActivity(t.db, { activityDate: '2026-03-01', title: '春季路跑', titleEn: 'Spring Run' });
    const newer = await createActivity(t.db, { activityDate: '2026-10-01', title: '秋季馬拉松' });
    const { album: olderAlbum } = await albumWithEveryStatus(older, '起跑');
    const empty = await createAlbum(t.db, newer, { photographerId: owner.id, name: '空相簿', photoCount: 0 });
    await t.db.album.update({ where: { id: empty.id }, data: { cameraPoint: '10K' } });
    const foreign = await createAlbum(t.db, newer, { photographerId: other.id });
    await createPhoto(t.db, foreign);

    const response = await list('', { ...owner.headers, ...culture('en') });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result.totalCount).toBe(2);
    expect(result.items.map((a: { coId: number }) => a.coId)).toEqual([empty.id, olderAlbum.id]);
    expect(result.items[0]).toMatchObject({
      name: '空相簿',
      activityTitle: '秋季馬拉松',
      activityDate: '2026-10-01',
      cameraPoint: '10K',
      defaultPrice: 169,
      coverUrl: null,
      counts: { processing: 0, ready: 0, failed: 0, hidden: 0, total: 0 },
    });
    expect(result.items[1]).toMatchObject({
      activityTitle: 'Spring Run',
      counts: { processing: 2, ready: 3, failed: 1, hidden: 1, total: 7 },
    });
    // The cover is the first published photo's thumbnail, as a public URL.
    expect(result.items[1].coverUrl).toMatch(/\/thumbnails\//);
    expect(result.activities.map((a: { id: number }) => a.id)).toEqual([newer.id, older.id]);
  });

  it('filters by activity and by name, and pages', async () => {
    const activity = await createActivity(t.db, { activityDate: '2020-01-01' });
    const names = ['5K 折返', '10K 折返', '終點拱門'];
    const albums = [];
    for (const name of names) albums.push(await createAlbum(t.db, activity, { photographerId: owner.id, name }));

    const byActivity = (await list(`activityId=${activity.id}`)).json().result;
    expect(byActivity.totalCount).toBe(3);
    expect(byActivity.items.map((a: { name: string }) => a.name)).toEqual([...names].reverse());
    const byName = (await list(`activityId=${activity.id}&keyword=${encodeURIComponent(' 折返 ')}`)).json().result;
    expect(byName.items.map((a: { name: string }) => a.name)).toEqual(['10K 折返', '5K 折返']);
    const second = (await list(`activityId=${activity.id}&SkipCount=2&MaxResultCount=2`)).json().result;
    expect(second).toMatchObject({ totalCount: 3, items: [{ coId: albums[0]!.id }] });
    const one = (await list(`coId=${albums[1]!.id}`)).json().result;
    expect(one).toMatchObject({ totalCount: 1, items: [{ name: '10K 折返' }] });
  });

  it('is for photographers only, and bounds its input', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', memberHeaders)).statusCode).toBe(403);
    expect((await list('', blockedHeaders)).statusCode).toBe(605);
    expect((await list('MaxResultCount=101')).statusCode).toBe(400);
    expect((await list(`keyword=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GetMyAlbumPhotos', () => {
  const photosOf = (coId: number, query = '', headers = owner.headers) =>
    get(`PhotoGalleryList/GetMyAlbumPhotos?coId=${coId}&${query}`, headers);

  it('pages an album’s photos in the order taken, with thumbnails, tags and whether they were bought', async () => {
    const activity = await createActivity(t.db);
    const { album, photos } = await albumWithEveryStatus(activity);
    const [latest, , , , , failed, hidden] = photos;
    await t.db.photo.update({
      where: { id: failed!.id },
      data: { failureCode: 'unreadable', failureReason: 'Cannot read the image: VipsJpeg: Corrupt JPEG data' },
    });
    await createBibTag(t.db, latest!, '1234', { source: 'ocr', confidence: 0.8 });
    await createBibTag(t.db, latest!, 'A7');
    const buyer = await createUser(t.db);
    await createOrder(t.db, { userId: buyer.id, photos: [latest!] });

    const first = (await photosOf(album.id, 'MaxResultCount=3')).json().result;
    expect(first.totalCount).toBe(7);
    // Taken earliest first: the factory gave the last-made photo the earliest time.
    expect(first.items.map((p: { id: number }) => p.id)).toEqual([hidden!.id, failed!.id, photos[4]!.id]);
    expect(first.items[1]).toMatchObject({
      status: 'failed',
      failureCode: 'unreadable',
      fileName: failed!.fileName,
      price: 169,
      inOrder: false,
    });
    // The library's words are for admins; the photographer's page translates the code.
    expect(first.items[1]).not.toHaveProperty('failureReason');
    expect(first.items[0].thumbnailUrl).toMatch(/thumbnails\//);
    expect(JSON.stringify(first)).not.toContain('originals/');

    const last = (await photosOf(album.id, 'SkipCount=6&MaxResultCount=3')).json().result;
    expect(last.items).toEqual([
      expect.objectContaining({
        id: latest!.id,
        inOrder: true,
        bibTags: [
          { bib: 'A7', source: 'photographer' },
          { bib: '1234', source: 'ocr' },
        ],
      }),
    ]);
    const newestFirst = (await photosOf(album.id, 'order=desc&MaxResultCount=1')).json().result;
    expect(newestFirst.items[0].id).toBe(latest!.id);
  });

  it('filters by status and by bib', async () => {
    const activity = await createActivity(t.db);
    const { album, photos } = await albumWithEveryStatus(activity);
    const processing = (await photosOf(album.id, 'status=processing')).json().result;
    expect(processing.totalCount).toBe(2);
    expect(processing.items.every((p: { status: string }) => p.status === 'processing')).toBe(true);
    await createBibTag(t.db, photos[1]!, 'B12');
    const byBib = (await photosOf(album.id, 'bib=%20b12%20')).json().result;
    expect(byBib).toMatchObject({ totalCount: 1, items: [{ id: photos[1]!.id }] });
    expect((await photosOf(album.id, 'bib=B12&status=hidden')).json().result.totalCount).toBe(0);
  });

  it('answers only the album’s own photographer, and bounds its input', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: owner.id });
    expect((await photosOf(album.id, '', {})).statusCode).toBe(401);
    expect((await photosOf(album.id, '', memberHeaders)).statusCode).toBe(403);
    expect((await photosOf(album.id, '', blockedHeaders)).statusCode).toBe(605);
    const foreign = await photosOf(album.id, '', other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('只能管理自己的相簿');
    expect((await photosOf(999_999)).statusCode).toBe(404);
    expect((await photosOf(album.id, 'MaxResultCount=201')).statusCode).toBe(400);
    expect((await photosOf(album.id, 'status=deleted')).statusCode).toBe(400);
    expect((await photosOf(album.id, `bib=${'1'.repeat(17)}`)).statusCode).toBe(400);
  });
});

describe('Reprocess', () => {
  const reprocess = (ids: number[], headers = owner.headers) => post('PhotoGalleryList/Reprocess', { ids }, headers);

  /** Jobs waiting in the photo queue, taken off it (so each test sees only its own). */
  async function queuedPhotoIds() {
    const jobs = await t.boss.fetch<{ photoId: number }>('photo.process', { batchSize: 100 });
    return jobs.map((job) => job.data.photoId).sort((a, b) => a - b);
  }

  it('sends failed photos back to processing once, skipping the others', async () => {
    const { photos } = await albumWithEveryStatus(await createActivity(t.db));
    const failed = photos[5]!;
    await t.db.photo.update({
      where: { id: failed.id },
      data: { failureCode: 'processing-error', failureReason: 'timeout' },
    });
    await queuedPhotoIds();

    const ids = [failed.id, photos[0]!.id, photos[3]!.id, photos[6]!.id];
    const first = await reprocess(ids);
    expect(first.json().result).toEqual({ reprocessed: 1, skipped: 3 });
    expect(await t.db.photo.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: 'processing',
      failureCode: null,
      failureReason: null,
    });
    expect(await queuedPhotoIds()).toEqual([failed.id]);

    expect((await reprocess(ids)).json().result).toEqual({ reprocessed: 0, skipped: 4 });
    expect(await queuedPhotoIds()).toEqual([]);
  });

  it('publishes a previously failed photo with one set of tags and faces', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity, { photographerId: owner.id, photoCount: 0 });
    const photo = await createPhoto(t.db, album, { status: 'failed', thumbnailKey: null, previewKey: null });
    await t.storage.put('originals', photo.originalKey, await cameraJpeg(800, 600), 'image/jpeg');
    // What an earlier attempt may have left: an OCR reading and a face.
    await createBibTag(t.db, photo, '9999', { source: 'ocr', confidence: 0.4 });
    await createBibTag(t.db, photo, '1234', { source: 'ocr', confidence: 0.9 });
    await createBibTag(t.db, photo, '77');
    const face = { box: { x: 10, y: 10, width: 50, height: 50 }, score: 0.9, descriptor: new Float32Array(128) };
    await t.db.face.create({
      data: {
        photoId: photo.id,
        activityId: activity.id,
        x: 200,
        y: 200,
        width: 40,
        height: 40,
        score: 0.8,
        descriptor: Buffer.alloc(512),
      },
    });

    expect((await reprocess([photo.id])).json().result.reprocessed).toBe(1);
    const [job] = await t.boss.fetch<{ photoId: number }>('photo.process');
    const context = {
      ...jobContext(t),
      bibReader: async () => ({
        read: async () => [
          { bib: '1234', confidence: 0.95, box: { x: 100, y: 300, width: 80, height: 30 }, looksCut: false },
        ],
        close: async () => {},
      }),
      faceDetector: () => ({ detect: async () => [face] }),
    };
    await processPhoto.handle(context, job!.data, firstAttempt);
    await processPhoto.handle(context, job!.data, firstAttempt); // delivered twice: nothing changes

    const published = await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } });
    expect(published).toMatchObject({ status: 'ready', failureReason: null });
    expect(published.thumbnailKey).not.toBeNull();
    const tags = await t.db.bibTag.findMany({
      where: { photoId: photo.id },
      orderBy: [{ source: 'asc' }, { bib: 'asc' }],
    });
    expect(tags.map((tag) => [tag.source, tag.bib])).toEqual([
      ['ocr', '1234'],
      ['photographer', '77'],
    ]);
    const faces = await t.db.face.findMany({ where: { photoId: photo.id } });
    expect(faces.map((f) => [f.x, f.y, f.width, f.height])).toEqual([[10, 10, 50, 50]]);
    expect((await t.db.album.findUniqueOrThrow({ where: { id: album.id } })).photoCount).toBe(1);
  });

  it('is for the photos’ own photographer only, and bounds its input', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: owner.id });
    const failed = await createPhoto(t.db, album, { status: 'failed' });
    expect((await reprocess([failed.id], {})).statusCode).toBe(401);
    expect((await reprocess([failed.id], memberHeaders)).statusCode).toBe(403);
    expect((await reprocess([failed.id], blockedHeaders)).statusCode).toBe(605);
    expect((await reprocess([failed.id], other.headers)).statusCode).toBe(404);
    expect((await reprocess([])).statusCode).toBe(400);
    expect((await reprocess([failed.id, failed.id])).statusCode).toBe(400);
    expect((await reprocess(Array.from({ length: 1001 }, (_, i) => i + 1))).statusCode).toBe(400);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe('failed');
  });
});

describe('AddBibTag', () => {
  const addBib = (photoIds: number[], bib: string, headers = owner.headers) =>
    post('PhotoGalleryList/AddBibTag', { photoIds, bib }, headers);

  it('tags every photo once with the bib, keeping their other tags', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: owner.id });
    const [a, b] = [await createPhoto(t.db, album), await createPhoto(t.db, album)];
    await createBibTag(t.db, a, '1234', { source: 'ocr', confidence: 0.6 });
    await createBibTag(t.db, a, 'A7');
    expect((await addBib([a.id, b.id], ' a7 ')).json().result.changed).toBe(1);
    expect((await addBib([a.id, b.id], 'A7')).json().result.changed).toBe(0);
    const tags = await t.db.bibTag.findMany({ where: { photoId: { in: [a.id, b.id] } }, orderBy: { id: 'asc' } });
    expect(tags.map((tag) => [tag.photoId, tag.source, tag.bib])).toEqual([
      [a.id, 'ocr', '1234'],
      [a.id, 'photographer', 'A7'],
      [b.id, 'photographer', 'A7'],
    ]);
  });

  it('refuses a bad bib and other people’s photos, writing nothing', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: owner.id });
    const photo = await createPhoto(t.db, album);
    expect((await addBib([photo.id], '5', {})).statusCode).toBe(401);
    expect((await addBib([photo.id], '5', memberHeaders)).statusCode).toBe(403);
    expect((await addBib([photo.id], '5', blockedHeaders)).statusCode).toBe(605);
    expect((await addBib([photo.id], '5', other.headers)).statusCode).toBe(404);
    const invalid = await addBib([photo.id], '12 34');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('號碼布格式不正確：12 34（限 1–16 個英數字）');
    expect((await addBib([photo.id], 'x'.repeat(33))).statusCode).toBe(400);
    expect(await t.db.bibTag.count({ where: { photoId: photo.id } })).toBe(0);
  });
});
