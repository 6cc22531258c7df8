import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { rerunPhotos } from '../../src/jobs/rerun-photos.ts';
import { updateAlbumSettings } from '../../src/shared/album-settings.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext, queuedJobs } from '../helpers/jobs.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let context: JobContext;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { isAdmin: true, roles: ['Admin'] })).headers;
  context = { ...jobContext(t), bibReader: async () => ({ read: async () => [], close: async () => {} }) };
});
afterAll(() => t.close());

const get = (query: string, headers = admin) => t.app.inject({ url: api(`AdminImgDeal/GetPhotos?${query}`), headers });
const post = (method: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: api(`AdminImgDeal/${method}`), headers, payload });
const statusOf = async (id: number) => (await t.db.photo.findUniqueOrThrow({ where: { id } })).status;
const queued = (name: string) => queuedJobs(t, name);

async function newAlbum() {
  const activity = await createActivity(t.db, { faceSearchEnabled: false });
  return createAlbum(t.db, activity, { photoCount: 0 });
}

describe('AdminImgDeal', () => {
  it('is for admins with the photo processing permission only', async () => {
    const requests = [
      (headers: Record<string, string>) => get('status=failed', headers),
      (headers: Record<string, string>) => post('Retry', { photoIds: [1] }, headers),
      (headers: Record<string, string>) => post('SetHidden', { photoIds: [1], hidden: true }, headers),
      (headers: Record<string, string>) => post('UpdateBibTags', { photoIds: [1], add: ['1'] }, headers),
      (headers: Record<string, string>) => post('Rerun', { albumId: 1, what: 'ocr' }, headers),
    ];
    const member = (await signIn(t)).headers;
    const otherAdmin = (await signIn(t, { isAdmin: true })).headers;
    for (const request of requests) {
      expect((await request({})).statusCode).toBe(401);
      expect((await request(member)).statusCode).toBe(403);
      expect((await request(otherAdmin)).statusCode).toBe(403);
    }
  });

  it('lists failed photos with their reasons, and hidden photos, by activity or album', async () => {
    const album = await newAlbum();
    const failed = await createPhoto(t.db, album, { status: 'failed', thumbnailKey: null });
    await t.db.photo.update({
      where: { id: failed.id },
      data: { failureCode: 'unreadable', failureReason: 'Cannot read the image' },
    });
    const hidden = await createPhoto(t.db, album, { status: 'hidden' });
    await t.db.bibTag.create({ data: { photoId: hidden.id, activityId: album.activityId, bib: '42', source: 'ocr' } });
    await createPhoto(t.db, album);

    const failures = await get(`status=failed&albumId=${album.id}`);
    expect(failures.statusCode, failures.body).toBe(200);
    expect(failures.json().result).toMatchObject({
      totalCount: 1,
      items: [
        {
          id: failed.id,
          status: 'failed',
          failureCode: 'unreadable',
          failureReason: 'Cannot read the image',
          thumbnailUrl: null,
          albumId: album.id,
        },
      ],
    });
    const hiddenOnes = (await get(`status=hidden&activityId=${album.activityId}`)).json().result;
    expect(hiddenOnes.items).toMatchObject([
      { id: hidden.id, bibs: ['42'], thumbnailUrl: expect.stringContaining('thumbnails/') },
    ]);
    for (const query of ['', 'status=ready', 'status=failed&albumId=0'])
      expect((await get(query)).statusCode, query).toBe(400);
  });

  it('retries failed photos: back to processing with a job each, once, then published', async () => {
    const album = await newAlbum();
    const failed = await createPhoto(t.db, album, { status: 'failed', previewKey: null, thumbnailKey: null });
    await t.storage.put('originals', failed.originalKey, await cameraJpeg(1200, 800), 'image/jpeg');
    const ready = await createPhoto(t.db, album);
    await t.boss.offWork(processPhoto.name).catch(() => {});
    const before = await queued(processPhoto.name);

    const retried = await post('Retry', { albumId: album.id });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().result.changed).toBe(1);
    expect(await statusOf(failed.id)).toBe('processing');
    expect(await statusOf(ready.id)).toBe('ready');
    expect(await queued(processPhoto.name)).toBe(before + 1);
    // Again: nothing is failed any more, nothing is queued twice.
    expect((await post('Retry', { photoIds: [failed.id] })).json().result.changed).toBe(0);
    expect(await queued(processPhoto.name)).toBe(before + 1);

    await processPhoto.handle(context, { photoId: failed.id }, firstAttempt);
    expect(await statusOf(failed.id)).toBe('ready');
    expect((await t.db.album.findUniqueOrThrow({ where: { id: album.id } })).photoCount).toBe(1);
  });

  it('refuses a retry naming no scope or two, in the caller’s language', async () => {
    for (const payload of [{}, { albumId: 1, activityId: 1 }, { photoIds: [] }, { photoIds: [0] }]) {
      expect((await post('Retry', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const two = await post('Retry', { albumId: 1, photoIds: [1] }, { ...admin, ...culture('en') });
    expect(two.json().error.message).toBe('Name exactly one of: photos, an album, an activity');
  });

  it('hides and shows photos of any photographer, keeping the counters', async () => {
    const album = await newAlbum();
    await t.db.album.update({ where: { id: album.id }, data: { photoCount: 2 } });
    const [a, b] = [await createPhoto(t.db, album), await createPhoto(t.db, album)];
    expect((await post('SetHidden', { photoIds: [a.id, b.id], hidden: true })).json().result.changed).toBe(2);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['hidden', 'hidden']);
    expect((await t.db.album.findUniqueOrThrow({ where: { id: album.id } })).photoCount).toBe(0);
    expect((await post('SetHidden', { photoIds: [a.id], hidden: false })).json().result.changed).toBe(1);
    expect(await statusOf(a.id)).toBe('ready');
    expect((await post('SetHidden', { photoIds: [a.id, 999_999], hidden: true })).statusCode).toBe(404);
    expect(await statusOf(a.id)).toBe('ready');
  });

  it('adds and removes bibs on many photos at once', async () => {
    const album = await newAlbum();
    const [a, b] = [await createPhoto(t.db, album), await createPhoto(t.db, album)];
    await t.db.bibTag.create({ data: { photoId: a.id, activityId: album.activityId, bib: '9999', source: 'ocr' } });
    const changed = await post('UpdateBibTags', { photoIds: [a.id, b.id], add: [' a12 ', '345'], remove: ['9999'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result.changed).toBe(5);
    const tags = await t.db.bibTag.findMany({
      where: { photoId: { in: [a.id, b.id] } },
      orderBy: [{ photoId: 'asc' }, { bib: 'asc' }],
    });
    expect(tags.map((tag) => [tag.photoId, tag.bib, tag.source])).toEqual([
      [a.id, '345', 'admin'],
      [a.id, 'A12', 'admin'],
      [b.id, '345', 'admin'],
      [b.id, 'A12', 'admin'],
    ]);
    for (const payload of [
      { photoIds: [a.id] },
      { photoIds: [a.id], add: ['12-3'] },
      { photoIds: [a.id], add: ['1'], remove: ['1'] },
      { photoIds: [a.id], add: ['x'.repeat(17)] },
    ]) {
      expect((await post('UpdateBibTags', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post('UpdateBibTags', { photoIds: [a.id, 999_999], add: ['777'] })).statusCode).toBe(404);
    expect(await t.db.bibTag.count({ where: { bib: '777' } })).toBe(0);
  });

  it('queues reading bibs or faces again for an album or an activity', async () => {
    const album = await newAlbum();
    await t.boss.offWork(rerunPhotos.name).catch(() => {});
    const before = await queued(rerunPhotos.name);
    expect((await post('Rerun', { albumId: album.id, what: 'ocr' })).statusCode).toBe(200);
    expect((await post('Rerun', { activityId: album.activityId, what: 'faces' })).statusCode).toBe(200);
    expect(await queued(rerunPhotos.name)).toBe(before + 2);
    for (const payload of [
      { what: 'ocr' },
      { albumId: album.id, activityId: 1, what: 'ocr' },
      { albumId: album.id, what: 'all' },
    ]) {
      expect((await post('Rerun', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post('Rerun', { albumId: 999_999, what: 'faces' })).statusCode).toBe(404);
    await updateAlbumSettings(t.db, { bibOcrEnabled: false });
    expect((await post('Rerun', { albumId: album.id, what: 'ocr' })).statusCode).toBe(400);
    await updateAlbumSettings(t.db, { bibOcrEnabled: true });
    expect(await queued(rerunPhotos.name)).toBe(before + 2);
  });
});
