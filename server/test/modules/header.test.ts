import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { culture } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Header/GetAll', () => {
  it('answers the visible navigation entries by sort, in the caller’s culture', async () => {
    await t.db.headerLink.create({ data: { title: '賽事列表', titleEn: 'Races', url: '/eventlist', sort: 2 } });
    await t.db.headerLink.create({ data: { title: '首頁', url: '/index', sort: 1 } });
    await t.db.headerLink.create({ data: { title: '隱藏', url: '/x', sort: 0, isShow: false } });

    const zh = (await t.app.inject({ url: '/api/services/app/Header/GetAll' })).json().result;
    expect(zh).toEqual({
      totalCount: 2,
      items: [
        { id: expect.any(Number), title: '首頁', url: '/index', sort: 1 },
        { id: expect.any(Number), title: '賽事列表', url: '/eventlist', sort: 2 },
      ],
    });
    const en = (await t.app.inject({ url: '/api/services/app/Header/GetAll', headers: culture('en') })).json().result;
    expect(en.items.map((i: { title: string }) => i.title)).toEqual(['首頁', 'Races']);
  });
});
