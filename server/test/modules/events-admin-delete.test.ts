import { describe, expect, it } from 'vitest';
import { deleteActivity } from '../../src/jobs/delete-activity.ts';
import { allVariantKeys, newOriginalKey, newRenditionKeys } from '../../src/lib/storage-keys.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { adminAreaTestApp } from '../helpers/admin-access.ts';
import { createActivity, createAlbum, createBibTag, createFace, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { firstAttempt, jobContext, queuedJobs } from '../helpers/jobs.ts';
import { createOrder } from '../helpers/shop-factories.ts';

const t = adminAreaTestApp(PERMISSIONS.Events, PERMISSIONS.EventsEdit);

const api = (path: string) => `/api/services/app/${path}`;
const get = (path: string, headers: object = t.callers.editor) =>
  t.app.inject({ url: api(path), headers: headers as Record<string, string> });
const send = (method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: api(path), headers: t.callers.editor, payload });

const settings = { title: '日月潭泳渡', activityDate: '2026-09-06', cityId: 110, typeId: 401, defaultPrice: 169 };

/** A photo whose files (original, renditions and their WebP copies) really sit in the buckets, with a face and a bib. */
async function storedPhoto(album: { id: number; activityId: number; photographerId: number }) {
  const keys = {
    originalKey: newOriginalKey(album),
    ...newRenditionKeys({ albumId: album.id, activityId: album.activityId }),
  };
  const photo = await createPhoto(t.db, album, keys);
  await t.storage.put('originals', keys.originalKey, Buffer.from('original'), 'image/jpeg');
  await t.storage.put('public', keys.previewKey, Buffer.from('preview'), 'image/jpeg');
  await t.storage.put('public', keys.thumbnailKey, Buffer.from('thumb'), 'image/jpeg');
  const copies = [...allVariantKeys('preview', keys.previewKey), ...allVariantKeys('thumbnail', keys.thumbnailKey)];
  for (const key of copies) await t.storage.put('public', key, Buffer.from('copy'), 'image/webp');
  await createFace(t.db, photo);
  await createBibTag(t.db, photo, '1234');
  return photo;
}

const keysOf = async (kind: 'originals' | 'public', prefix: string) =>
  (await t.storage.list(kind, prefix)).objects.map((o) => o.key);

