import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_PHOTOGRAPHER } from '../../src/shared/domain/photographer-status.ts';
import {
  createActivity,
  createAlbum,
  createBibTag,
  createPhoto,
  createPhotographer,
} from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db);
  member = bearer(await loginToken(t.app, user.email, user.password));
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
const get = (path: string, query: Record<string, string | number>, headers: Record<string, string> = member) =>
  t.app.inject({
    method: 'GET',
    url: api(path),
    headers,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

async function approvedApplication(userId: number, introduction: string, reviewedAt: Date) {
  await t.db.photographerApplication.create({
    data: {
      userId,
      displayName: 'x',
      realName: 'x',
      phone: '0912345678',
      introduction,
      termsAcceptedAt: reviewedAt,
      status: 'approved',
      reviewedAt,
    },
  });
}

describe('camera points shown to buyers', () => {
  it('are named with each album in the activity page, the bib search, a photographer’s albums and a photo', async () => {
    const activity = await createActivity(t.db);
    const photographer = await createPhotographer(t.db);
    const album = await createAlbum(t.db, activity, { photographerId: photographer.id, cameraPoint: '10K' });
    const photo = await createPhoto(t.db, album);
    await createBibTag(t.db, photo, '3974');

    const config = await get('Activity/GetConfigByActivityId', { activityId: activity.id }, {});
    expect(config.json().result.albums[0]).toMatchObject({ coId: album.id, cameraPoint: '10K' });
    const bib = await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew'),
      payload: { activityId: activity.id, code: '3974' },
    });
    expect(bib.json().result.items[0]).toMatchObject({ coId: album.id, cameraPoint: '10K' });
    const byUser = await get('PhotoGalleryConfigAppSerivce/GetAllByUser', { userId: photographer.id }, {});
    expect(byUser.json().result.items[0]).toMatchObject({ coId: album.id, cameraPoint: '10K' });
    const detail = await get('PhotoGalleryConfigAppSerivce/GetPhotoDetail', { id: photo.id }, {});
    expect(detail.json().result.album).toEqual({ coId: album.id, name: album.name, cameraPoint: '10K' });
  });
});

describe('a photographer’s page', () => {
  const pageOf = (userId: number, query: Record<string, number> = {}, headers = member) =>
    get('PhotoGalleryConfigAppSerivce/GetPhotographerPage', { userId, ...query }, headers);

  it('needs a login', async () => {
    const photographer = await createPhotographer(t.db);
    expect((await pageOf(photographer.id, {}, {})).statusCode).toBe(401);
    expect((await pageOf(photographer.id)).statusCode).toBe(200);
    expect((await pageOf(0)).statusCode).toBe(400);
  });

  it('shows the introduction, counts and published albums by activity, newest first, paged by activity', async () => {
    const photographer = await createPhotographer(t.db, '阿明');
    await approvedApplication(photographer.id, '舊的介紹', new Date('2025-01-01'));
    await approvedApplication(photographer.id, '十年路跑攝影經驗', new Date('2025-06-01'));
    const older = await createActivity(t.db, { title: '舊賽事', activityDate: '2025-01-05' });
    const newer = await createActivity(t.db, { title: '新賽事', titleEn: 'New race', activityDate: '2025-05-05' });
    const hiddenActivity = await createActivity(t.db, { activityDate: '2025-09-09', isVisible: false });
    const finish = await createAlbum(t.db, newer, {
      photographerId: photographer.id,
      cameraPoint: '終點',
      photoCount: 7,
    });
    await createAlbum(t.db, newer, { photographerId: photographer.id, cameraPoint: '起跑', photoCount: 3 });
    await createAlbum(t.db, newer, { photographerId: photographer.id, isVisible: false, photoCount: 50 });
    await createAlbum(t.db, newer, { photographerId: photographer.id, photoCount: 0 });
    await createAlbum(t.db, older, { photographerId: photographer.id, photoCount: 2 });
    await createAlbum(t.db, hiddenActivity, { photographerId: photographer.id, photoCount: 40 });
    await createAlbum(t.db, newer, { photoCount: 9 }); // someone else's

    const first = await pageOf(photographer.id, { MaxResultCount: 1 }, { ...member, ...culture('en') });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json().result;
    expect(result.photographer).toMatchObject({
      id: photographer.id,
      displayName: '阿明',
      introduction: '十年路跑攝影經驗',
    });
    expect(result).toMatchObject({ albumCount: 3, photoCount: 12 });
    expect(result.activities.totalCount).toBe(2);
    expect(result.activities.items).toEqual([
      {
        id: newer.id,
        sgL_Title: 'New race',
        sgL_ActivityDate: '2025-05-05',
        albums: [
          expect.objectContaining({ coId: finish.id, cameraPoint: '終點', photoCount: 7 }),
          expect.objectContaining({ cameraPoint: '起跑', photoCount: 3 }),
        ],
      },
    ]);
    const second = (await pageOf(photographer.id, { MaxResultCount: 1, SkipCount: 1 })).json().result;
    expect(second.activities.items.map((item: { id: number }) => item.id)).toEqual([older.id]);
  });

  it('is not found for members, blocked photographers and unknown ids; no introduction without an approval', async () => {
    const plain = await createUser(t.db);
    const blocked = await createUser(t.db, { photographerAuth: true, photographerAuthStatus: BLOCKED_PHOTOGRAPHER });
    for (const id of [plain.id, blocked.id, 2_000_000_000]) {
      const refused = await pageOf(id, {}, { ...member, ...culture('en') });
      expect(refused.statusCode, String(id)).toBe(404);
    }
    const fresh = await createPhotographer(t.db);
    const empty = (await pageOf(fresh.id)).json().result;
    expect(empty).toMatchObject({ albumCount: 0, photoCount: 0, activities: { totalCount: 0, items: [] } });
    expect(empty.photographer.introduction).toBeNull();
  });
});
