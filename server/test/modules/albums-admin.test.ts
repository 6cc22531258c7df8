import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';
import { api, signIn } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { isAdmin: true, roles: ['Admin'] })).headers;
});
afterAll(() => t.close());

const settingRow = () => t.db.albumSetting.findUniqueOrThrow({ where: { id: 1 } });

/** Guest 401, member 403, an admin without the permission 403. */
async function expectAdminOnly(request: (headers: Record<string, string>) => Promise<{ statusCode: number }>) {
  expect((await request({})).statusCode).toBe(401);
  expect((await request((await signIn(t)).headers)).statusCode).toBe(403);
  expect((await request((await signIn(t, { isAdmin: true })).headers)).statusCode).toBe(403);
}

describe('AdminAlbumSetting', () => {
  const get = (headers = admin) => t.app.inject({ url: api('AdminAlbumSetting/Get'), headers });
  const update = (payload: object, headers = admin) =>
    t.app.inject({ method: 'PUT', url: api('AdminAlbumSetting/Update'), headers, payload });

  it("starts from today's values, with the price list the payment settings held", async () => {
    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      priceList: [99, 129, 149, 169, 179, 189, 199, 249, 299],
      watermarkText: '運動相簿',
      previewLongSide: 1600,
      bibOcrEnabled: true,
      ocrMinConfidence: 0.3,
      faceMatchThreshold: 0.5,
    });
  });

  it('is for admins with the album settings permission only', async () => {
    await expectAdminOnly((headers) => get(headers));
    await expectAdminOnly((headers) => update({ bibOcrEnabled: false }, headers));
    expect((await settingRow()).bibOcrEnabled).toBe(true);
  });

  it('changes the given settings, the price list sorted and without repeats', async () => {
    const changed = await update({
      priceList: [199, 99, 149, 99],
      watermarkText: '  ACME 跑攝  ',
      previewLongSide: 2000,
      bibOcrEnabled: false,
      ocrMinConfidence: 0.55,
      faceMatchThreshold: 0.45,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = {
      priceList: [99, 149, 199],
      watermarkText: 'ACME 跑攝',
      previewLongSide: 2000,
      bibOcrEnabled: false,
      ocrMinConfidence: 0.55,
      faceMatchThreshold: 0.45,
    };
    expect(changed.json().result).toMatchObject(expected);
    expect(await settingRow()).toMatchObject(expected);
    expect((await update({ bibOcrEnabled: true })).json().result).toMatchObject({ ...expected, bibOcrEnabled: true });
  });

  it('refuses values out of bounds, in the caller’s language, writing nothing', async () => {
    const before = await settingRow();
    for (const payload of [
      { priceList: [] },
      { priceList: [0] },
      { priceList: [100_001] },
      { priceList: [1.5] },
      { priceList: Array.from({ length: 31 }, (_, i) => i + 1) },
      { watermarkText: '' },
      { watermarkText: '   ' },
      { watermarkText: 'x'.repeat(21) },
      { watermarkText: 'a\u0000b' },
      { previewLongSide: 799 },
      { previewLongSide: 2401 },
      { ocrMinConfidence: 0.2 },
      { ocrMinConfidence: 1.1 },
      { faceMatchThreshold: 0.29 },
      { faceMatchThreshold: 0.71 },
      { bibOcrEnabled: 'yes' },
    ]) {
      const response = await update(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const emoji = await update({ watermarkText: '跑🏃' }, { ...admin, ...culture('en') });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().error.message).toBe('The watermark text has a character that cannot be drawn');
    expect(await settingRow()).toEqual(before);
  });

  it('gives photographers its price list, and refuses prices not in it', async () => {
    expect((await update({ priceList: [120, 150] })).statusCode).toBe(200);
    const list = await t.app.inject({ url: api('PhotoGalleryList/getMoneyList') });
    expect(list.json().result).toEqual([120, 150]);
    const photographer = await signIn(t, { photographerAuth: true });
    const album = await createAlbum(t.db, await createActivity(t.db), { photographerId: photographer.user.id });
    const price = (value: number) =>
      t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryList/UpdateMoney'),
        headers: photographer.headers,
        payload: { coId: album.id, price: value },
      });
    expect((await price(150)).statusCode).toBe(200);
    expect((await price(169)).statusCode).toBe(400);
  });
});

