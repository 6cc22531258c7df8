import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBannerImageKey } from '../../src/lib/storage-keys.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import {
  createActivity,
  createAlbum,
  createBibTag,
  createPhoto,
  createPhotographer,
} from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// English pages show the English fields written in the back office, the Chinese where none was.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;
type Headers = Record<string, string>;
const zh: Headers = culture('zh-TW');
const en: Headers = culture('en');
const TAIPEI = 102;
const TAICHUNG = 109;

describe('activity keyword search', () => {
  beforeAll(async () => {
    await createActivity(t.db, { title: '臺北馬拉松', titleEn: 'Taipei Marathon', cityId: TAIPEI, photoCount: 5 });
    await createActivity(t.db, { title: '河濱夜跑', cityId: TAIPEI, photoCount: 5 });
    await createActivity(t.db, { title: '台中鐵人', titleEn: 'Taichung Triathlon', cityId: TAICHUNG, photoCount: 5 });
  });

  const search = async (method: string, keyword: string, headers: Headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(`Activity/${method}`),
      payload: { keyword },
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .result.items.map((item: { sgL_Title: string }) => item.sgL_Title)
      .sort();
  };

  it.each(['台北', '臺北', 'Taipei', 'taipei'])(
    'finds Taipei’s activities by title or city with “%s”',
    async (keyword) => {
      for (const method of ['GetIndex', 'GetAllByPhoto']) {
        expect(await search(method, keyword, zh)).toEqual(['河濱夜跑', '臺北馬拉松']);
        expect(await search(method, keyword, en)).toEqual(['Taipei Marathon', '河濱夜跑']);
      }
    },
  );

  it('gives each card its title and city in the other language, for the browser’s own search', async () => {
    const cards = async (headers: Headers) => {
      const response = await t.app.inject({ method: 'POST', url: api('Activity/GetIndex'), payload: {}, headers });
      return response
        .json()
        .result.items.map((card: { sgL_Title: string; alsoKnownAs: string }) => [card.sgL_Title, card.alsoKnownAs]);
    };
    expect(await cards(zh)).toEqual(
      expect.arrayContaining([
        ['臺北馬拉松', 'Taipei Marathon Taipei City'],
        ['河濱夜跑', 'Taipei City'],
      ]),
    );
    expect(await cards(en)).toEqual(
      expect.arrayContaining([
        ['Taipei Marathon', '臺北馬拉松 臺北市'],
        ['河濱夜跑', '河濱夜跑 臺北市'],
      ]),
    );
  });
});

describe('race venues', () => {
  it('are written in both languages in the back office and answered in the caller’s', async () => {
    const editor = await signInAdminWith(t, [PERMISSIONS.Events, PERMISSIONS.EventsEdit]);
    const race = {
      title: '秋季路跑',
      eventDate: '2099-10-01',
      location: '大佳河濱公園',
      locationEn: ' Dajia Riverside Park ',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: api('AdminEvent/Create'),
      headers: editor,
      payload: race,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, locationEn } = created.json().result;
    expect(locationEn).toBe('Dajia Riverside Park');
    const details = async (eventId: number, headers: Headers) =>
      (await t.app.inject({ url: api(`Activity/GetByContent?id=${eventId}`), headers })).json().result.location;
    expect(await details(id, en)).toBe('Dajia Riverside Park');
    expect(await details(id, zh)).toBe('大佳河濱公園');
    const onlyChinese = await t.db.event.create({
      data: { title: '冬季路跑', eventDate: new Date('2099-12-01'), location: '大稻埕碼頭' },
    });
    expect(await details(onlyChinese.id, en)).toBe('大稻埕碼頭');
    const list = await t.app.inject({ url: api('Activity/GetAll'), headers: en });
    expect(list.json().result.items.map((e: { location: string }) => e.location)).toEqual([
      'Dajia Riverside Park',
      '大稻埕碼頭',
    ]);
  });
});