describe('AdminActivity', () => {
  it('creates and updates an activity, refusing unknown races, places and unlisted prices', async () => {
    const event = await t.db.event.create({ data: { title: '賽', eventDate: new Date('2026-09-06') } });
    const created = await send('POST', 'AdminActivity/Create', { ...settings, title: ' 日月潭 ', eventId: event.id });
    expect(created.json().result).toMatchObject({
      title: '日月潭',
      eventId: event.id,
      deleting: false,
      faceSearchEnabled: true,
    });
    const before = await t.db.activity.count();
    for (const payload of [
      { ...settings, eventId: 999999 },
      { ...settings, cityId: 401 },
      { ...settings, defaultPrice: 170 },
      { ...settings, activityDate: '2026-13-01' },
      { ...settings, title: 'x'.repeat(201) },
    ]) {
      expect((await send('POST', 'AdminActivity/Create', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.db.activity.count()).toBe(before);
    const updated = await send('PUT', 'AdminActivity/Update', {
      ...settings,
      id: created.json().result.id,
      bibSearchEnabled: false,
    });
    expect(updated.json().result).toMatchObject({ bibSearchEnabled: false, eventId: null });
  });

  it('switching face search off forgets the faces but keeps hidden ones', async () => {
    const activity = await createActivity(t.db);
    const photo = await createPhoto(t.db, await createAlbum(t.db, activity));
    const member = await createUser(t.db);
    const hide = await t.db.faceHideRequest.create({
      data: { userId: member.id, activityId: activity.id, faceCount: 1 },
    });
    await createFace(t.db, photo);
    const hidden = await createFace(t.db, photo, hide.id);
    const response = await send('PUT', 'AdminActivity/Update', {
      ...settings,
      id: activity.id,
      faceSearchEnabled: false,
    });
    expect(response.json().result.faceSearchEnabled).toBe(false);
    expect((await t.db.face.findMany({ where: { activityId: activity.id } })).map((f) => f.id)).toEqual([hidden.id]);
  });
});

describe('Activity/DeleteActivity', () => {
  it('is refused while a photo is in an order, naming the count, and changes nothing', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity);
    const photo = await createPhoto(t.db, album);
    const buyer = await createUser(t.db);
    await createOrder(t.db, { userId: buyer.id, photos: [photo], status: 'paid' });
    const impact = (await get(`Activity/GetDeleteImpact?id=${activity.id}`)).json().result;
    expect(impact).toEqual({ albums: 1, photos: 1, faces: 0, soldItems: 1, orderedItems: 1 });
    const refused = await get(`Activity/DeleteActivity?id=${activity.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('1');
    expect(await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({
      deletingAt: null,
      isVisible: true,
    });
  });

  it('hides the activity at once, then the job removes photos, faces, bibs, files, albums and the activity', async () => {
    const activity = await createActivity(t.db, { title: '待刪活動' });
    const albums = [await createAlbum(t.db, activity), await createAlbum(t.db, activity)];
    for (const album of albums) for (let i = 0; i < 2; i += 1) await storedPhoto(album);
    // A file no row names (an upload cut short) in the album's folder goes too.
    await t.storage.put('originals', newOriginalKey(albums[0]!), Buffer.from('stray'), 'image/jpeg');
    const cover = `covers/activities/${activity.id}/cover.jpg`;
    await t.storage.put('public', cover, Buffer.from('cover'), 'image/jpeg');
    for (const copy of allVariantKeys('cover', cover))
      await t.storage.put('public', copy, Buffer.from('copy'), 'image/webp');
    await t.db.activity.update({ where: { id: activity.id }, data: { coverKey: cover, coverWidth: 1600 } });

    expect((await get(`Activity/GetDeleteImpact?id=${activity.id}`)).json().result).toEqual({
      albums: 2,
      photos: 4,
      faces: 4,
      soldItems: 0,
      orderedItems: 0,
    });
    expect((await get(`Activity/DeleteActivity?id=${activity.id}`)).statusCode).toBe(200);

    // Gone from the public site at once, shown as being deleted in the back office, no longer editable.
    const publicList = await t.app.inject({
      method: 'POST',
      url: api('Activity/GetIndex'),
      payload: { keyword: '待刪活動' },
    });
    expect(publicList.json().result.totalCount).toBe(0);
    expect((await get(`Activity/GetConfigByActivityId?activityId=${activity.id}`)).statusCode).toBe(404);
    expect((await get(`AdminActivity/Get?id=${activity.id}`)).json().result.deleting).toBe(true);
    expect((await send('PUT', 'AdminActivity/Update', { ...settings, id: activity.id })).statusCode).toBe(409);
    expect(await queuedJobs(t, deleteActivity.name)).toBe(1);

    await deleteActivity.handle(jobContext(t), { activityId: activity.id }, firstAttempt);
    // Run again as a retry would: nothing left to do, no error.
    await deleteActivity.handle(jobContext(t), { activityId: activity.id }, firstAttempt);

    expect(await t.db.activity.count({ where: { id: activity.id } })).toBe(0);
    expect(await t.db.album.count({ where: { activityId: activity.id } })).toBe(0);
    expect(await t.db.photo.count({ where: { activityId: activity.id } })).toBe(0);
    expect(await t.db.face.count({ where: { activityId: activity.id } })).toBe(0);
    expect(await t.db.bibTag.count({ where: { activityId: activity.id } })).toBe(0);
    expect(await keysOf('originals', `${activity.id}/`)).toEqual([]);
    expect(await keysOf('public', `previews/${activity.id}/`)).toEqual([]);
    expect(await keysOf('public', `thumbs/${activity.id}/`)).toEqual([]);
    expect(await keysOf('public', `covers/activities/${activity.id}/`)).toEqual([]);
  });

  it('takes no new albums or uploads while the activity is being deleted', async () => {
    const activity = await createActivity(t.db);
    const photographer = await createUser(t.db, { photographerAuth: true });
    const album = await createAlbum(t.db, activity, { photographerId: photographer.id });
    expect((await get(`Activity/DeleteActivity?id=${activity.id}`)).statusCode).toBe(200);
    const headers = bearer(await loginToken(t.app, photographer.email, photographer.password));
    const create = await t.app.inject({
      method: 'POST',
      url: api('PhotoGalleryConfigAppSerivce/Create'),
      headers,
      payload: { activityId: activity.id, name: '晚到的相簿' },
    });
    expect(create.statusCode).toBe(404);
    const progress = await t.app.inject({ url: api(`PhotoGalleryList/GetUploadProgress?coId=${album.id}`), headers });
    expect(progress.statusCode).toBe(404);
    expect(await t.db.album.count({ where: { activityId: activity.id } })).toBe(1);
  });

  it('answers 404 for an unknown activity', async () => {
    expect((await get('Activity/DeleteActivity?id=999999')).statusCode).toBe(404);
    expect((await get('Activity/GetDeleteImpact?id=999999')).statusCode).toBe(404);
  });
});
