import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { culture } from '../helpers/factories.ts';
import {
  createActivity,
  createAlbum,
  createBibTag,
  createPhoto,
  createPhotographer,
} from '../helpers/catalogue-factories.ts';

// Originals are what buyers pay for: no public catalogue answer may name one, or its bucket.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PUBLIC_SERVICES = new Set(['Activity', 'PhotoGalleryConfigAppSerivce', 'Banner', 'Header', 'Foot', 'CommonType']);
/** The spec's service of a path: /api/services/app/{Service}/{Method}. */
const serviceOf = (path: string) => path.split('/')[4] ?? '';
const app = '/api/services/app';

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  payload?: object;
}

async function seedCatalogue() {
  const photographer = await createPhotographer(t.db, 'Scan');
  await t.db.user.update({ where: { id: photographer.id }, data: { avatarKey: `avatars/${photographer.id}/me.jpg` } });
  const race = await t.db.event.create({
    data: { title: '掃描賽事', eventDate: new Date(Date.now() + 86_400_000), coverKey: 'events/scan.jpg' },
  });
  const activity = await createActivity(t.db, { eventId: race.id, coverKey: 'covers/scan.jpg', photoCount: 3 });
  const withCover = await createAlbum(t.db, activity, {
    photographerId: photographer.id,
    coverKey: 'covers/album.jpg',
  });
  const withoutCover = await createAlbum(t.db, activity, { photographerId: photographer.id });
  const photos = [];
  for (const [album, second] of [
    [withCover, 0],
    [withCover, 2],
    [withoutCover, 4],
  ] as const) {
    const photo = await createPhoto(t.db, album, {
      takenAt: new Date(Date.parse('2025-03-16T07:00:00Z') + second * 1000),
    });
    await createBibTag(t.db, photo, '777');
    photos.push(photo);
  }
  await t.db.banner.create({ data: { title: 'scan', imageKey: 'banners/scan.jpg' } });
  await t.db.headerLink.create({ data: { title: '首頁', url: '/index' } });
  const column = await t.db.footLink.create({ data: { title: '關於' } });
  const page = await t.db.footLink.create({ data: { title: '介紹', parentId: column.id, requestUrl: 'about' } });
  await t.db.footContent.create({ data: { footLinkId: page.id, content: '<p>介紹</p>' } });
  return { photographer, race, activity, album: withCover, photo: photos[0]! };
}

describe('public catalogue answers', () => {
  it('never contain an original’s key or the originals bucket, on any public catalogue endpoint', async () => {
    const { photographer, race, activity, album, photo } = await seedCatalogue();
    const calls: Call[] = [
      { method: 'POST', path: 'Activity/GetIndex', payload: { MaxResultCount: 99999 } },
      { method: 'POST', path: 'Activity/GetAllByPhoto', payload: {} },
      { method: 'GET', path: 'Activity/GetYearMonthPhotos' },
      { method: 'GET', path: 'Activity/GetConfigByActivityId', query: { activityId: String(activity.id) } },
      { method: 'GET', path: 'Activity/GetLive', query: { activityId: String(activity.id) } },
      { method: 'GET', path: 'Activity/GetAll' },
      { method: 'GET', path: 'Activity/GetByContent', query: { id: String(race.id) } },
      {
        method: 'POST',
        path: 'PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
        payload: { activityId: activity.id, code: '777' },
      },
      { method: 'POST', path: 'PhotoGalleryConfigAppSerivce/GetPhotoGalleryList', payload: { coId: album.id } },
      { method: 'GET', path: 'PhotoGalleryConfigAppSerivce/GetAllByUser', query: { userId: String(photographer.id) } },
      { method: 'GET', path: 'PhotoGalleryConfigAppSerivce/GetPhotoDetail', query: { id: String(photo.id) } },
      {
        method: 'POST',
        path: 'PhotoGalleryConfigAppSerivce/GetBibsByName',
        payload: { activityId: activity.id, name: '王小明' },
      },
      {
        method: 'POST',
        path: 'PhotoGalleryConfigAppSerivce/SearchPhotos',
        payload: { activityId: activity.id, code: '777' },
      },
      {
        method: 'GET',
        path: 'PhotoGalleryConfigAppSerivce/GetActivityPhotosByPlaceAndTime',
        query: { activityId: String(activity.id), from: '15:00', to: '15:10' },
      },
      { method: 'GET', path: 'Banner/GetAll' },
      { method: 'GET', path: 'Header/GetAll' },
      { method: 'GET', path: 'Foot/GetAll' },
      { method: 'GET', path: 'Foot/getContent', query: { sgL_RequestUrl: 'about' } },
      { method: 'POST', path: 'Foot/GeContenttAll' },
      { method: 'GET', path: 'CommonType/GetAll', query: { SGL_TypeT: '30' } },
    ];

    // Every public endpoint of these services is in the list, so a new one cannot skip the scan.
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const published = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown }>>)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method, op]) => method !== 'head' && !op.security && PUBLIC_SERVICES.has(serviceOf(path)))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(published).toEqual(calls.map((c) => `${c.method} ${app}/${c.path}`).sort());

    const originals = (await t.db.photo.findMany({ select: { originalKey: true } })).map((p) => p.originalKey);
    expect(originals.length).toBeGreaterThan(0);
    const forbidden = [t.config.s3.bucketOriginals, ...originals];
    let thumbnailsSeen = 0;
    for (const call of calls) {
      for (const headers of [{}, culture('en')]) {
        const response = await t.app.inject({
          method: call.method,
          url: `${app}/${call.path}`,
          query: call.query ?? {},
          ...(call.payload && { payload: call.payload }),
          headers,
        });
        expect(response.statusCode, `${call.path}: ${response.body}`).toBe(200);
        for (const secret of forbidden) expect(response.body, call.path).not.toContain(secret);
        expect(response.body, call.path).not.toContain('originals/');
        thumbnailsSeen += response.body.split('/thumbnails/').length - 1;
      }
    }
    // The scan looked at answers that really carried photos.
    expect(thumbnailsSeen).toBeGreaterThan(10);
  });
});
