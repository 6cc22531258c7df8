import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { culture } from '../helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (query: string, headers = {}) =>
  t.app.inject({ url: `/api/services/app/CommonType/GetAll?${query}`, headers });

describe('CommonType/GetAll', () => {
  it('lists the regions under the root, by sort, in the caller’s culture', async () => {
    const zh = (await list('SGL_TypeT=30&SGL_ParentID=1&MaxResultCount=1000')).json().result;
    expect(zh.items.map((i: { sgL_Title: string }) => i.sgL_Title)).toEqual([
      '北部',
      '中部',
      '南部',
      '東部',
      '離島',
      '海外',
    ]);
    expect(zh.items[0]).toEqual({ id: 2, sgL_Title: '北部', sgL_TypeT: 30, sgL_ParentID: 1, sort: 1 });
    const en = (await list('SGL_TypeT=30&SGL_ParentID=2', culture('en'))).json().result;
    expect(en.items[1]).toMatchObject({ id: 102, sgL_Title: 'Taipei City' });
  });

  it('lists event types, pages, and leaves hidden rows out', async () => {
    await t.db.commonType.update({ where: { id: 403 }, data: { isShow: false } });
    const all = (await list('SGL_TypeT=40&MaxResultCount=1000')).json().result;
    expect(all.items.map((i: { id: number }) => i.id)).not.toContain(403);
    expect(all.items.every((i: { sgL_TypeT: number }) => i.sgL_TypeT === 40)).toBe(true);
    const page = (await list('SGL_TypeT=40&SkipCount=1&MaxResultCount=2')).json().result;
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.items).toEqual(all.items.slice(1, 3));
    expect((await list('MaxResultCount=1001')).statusCode).toBe(400);
  });
});
