import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db);
  headers = bearer(await loginToken(t.app, user.email, user.password));
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/Favorite/${path}`;

function call(method: 'GET' | 'POST', path: string, payload?: object, lang: 'zh-TW' | 'en' = 'zh-TW') {
  return t.app.inject({ method, url: api(path), headers: { ...headers, ...culture(lang) }, payload });
}

describe('favourites', () => {
  it('adds photos and activities once, lists them newest first with public views, and removes them', async () => {
    const activity = await createActivity(t.db, {
      title: '台北馬',
      titleEn: 'Taipei Marathon',
      coverKey: 'covers/a.jpg',
    });
    const album = await createAlbum(t.db, activity);
    const first = await createPhoto(t.db, album, { price: 249 });
    const second = await createPhoto(t.db, album);

    expect((await call('POST', 'Add', { photoId: first.id })).json().result).toEqual({ changed: 1 });
    expect((await call('POST', 'Add', { photoId: first.id })).json().result).toEqual({ changed: 0 });
    await call('POST', 'Add', { photoId: second.id });
    await call('POST', 'Add', { activityId: activity.id });

    const photos = (await call('GET', 'GetAll?type=photo', undefined, 'en')).json().result;
    expect(photos.totalCount).toBe(2);
    expect(photos.items.map((i: { photo: { id: number } }) => i.photo.id)).toEqual([second.id, first.id]);
    expect(photos.items[1].photo).toMatchObject({
      id: first.id,
      price: 249,
      activityId: activity.id,
      activityTitle: 'Taipei Marathon',
      thumbnailUrl: `/media/${first.thumbnailKey}`,
      previewUrl: `/media/${first.previewKey}`,
    });
    expect(JSON.stringify(photos)).not.toContain(first.originalKey);

    const activities = (await call('GET', 'GetAll?type=activity')).json().result;
    expect(activities.items).toEqual([
      expect.objectContaining({
        photo: null,
        activity: expect.objectContaining({ id: activity.id, sgL_Title: '台北馬', coverUrl: '/media/covers/a.jpg' }),
      }),
    ]);

    expect((await call('GET', 'GetIds')).json().result).toEqual({
      photoIds: [first.id, second.id],
      activityIds: [activity.id],
    });

    expect((await call('POST', 'Remove', { photoId: first.id })).json().result).toEqual({ changed: 1 });
    expect((await call('POST', 'Remove', { photoId: first.id })).json().result).toEqual({ changed: 0 });
    expect((await call('GET', 'GetIds')).json().result.photoIds).toEqual([second.id]);

    // A photo hidden after it was liked drops out of the list.
    await t.db.photo.update({ where: { id: second.id }, data: { status: 'hidden' } });
    expect((await call('GET', 'GetAll?type=photo')).json().result).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses a hidden or missing photo, an invisible activity, and a request naming both or neither', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db));
    const hidden = await createPhoto(t.db, album, { status: 'hidden' });
    const invisible = await createActivity(t.db, { isVisible: false });

    const refusedPhoto = await call('POST', 'Add', { photoId: hidden.id });
    expect(refusedPhoto.statusCode).toBe(404);
    expect(refusedPhoto.json().error.message).toBe('這張照片不存在或已下架，無法收藏');
    const missing = await call('POST', 'Add', { photoId: 999_999 }, 'en');
    expect(missing.json().error.message).toBe(
      'This photo does not exist or is no longer on sale, so it cannot be a favourite',
    );
    const refusedActivity = await call('POST', 'Add', { activityId: invisible.id }, 'en');
    expect(refusedActivity.json().error.message).toBe(
      'This activity does not exist or is not public, so it cannot be a favourite',
    );
    for (const payload of [{}, { photoId: hidden.id, activityId: invisible.id }]) {
      const response = await call('POST', 'Add', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('請指定一張照片或一個活動');
    }
    expect(await t.db.favorite.count({ where: { photoId: hidden.id } })).toBe(0);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('GetIds') });
    expect(response.statusCode).toBe(401);
  });
});