describe('banner alt text', () => {
  it('describes each carousel image in the caller’s language, by its title when it has no alt text', async () => {
    const editor = await signInAdminWith(t, [PERMISSIONS.Banners]);
    const upload = await t.db.banner.create({
      data: { title: '暫存', imageKey: newBannerImageKey(), isVisible: false },
    });
    const written = await t.app.inject({
      method: 'PUT',
      url: api('AdminBanner/Update'),
      headers: editor,
      payload: {
        id: upload.id,
        typeId: 1,
        title: '秋季馬拉松',
        titleEn: 'Autumn Marathon',
        altText: ' 跑者衝過終點 ',
        altTextEn: 'Runners crossing the finish line',
        imageKey: upload.imageKey,
        sort: 1,
        isVisible: true,
      },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().result).toMatchObject({
      altText: '跑者衝過終點',
      altTextEn: 'Runners crossing the finish line',
    });
    await t.db.banner.create({
      data: { title: '春季路跑', titleEn: 'Spring Run', imageKey: 'banners/b.webp', sort: 2 },
    });
    await t.db.banner.create({ data: { title: '夏日泳渡', altText: '湖面泳者', imageKey: 'banners/c.webp', sort: 3 } });
    const alts = async (headers: Headers) =>
      (await t.app.inject({ url: api('Banner/GetAll'), headers }))
        .json()
        .result.items.map((b: { altText: string }) => b.altText);
    expect(await alts(en)).toEqual(['Runners crossing the finish line', 'Spring Run', '湖面泳者']);
    expect(await alts(zh)).toEqual(['跑者衝過終點', '春季路跑', '湖面泳者']);
  });
});

/** A certified photographer creates an album of a new activity on the album form; the answer's album. */
async function albumFromForm(activityTitle: string, fields: Record<string, string>) {
  const activity = await createActivity(t.db, { title: activityTitle });
  const user = await createUser(t.db, { photographerAuth: true });
  const created = await t.app.inject({
    method: 'POST',
    url: api('PhotoGalleryConfigAppSerivce/Create'),
    headers: bearer(await loginToken(t.app, user.email, user.password)),
    payload: { activityId: activity.id, ...fields },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { activity, album: created.json().result };
}

describe('camera points', () => {
  it('are entered in both languages on the album form and shown in the caller’s', async () => {
    const { activity, album } = await albumFromForm('日月潭泳渡', {
      name: '終點',
      cameraPoint: '終點拱門',
      cameraPointEn: ' Finish arch ',
    });
    expect(album).toMatchObject({ cameraPoint: '終點拱門', cameraPointEn: 'Finish arch' });
    await t.db.album.update({ where: { id: album.coId }, data: { photoCount: 3 } });
    await createAlbum(t.db, activity, { cameraPoint: '起跑', photographerId: (await createPhotographer(t.db)).id });

    const points = async (headers: Headers) => {
      const response = await t.app.inject({
        url: api(`Activity/GetConfigByActivityId?activityId=${activity.id}`),
        headers,
      });
      return response.json().result.albums.map((album: { cameraPoint: string }) => album.cameraPoint);
    };
    expect(await points(en)).toEqual(['Finish arch', '起跑']);
    expect(await points(zh)).toEqual(['終點拱門', '起跑']);
  });

  it('are shown in the caller’s language with bib search results', async () => {
    const activity = await createActivity(t.db, { title: '淡水河路跑' });
    const album = await createAlbum(t.db, activity, { cameraPoint: '折返點', cameraPointEn: 'Turnaround' });
    await createBibTag(t.db, await createPhoto(t.db, album), '1234');
    const points = async (headers: Headers) => {
      const response = await t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew'),
        headers,
        payload: { activityId: activity.id, code: '1234' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result.items.map((group: { cameraPoint: string }) => group.cameraPoint);
    };
    expect(await points(en)).toEqual(['Turnaround']);
    expect(await points(zh)).toEqual(['折返點']);
  });
});

describe('album names', () => {
  it('are entered in English on the album form, optional, and shown on English pages, else in Chinese', async () => {
    const { activity, album } = await albumFromForm('太魯閣馬拉松', { name: '燕子口', nameEn: ' Swallow Grotto ' });
    expect(album).toMatchObject({ name: '燕子口', nameEn: 'Swallow Grotto' });
    const named = await t.db.album.update({ where: { id: album.coId }, data: { photoCount: 3 } });
    const unnamed = await createAlbum(t.db, activity, { name: '九曲洞', nameEn: ' ' });
    await createBibTag(t.db, await createPhoto(t.db, named), '2468');
    await createBibTag(t.db, await createPhoto(t.db, unnamed), '2468');

    const onActivityPage = async (headers: Headers) => {
      const response = await t.app.inject({
        url: api(`Activity/GetConfigByActivityId?activityId=${activity.id}`),
        headers,
      });
      return response
        .json()
        .result.albums.map((album: { name: string }) => album.name)
        .sort();
    };
    expect(await onActivityPage(en)).toEqual(['Swallow Grotto', '九曲洞']);
    expect(await onActivityPage(zh)).toEqual(['九曲洞', '燕子口']);

    const inBibResults = async (headers: Headers) => {
      const response = await t.app.inject({
        method: 'POST',
        url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew'),
        headers,
        payload: { activityId: activity.id, code: '2468' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .result.items.map((group: { albumName: string }) => group.albumName)
        .sort();
    };
    expect(await inBibResults(en)).toEqual(['Swallow Grotto', '九曲洞']);
    expect(await inBibResults(zh)).toEqual(['九曲洞', '燕子口']);
  });
});
