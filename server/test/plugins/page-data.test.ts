import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRead } from '../../src/plugins/app/page-data.ts';
import { createActivity, createAlbum, createBibTag, createPhoto } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A page rendered on the server reads in process what the browser would have asked the API for:
// the answers must be the API's, to the field, or the page hydrates with different data.

let t: TestApp;
let activityId: number;
let photoId: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_READ_CACHE_SECONDS: '1' },
    routes: (app: FastifyInstance) => {
      // Breaks the page reads' contract: it needs the caller's headers.
      app.get(
        '/api/services/app/Test/ReadsHeaders',
        {
          schema: { response: { 200: { type: 'object', properties: { agent: { type: 'string' } } } } },
          config: { pageRead: true },
        },
        async (request) => ({ agent: typeof request.headers }),
      );
    },
  });
  const activity = await createActivity(t.db, { title: '頁面資料馬拉松', titleEn: 'Page Data Marathon' });
  activityId = activity.id;
  const album = await createAlbum(t.db, activity);
  const photo = await createPhoto(t.db, album);
  photoId = photo.id;
  await createBibTag(t.db, photo, '3974');
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/${path}`;

function readsOfThePages(): PageRead[] {
  const post = (path: string, body: object): PageRead => ({
    method: 'POST',
    target: api(path),
    body: JSON.stringify(body),
  });
  return [
    { method: 'GET', target: api('Banner/GetAll?typeId=1') },
    { method: 'GET', target: api('Header/GetAll') },
    { method: 'GET', target: api('Foot/GetAll') },
    post('Activity/GetIndex', { SkipCount: 0, MaxResultCount: 8, SGL_Recommend: null }),
    { method: 'GET', target: api('Activity/GetAll?SkipCount=0&MaxResultCount=4') },
    { method: 'GET', target: api(`Activity/GetConfigByActivityId?activityId=${activityId}`) },
    post('PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew', {
      activityId,
      code: '3974',
      SkipCount: 0,
      MaxResultCount: 40,
    }),
    { method: 'GET', target: api(`PhotoGalleryConfigAppSerivce/GetPhotoDetail?id=${photoId}`) },
  ];
}

async function throughTheApi(read: PageRead, language: 'zh-TW' | 'en') {
  const answer = await t.app.inject({
    method: read.method,
    url: read.target,
    headers: { ...culture(language), ...(read.body && { 'content-type': 'application/json' }) },
    ...(read.body && { payload: read.body }),
  });
  expect(answer.statusCode, read.target).toBe(200);
  return (JSON.parse(answer.body) as { result: unknown }).result;
}

describe('page reads made in process', () => {
  it('answer each buyer page read as the API does, in both languages', async () => {
    for (const language of ['zh-TW', 'en'] as const) {
      for (const read of readsOfThePages()) {
        const inProcess = await t.app.pageData.read(read, language);
        expect(inProcess, read.target).toEqual({ ok: true, result: await throughTheApi(read, language) });
      }
    }
    // The data is really there, and really in the asked language.
    const detail = await t.app.pageData.read(readsOfThePages().at(-1)!, 'en');
    expect(detail).toMatchObject({ ok: true, result: { photo: { id: photoId } } });
    const config = await t.app.pageData.read(readsOfThePages()[5]!, 'en');
    expect(config).toMatchObject({ ok: true, result: { sgL_Title: 'Page Data Marathon' } });
  });

  it('answers with the status the API would give: an unknown photo, a bad query, a route that is no page read', async () => {
    const read = (target: string): PageRead => ({ method: 'GET', target: api(target) });
    expect(
      await t.app.pageData.read(read('PhotoGalleryConfigAppSerivce/GetPhotoDetail?id=999999999'), 'zh-TW'),
    ).toEqual({
      ok: false,
      status: 404,
    });
    expect(await t.app.pageData.read(read('Activity/GetConfigByActivityId?activityId=abc'), 'zh-TW')).toEqual({
      ok: false,
      status: 400,
    });
    // Member-only and back-office reads are never made for a page.
    expect(await t.app.pageData.read(read('Favorite/GetAll'), 'zh-TW')).toEqual({ ok: false, status: 404 });
    expect(
      await t.app.pageData.read({ method: 'POST', target: api('Activity/GetIndex'), body: '{not json' }, 'zh-TW'),
    ).toEqual({ ok: false, status: 404 });
  });

  it('shares the guests’ short cache with the API', async () => {
    const activity = await createActivity(t.db, { title: '快取前' });
    const read: PageRead = { method: 'GET', target: api(`Activity/GetConfigByActivityId?activityId=${activity.id}`) };
    // Asked twice within the TTL: the second answer is kept.
    for (let ask = 0; ask < 2; ask++)
      expect(await t.app.pageData.read(read, 'zh-TW')).toMatchObject({ result: { sgL_Title: '快取前' } });
    await t.db.activity.update({ where: { id: activity.id }, data: { title: '快取後' } });
    // The API answers a guest from the entry the page read kept.
    expect(await throughTheApi(read, 'zh-TW')).toMatchObject({ sgL_Title: '快取前' });
  });

  it('refuses a page read whose handler reaches beyond culture, query and body', async () => {
    const read: PageRead = { method: 'GET', target: api('Test/ReadsHeaders') };
    expect(await t.app.pageData.read(read, 'zh-TW')).toEqual({ ok: false, status: 500 });
  });
});
