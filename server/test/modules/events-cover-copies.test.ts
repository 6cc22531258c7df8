import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { taipeiToday } from '../../src/modules/events/events.ts';
import { keyWithVariants, variantKey } from '../../src/lib/storage-keys.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { adminAreaTestApp } from '../helpers/admin-access.ts';
import { createActivity } from '../helpers/catalogue-factories.ts';
import { publicImage } from '../helpers/images.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { api, signIn } from '../helpers/payments.ts';

// Covers of races and activities get smaller WebP copies for phones, named in a srcset wherever a
// buyer's page shows the cover.

const t = adminAreaTestApp(PERMISSIONS.Events, PERMISSIONS.EventsEdit);

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: api(path), headers });
const url = (key: string) => t.storage.publicUrl(key);

async function uploadCover(path: string, width: number, height: number) {
  const image = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .jpeg()
    .toBuffer();
  const file = multipartFile('file', 'cover.jpg', 'image/jpeg', image);
  const response = await t.app.inject({
    method: 'POST',
    url: api(path),
    payload: file.payload,
    headers: { ...t.callers.editor, ...file.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const storedImage = (key: string) => publicImage(t.storage, key);

const inAMonth = () => new Date(Date.parse(`${taipeiToday()}T00:00:00Z`) + 30 * 86_400_000);

describe('cover copies for phones', () => {
  it('stores 640 and 960 px WebP copies of a cover narrower only than it, names them in the answers, and removes them with it', async () => {
    const event = await t.db.event.create({ data: { title: '秋季路跑', eventDate: inAMonth() } });
    const activity = await createActivity(t.db, { eventId: event.id, photoCount: 1 });
    await uploadCover(`AdminEvent/UploadCover?id=${event.id}`, 2400, 1200);
    // A cover 800 px wide has one narrower copy to offer.
    await uploadCover(`AdminActivity/UploadCover?id=${activity.id}`, 800, 450);

    const race = await t.db.event.findUniqueOrThrow({ where: { id: event.id } });
    const photos = await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } });
    expect([race.coverWidth, photos.coverWidth]).toEqual([1600, 800]);
    const [raceCover, activityCover] = [race.coverKey!, photos.coverKey!];
    expect(await storedImage(variantKey(raceCover, 640))).toEqual({ format: 'webp', width: 640 });
    expect(await storedImage(variantKey(raceCover, 960))).toEqual({ format: 'webp', width: 960 });
    expect(await storedImage(variantKey(activityCover, 640))).toEqual({ format: 'webp', width: 640 });
    expect(await storedImage(variantKey(activityCover, 960))).toBeUndefined();

    const raceSrcSet = `${url(`${raceCover}.w640.webp`)} 640w, ${url(`${raceCover}.w960.webp`)} 960w, ${url(raceCover)} 1600w`;
    const activitySrcSet = `${url(`${activityCover}.w640.webp`)} 640w, ${url(activityCover)} 800w`;
    const races = (await get('Activity/GetAll')).json().result.items;
    expect(races.find((item: { id: number }) => item.id === event.id).coverSrcSet).toBe(raceSrcSet);
    const details = (await get(`Activity/GetByContent?id=${event.id}`)).json().result;
    expect(details.coverSrcSet).toBe(raceSrcSet);
    expect(details.activities.map((item: { coverSrcSet: string }) => item.coverSrcSet)).toEqual([activitySrcSet]);
    const cards = (await t.app.inject({ method: 'POST', url: api('Activity/GetIndex'), payload: {} })).json().result;
    expect(cards.items.find((card: { id: number }) => card.id === activity.id).coverSrcSet).toBe(activitySrcSet);
    const config = (await get(`Activity/GetConfigByActivityId?activityId=${activity.id}`)).json().result;
    expect(config.coverSrcSet).toBe(activitySrcSet);
    const member = await signIn(t);
    await t.db.favorite.create({ data: { userId: member.user.id, activityId: activity.id } });
    const favorites = (await get('Favorite/GetAll?type=activity', member.headers)).json().result;
    expect(favorites.items[0].activity.coverSrcSet).toBe(activitySrcSet);

    // A new cover replaces the old one and its copies.
    await uploadCover(`AdminEvent/UploadCover?id=${event.id}`, 1000, 500);
    for (const key of keyWithVariants('cover', raceCover)) expect(await storedImage(key), key).toBeUndefined();
    const replaced = await t.db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(replaced.coverWidth).toBe(1000);
    expect(await storedImage(variantKey(replaced.coverKey!, 960))).toEqual({ format: 'webp', width: 960 });

    // Deleting the race removes its cover with the copies.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: api(`AdminEvent/Delete?id=${event.id}`),
          headers: t.callers.editor,
        })
      ).statusCode,
    ).toBe(200);
    for (const key of keyWithVariants('cover', replaced.coverKey!)) expect(await storedImage(key), key).toBeUndefined();
  });

  it('answers no srcset for a cover stored before its copies existed', async () => {
    const event = await t.db.event.create({
      data: { title: '冬季路跑', eventDate: inAMonth(), coverKey: 'covers/events/9/older.jpg' },
    });
    const activity = await createActivity(t.db, { eventId: event.id, coverKey: 'covers/activities/9/older.jpg' });
    const details = (await get(`Activity/GetByContent?id=${event.id}`)).json().result;
    expect(details).toMatchObject({ coverUrl: url('covers/events/9/older.jpg'), coverSrcSet: null });
    expect(details.activities[0]).toMatchObject({ coverUrl: url('covers/activities/9/older.jpg'), coverSrcSet: null });
    const config = (await get(`Activity/GetConfigByActivityId?activityId=${activity.id}`)).json().result;
    expect(config.coverSrcSet).toBeNull();
  });
});
