import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { culture } from '../helpers/factories.ts';

let t: TestApp;
const link = (data: {
  title: string;
  parentId?: number;
  requestUrl?: string;
  sort?: number;
  isShow?: boolean;
  titleEn?: string;
}) => t.db.footLink.create({ data });
let about: { id: number };
let privacy: { id: number };
let terms: { id: number };
let help: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const company = await link({ title: '關於我們', titleEn: 'About us', sort: 1 });
  const service = await link({ title: '服務', sort: 0 });
  const hiddenColumn = await link({ title: '隱藏欄', sort: 2, isShow: false });
  about = await link({ title: '公司介紹', titleEn: 'Company', parentId: company.id, requestUrl: 'about', sort: 1 });
  privacy = await link({ title: '隱私權政策', parentId: company.id, requestUrl: 'policy/privacy', sort: 2 });
  await link({ title: '未上線', parentId: company.id, requestUrl: 'draft', isShow: false });
  await link({ title: '沒有頁面', parentId: company.id, sort: 3 });
  terms = await link({ title: '服務條款', parentId: service.id, requestUrl: 'terms', sort: 1 });
  help = await link({ title: '藏起來的欄下的頁', parentId: hiddenColumn.id, requestUrl: 'help' });
  await t.db.footContent.create({
    data: { footLinkId: about.id, content: '<p>我們是運動相簿</p>', contentEn: '<p>We are</p>' },
  });
  await t.db.footContent.create({ data: { footLinkId: privacy.id, content: '<p>隱私</p>' } });
});
afterAll(() => t.close());

const base = '/api/services/app/Foot';

describe('Foot/GetAll (the client’s route list)', () => {
  it('lists the open pages, one per route, in footer order', async () => {
    const response = await t.app.inject({ url: `${base}/GetAll?SGL_IsShow=true&SkipCount=0&MaxResultCount=999` });
    expect(response.json()).toMatchObject({ success: true });
    const { totalCount, items } = response.json().result;
    expect(totalCount).toBe(3);
    expect(items).toEqual([
      { id: terms.id, title: '服務條款', sgL_RequestUrl: 'terms', parentId: expect.any(Number), sort: 1 },
      { id: about.id, title: '公司介紹', sgL_RequestUrl: 'about', parentId: expect.any(Number), sort: 1 },
      { id: privacy.id, title: '隱私權政策', sgL_RequestUrl: 'policy/privacy', parentId: expect.any(Number), sort: 2 },
    ]);
    expect(items.map((i: { id: number }) => i.id)).not.toContain(help.id);
  });

  it('pages, bounds the page size at 999 and never lists hidden links', async () => {
    const page = (await t.app.inject({ url: `${base}/GetAll?SkipCount=1&MaxResultCount=1` })).json().result;
    expect(page).toMatchObject({ totalCount: 3, items: [{ id: about.id }] });
    expect((await t.app.inject({ url: `${base}/GetAll?MaxResultCount=1000` })).statusCode).toBe(400);
    const hidden = (await t.app.inject({ url: `${base}/GetAll?SGL_IsShow=false` })).json().result;
    expect(hidden).toEqual({ totalCount: 0, items: [] });
  });
});

describe('Foot/getContent', () => {
  const content = (query: string, headers = {}) => t.app.inject({ url: `${base}/getContent?${query}`, headers });

  it('answers a page by its path or id, in the caller’s culture', async () => {
    const zh = (await content('sgL_RequestUrl=about')).json().result;
    expect(zh).toEqual({
      footLinkId: about.id,
      title: '公司介紹',
      sgL_RequestUrl: 'about',
      content: '<p>我們是運動相簿</p>',
      updatedAt: expect.any(String),
    });
    const en = (await content(`footLinkId=${about.id}`, culture('en'))).json().result;
    expect(en).toMatchObject({ title: 'Company', content: '<p>We are</p>' });
    const fallback = (await content('sgL_RequestUrl=policy%2Fprivacy', culture('en'))).json().result;
    expect(fallback).toMatchObject({ title: '隱私權政策', content: '<p>隱私</p>' });
    expect((await content('sgL_RequestUrl=terms')).json().result).toMatchObject({ content: '', updatedAt: null });
  });

  it('refuses hidden pages, pages under a hidden column, and a request naming none', async () => {
    expect((await content('sgL_RequestUrl=draft')).statusCode).toBe(404);
    expect((await content('sgL_RequestUrl=help')).statusCode).toBe(404);
    const none = await content('', culture('en'));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Give the page path sgL_RequestUrl or footLinkId');
  });
});

describe('Foot/GeContenttAll (the footer)', () => {
  it('answers the visible columns with their visible pages', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${base}/GeContenttAll`, headers: culture('en') });
    const { items } = response.json().result;
    expect(items.map((c: { title: string }) => c.title)).toEqual(['服務', 'About us']);
    expect(items[1].children).toEqual([
      { id: about.id, title: 'Company', sgL_RequestUrl: 'about', sort: 1 },
      { id: privacy.id, title: '隱私權政策', sgL_RequestUrl: 'policy/privacy', sort: 2 },
    ]);
    expect(items[0].children.map((c: { id: number }) => c.id)).toEqual([terms.id]);
  });
});
