import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, culture } from '../helpers/factories.ts';
import {
  createActivity,
  createAlbum,
  createBibTag,
  createPhoto,
  createPhotographer,
} from '../helpers/catalogue-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = '/api/services/app/PhotoGalleryConfigAppSerivce';
const post = (method: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: `${base}/${method}`, payload, headers });
const get = (method: string, query: Record<string, string | number>, headers = {}) =>
  t.app.inject({
    url: `${base}/${method}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });
const at = (time: string) => `2025-03-16T${time}Z`;
const ids = (photos: { id: number }[]) => photos.map((p) => p.id);

describe('bib search (GetPhotoGalleryListNew)', () => {
  let activity: { id: number };
  let albumA: Awaited<ReturnType<typeof createAlbum>>;
  let albumB: Awaited<ReturnType<typeof createAlbum>>;
  const photo: Record<string, { id: number }> = {};

  beforeAll(async () => {
    activity = await createActivity(t.db);
    const anna = await createPhotographer(t.db, 'Anna');
    albumA = await createAlbum(t.db, activity, { photographerId: anna.id, name: '終點' });
    albumB = await createAlbum(t.db, activity, { name: '10K 折返' });
    const hiddenAlbum = await createAlbum(t.db, activity, { isVisible: false });
    const tagged = async (
      name: string,
      album: typeof albumA,
      time: string,
      tags: [string, number][],
      status?: string,
    ) => {
      const p = await createPhoto(t.db, album, { takenAt: at(time), status });
      for (const [source, confidence] of tags) await createBibTag(t.db, p, '1234', { source, confidence });
      photo[name] = p;
    };
    await tagged('typed', albumA, '07:00:00', [['photographer', 1]]);
    await tagged('sureOcr', albumA, '07:10:00', [['ocr', 0.95]]);
    await tagged('doubtfulOcr', albumA, '07:20:00', [['ocr', 0.4]]);
    await tagged('both', albumB, '07:05:00', [
      ['photographer', 1],
      ['ocr', 0.5],
    ]);
    await tagged('processing', albumA, '07:30:00', [['photographer', 1]], 'processing');
    await tagged('failed', albumA, '07:31:00', [['photographer', 1]], 'failed');
    await tagged('hiddenPhoto', albumA, '07:32:00', [['photographer', 1]], 'hidden');
    await tagged('inHiddenAlbum', hiddenAlbum, '07:33:00', [['photographer', 1]]);
    // Near misses: another bib, and the same bib in another activity.
    await createBibTag(t.db, await createPhoto(t.db, albumA, { takenAt: at('07:40:00') }), '12345');
    const elsewhere = await createAlbum(t.db, await createActivity(t.db));
    await createBibTag(t.db, await createPhoto(t.db, elsewhere), '1234');
    await createBibTag(t.db, await createPhoto(t.db, albumB, { takenAt: at('08:00:00') }), 'A12');
  });

  const search = (payload: object, headers = {}) =>
    post('GetPhotoGalleryListNew', { activityId: activity.id, code: '1234', ...payload }, headers);

  it('finds exact matches of ready photos in visible albums, confident tags first, grouped by album', async () => {
    const response = await search({ SkipCount: 0, MaxResultCount: 10 });
    expect(response.statusCode).toBe(200);
    const { totalCount, items } = response.json().result;
    expect(totalCount).toBe(4);
    // Rank: sureOcr 07:10, both 07:05, typed 07:00 (confident tier, newest first), then doubtfulOcr.
    expect(items.map((g: { coId: number }) => g.coId)).toEqual([albumA.id, albumB.id]);
    expect(ids(items[0].photos)).toEqual([photo.sureOcr!.id, photo.typed!.id, photo.doubtfulOcr!.id]);
    expect(ids(items[1].photos)).toEqual([photo.both!.id]);
    expect(items[0]).toMatchObject({ albumName: '終點', photographer: { displayName: 'Anna', avatarUrl: null } });
    expect(items[1].photos[0]).toMatchObject({
      coId: albumB.id,
      width: 1600,
      height: 1067,
      price: 169,
      takenAt: '2025-03-16T07:05:00.000Z',
      thumbnailUrl: expect.stringContaining('/thumbnails/'),
      previewUrl: expect.stringContaining('/previews/'),
      bibMatch: { bib: '1234', confidence: 1, sources: ['ocr', 'photographer'] },
    });
    expect(items[0].photos[2].bibMatch).toEqual({ bib: '1234', confidence: 0.4, sources: ['ocr'] });
  });

  it('pages over photos in rank order, and answers an empty page past the end', async () => {
    const first = (await search({ SkipCount: 0, MaxResultCount: 2 })).json().result;
    expect(first.totalCount).toBe(4);
    expect(first.items.flatMap((g: { photos: { id: number }[] }) => ids(g.photos))).toEqual([
      photo.sureOcr!.id,
      photo.both!.id,
    ]);
    const second = (await search({ SkipCount: 2, MaxResultCount: 2 })).json().result;
    expect(second.items).toHaveLength(1);
    expect(ids(second.items[0].photos)).toEqual([photo.typed!.id, photo.doubtfulOcr!.id]);
    expect((await search({ SkipCount: 50, MaxResultCount: 2 })).json().result).toEqual({ totalCount: 4, items: [] });
  });

  it('bounds the page size and checks the bib', async () => {
    expect((await search({ MaxResultCount: 100 })).statusCode).toBe(200);
    expect((await search({ MaxResultCount: 101 })).statusCode).toBe(400);
    expect((await search({ MaxResultCount: 0 })).statusCode).toBe(400);
    expect((await search({ SkipCount: -1 })).statusCode).toBe(400);
    expect((await search({ code: '12-34' })).statusCode).toBe(400);
    expect((await search({ code: '' })).statusCode).toBe(400);
  });

  it('trims and upper-cases the bib typed, and finds nothing for a near miss', async () => {
    const lower = (await search({ code: ' a12 ' })).json().result;
    expect(lower.totalCount).toBe(1);
    expect(lower.items[0].photos[0].bibMatch.bib).toBe('A12');
    expect((await search({ code: '123' })).json().result).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses an activity whose bib search is off, in the caller’s language', async () => {
    const off = await createActivity(t.db, { bibSearchEnabled: false });
    const zh = await post('GetPhotoGalleryListNew', { activityId: off.id, code: '1234' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ success: false, error: { message: '此活動未開放號碼布搜尋' } });
    const en = await post('GetPhotoGalleryListNew', { activityId: off.id, code: '1234' }, culture('en'));
    expect(en.json().error.message).toBe('Bib number search is not available for this activity');
  });

  it('does not search a hidden or unknown activity', async () => {
    const hidden = await createActivity(t.db, { isVisible: false });
    expect((await post('GetPhotoGalleryListNew', { activityId: hidden.id, code: '1234' })).statusCode).toBe(404);
    expect((await post('GetPhotoGalleryListNew', { activityId: 999999, code: '1234' })).statusCode).toBe(404);
  });
});

describe('album photos (GetPhotoGalleryList)', () => {
  it('lists an album’s ready photos newest first, within an optional taken-at range', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db));
    const early = await createPhoto(t.db, album, { takenAt: at('06:00:00') });
    const middle = await createPhoto(t.db, album, { takenAt: at('07:00:00') });
    const late = await createPhoto(t.db, album, { takenAt: at('08:00:00') });
    for (const status of ['processing', 'failed', 'hidden']) await createPhoto(t.db, album, { status });
    const list = (payload: object) => post('GetPhotoGalleryList', { coId: album.id, ...payload });

    const all = (await list({ MaxResultCount: 10 })).json().result;
    expect(all.totalCount).toBe(3);
    expect(ids(all.items)).toEqual([late.id, middle.id, early.id]);
    const paged = (await list({ SkipCount: 1, MaxResultCount: 1 })).json().result;
    expect(ids(paged.items)).toEqual([middle.id]);
    const ranged = (await list({ takenFrom: at('06:30:00'), takenTo: at('07:30:00') })).json().result;
    expect(ranged).toMatchObject({ totalCount: 1, items: [{ id: middle.id }] });
    expect((await list({ MaxResultCount: 1001 })).statusCode).toBe(400);
  });

  it('does not show a hidden album', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db), { isVisible: false });
    await createPhoto(t.db, album);
    expect((await post('GetPhotoGalleryList', { coId: album.id })).statusCode).toBe(404);
  });
});

describe('phone-sized copies in the answers (srcset)', () => {
  it('names the WebP copies and the JPEG by width for photos that have them, and null for older ones', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db));
    const wide = await createPhoto(t.db, album, { takenAt: at('07:00:03'), previewWidth: 1600, thumbnailWidth: 400 });
    const tall = await createPhoto(t.db, album, {
      takenAt: at('07:00:02'),
      width: 1067,
      height: 1600,
      previewWidth: 1067,
      thumbnailWidth: 267,
    });
    const older = await createPhoto(t.db, album, { takenAt: at('07:00:01') });
    for (const photo of [wide, tall, older]) await createBibTag(t.db, photo, '5555');
    const url = (key: string | null) => t.storage.publicUrl(key!);
    const expected = [
      {
        id: wide.id,
        thumbnailSrcSet: `${url(`${wide.thumbnailKey}.w320.webp`)} 320w, ${url(wide.thumbnailKey)} 400w`,
        previewSrcSet:
          `${url(`${wide.previewKey}.w640.webp`)} 640w, ${url(`${wide.previewKey}.w960.webp`)} 960w, ` +
          `${url(wide.previewKey)} 1600w`,
      },
      {
        id: tall.id,
        // A thumbnail 267 px wide has no narrower copy to offer.
        thumbnailSrcSet: null,
        previewSrcSet:
          `${url(`${tall.previewKey}.w640.webp`)} 640w, ${url(`${tall.previewKey}.w960.webp`)} 960w, ` +
          `${url(tall.previewKey)} 1067w`,
      },
      { id: older.id, thumbnailSrcSet: null, previewSrcSet: null },
    ];
    const srcSets = (photos: { id: number; thumbnailSrcSet: unknown; previewSrcSet: unknown }[]) =>
      photos.map(({ id, thumbnailSrcSet, previewSrcSet }) => ({ id, thumbnailSrcSet, previewSrcSet }));

    // Read through Prisma (an album's photos) and through raw SQL (a bib search).
    const listed = (await post('GetPhotoGalleryList', { coId: album.id })).json().result;
    expect(srcSets(listed.items)).toEqual(expected);
    const found = (await post('GetPhotoGalleryListNew', { activityId: album.activityId, code: '5555' })).json().result;
    expect(srcSets(found.items[0].photos)).toEqual(expected);
  });
});

describe('a photographer’s albums (GetAllByUser)', () => {
  it('lists visible albums with photos, newest activity first, with the activity in the caller’s culture', async () => {
    const ben = await createPhotographer(t.db, 'Ben');
    const older = await createActivity(t.db, { title: '舊活動', activityDate: '2024-05-01' });
    const newer = await createActivity(t.db, { title: '新活動', titleEn: 'New race', activityDate: '2025-05-01' });
    const a1 = await createAlbum(t.db, older, { photographerId: ben.id });
    const a2 = await createAlbum(t.db, newer, { photographerId: ben.id, shootDate: '2025-05-01' });
    await createAlbum(t.db, newer, { photographerId: ben.id, isVisible: false });
    await createAlbum(t.db, newer, { photographerId: ben.id, photoCount: 0 });
    await createAlbum(t.db, await createActivity(t.db, { isVisible: false }), { photographerId: ben.id });
    const cover = await createPhoto(t.db, a1);

    const zh = (await get('GetAllByUser', { userId: ben.id })).json().result;
    expect(zh.totalCount).toBe(2);
    expect(zh.photographer).toEqual({ id: ben.id, displayName: 'Ben', avatarUrl: null });
    expect(zh.items.map((a: { coId: number }) => a.coId)).toEqual([a2.id, a1.id]);
    expect(zh.items[0]).toMatchObject({ sgL_Title: '新活動', sgL_ActivityDate: '2025-05-01', shootDate: '2025-05-01' });
    expect(zh.items[1].coverUrl).toBe(t.storage.publicUrl(cover.thumbnailKey!));
    const en = (await get('GetAllByUser', { userId: ben.id, MaxResultCount: 1 }, culture('en'))).json().result;
    expect(en).toMatchObject({ totalCount: 2, items: [{ sgL_Title: 'New race' }] });
  });

  it('answers 404 for someone who is not a photographer', async () => {
    const member = await createUser(t.db);
    expect((await get('GetAllByUser', { userId: member.id })).statusCode).toBe(404);
  });
});

describe('photo detail and 前後五秒 (GetPhotoDetail)', () => {
  it('shows the photo with its album, activity and photographer, and its neighbours within ±5 s', async () => {
    const activity = await createActivity(t.db, { title: '臺北馬拉松', titleEn: 'Taipei Marathon' });
    const album = await createAlbum(t.db, activity);
    const other = await createAlbum(t.db, activity);
    const shot = (seconds: number, target = album, status?: string) =>
      createPhoto(t.db, target, { takenAt: new Date(Date.parse(at('07:00:00')) + seconds * 1000), status });
    const me = await shot(0);
    const before = await shot(-4.9);
    const sameMoment = await shot(0);
    const after = await shot(4.9);
    const edge = await shot(5);
    await shot(-5.1);
    await shot(5.1);
    await shot(1, other);
    await shot(2, album, 'hidden');
    await shot(3, album, 'processing');

    const zh = (await get('GetPhotoDetail', { id: me.id })).json().result;
    expect(zh.photo).toMatchObject({ id: me.id, coId: album.id });
    expect(zh.album).toEqual({ coId: album.id, name: album.name, cameraPoint: null });
    expect(zh.activity).toEqual({ id: activity.id, sgL_Title: '臺北馬拉松', sgL_ActivityDate: '2025-03-16' });
    expect(zh.photographer).toMatchObject({ id: album.photographerId });
    expect(ids(zh.neighbours)).toEqual([before.id, sameMoment.id, after.id, edge.id]);
    expect(zh.bibs).toEqual([]);
    const en = (await get('GetPhotoDetail', { id: me.id }, culture('en'))).json().result;
    expect(en.activity.sgL_Title).toBe('Taipei Marathon');
  });

  it("names the photo's bibs, leaving out doubtful OCR readings", async () => {
    const photo = await createPhoto(t.db, await createAlbum(t.db, await createActivity(t.db)));
    await createBibTag(t.db, photo, '3974');
    await createBibTag(t.db, photo, '3974', { source: 'ocr', confidence: 0.95 });
    await createBibTag(t.db, photo, '1208', { source: 'ocr', confidence: 0.9 });
    await createBibTag(t.db, photo, '8888', { source: 'ocr', confidence: 0.3 });
    expect((await get('GetPhotoDetail', { id: photo.id })).json().result.bibs).toEqual(['1208', '3974']);
  });

  it('keeps at most 25 neighbours on each side, the closest ones', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db));
    const me = await createPhoto(t.db, album, { takenAt: at('07:00:00') });
    const burst = [];
    for (let i = 1; i <= 30; i++)
      burst.push(await createPhoto(t.db, album, { takenAt: new Date(Date.parse(at('07:00:00')) + i * 100) }));
    const { neighbours } = (await get('GetPhotoDetail', { id: me.id })).json().result;
    expect(ids(neighbours)).toEqual(ids(burst.slice(0, 25)));
  });

  it('answers 404 for a photo that is not published', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db));
    const processing = await createPhoto(t.db, album, { status: 'processing' });
    expect((await get('GetPhotoDetail', { id: processing.id })).statusCode).toBe(404);
    const hiddenAlbum = await createAlbum(t.db, await createActivity(t.db), { isVisible: false });
    expect((await get('GetPhotoDetail', { id: (await createPhoto(t.db, hiddenAlbum)).id })).statusCode).toBe(404);
  });
});