describe('AdminAlbum', () => {
  const list = (query = '', headers = admin) => t.app.inject({ url: api(`AdminAlbum/GetAll?${query}`), headers });
  const setVisible = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: api('AdminAlbum/SetVisible'), headers, payload });

  it('is for admins with the albums permission only', async () => {
    await expectAdminOnly((headers) => list('', headers));
    await expectAdminOnly((headers) => setVisible({ albumId: 1, isVisible: false }, headers));
  });

  it('lists every album with its activity, photographer, price and photos by status; searches and filters', async () => {
    const activity = await createActivity(t.db, { title: '太魯閣馬拉松' });
    const other = await createActivity(t.db, { title: '北海岸路跑' });
    const photographer = await signIn(t, { displayName: '林攝影', photographerAuth: true });
    const album = await createAlbum(t.db, activity, { name: '終點', photographerId: photographer.user.id });
    for (const status of ['ready', 'ready', 'failed', 'hidden', 'processing'])
      await createPhoto(t.db, album, { status });
    const hidden = await createAlbum(t.db, other, { name: '起跑', isVisible: false });

    const all = await list(`activityId=${activity.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().result).toEqual({
      totalCount: 1,
      items: [
        {
          id: album.id,
          name: '終點',
          activityId: activity.id,
          activityTitle: '太魯閣馬拉松',
          photographerId: photographer.user.id,
          photographerName: '林攝影',
          defaultPrice: 169,
          isVisible: true,
          counts: { processing: 1, ready: 2, failed: 1, hidden: 1 },
          createdAt: album.createdAt.toISOString(),
        },
      ],
    });
    const ids = async (query: string) => (await list(query)).json().result.items.map((a: { id: number }) => a.id);
    expect(await ids('keyword=林攝')).toEqual([album.id]);
    expect(await ids('keyword=太魯閣')).toEqual([album.id]);
    expect(await ids('keyword=起跑')).toEqual([hidden.id]);
    expect(await ids('isVisible=false')).toContain(hidden.id);
    expect(await ids('isVisible=false')).not.toContain(album.id);
    expect(await ids(`photographerId=${photographer.user.id}`)).toEqual([album.id]);
    expect(await ids(`photographerId=${photographer.user.id}&activityId=${other.id}`)).toEqual([]);
    expect((await list('keyword=起跑')).json().result.items[0].counts).toEqual({
      processing: 0,
      ready: 0,
      failed: 0,
      hidden: 0,
    });
    for (const query of [
      'isVisible=maybe',
      'activityId=0',
      'photographerId=0',
      `keyword=${'x'.repeat(101)}`,
      'MaxResultCount=1001',
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });

  it('hides an album from buyers: gone from its activity, search and counters, until shown again', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity, { photoCount: 0 });
    const photo = await createPhoto(t.db, album);
    await t.db.bibTag.create({ data: { photoId: photo.id, activityId: activity.id, bib: '4321', source: 'admin' } });
    await t.db.album.update({ where: { id: album.id }, data: { photoCount: 1 } });
    await t.db.activity.update({ where: { id: activity.id }, data: { photoCount: 1, photographerCount: 1 } });

    const bibSearch = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew'),
          payload: { activityId: activity.id, code: '4321' },
        })
      ).json().result.totalCount;
    const albumPage = () =>
      t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryList'),
        payload: { coId: album.id },
      });
    expect(await bibSearch()).toBe(1);

    expect((await setVisible({ albumId: album.id, isVisible: false })).statusCode).toBe(200);
    expect(await bibSearch()).toBe(0);
    expect((await albumPage()).statusCode).toBe(404);
    expect(await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({
      photoCount: 0,
      photographerCount: 0,
    });

    expect((await setVisible({ albumId: album.id, isVisible: true })).statusCode).toBe(200);
    expect(await bibSearch()).toBe(1);
    expect(await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).toMatchObject({
      photoCount: 1,
      photographerCount: 1,
    });
  });

  it('refuses an unknown album or a bad body, changing nothing', async () => {
    expect((await setVisible({ albumId: 999_999, isVisible: false })).statusCode).toBe(404);
    const album = await createAlbum(t.db, await createActivity(t.db));
    for (const payload of [
      { albumId: album.id },
      { albumId: album.id, isVisible: 'no' },
      { albumId: 0, isVisible: false },
    ]) {
      expect((await setVisible(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.db.album.findUniqueOrThrow({ where: { id: album.id } })).isVisible).toBe(true);
  });
});
