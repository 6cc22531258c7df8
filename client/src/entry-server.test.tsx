// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { plan, prepare, render, type PagePlan } from './entry-server.tsx';
import type { ServerState } from './lib/server-state.ts';
import { answersFor, footContent, htmlOf, pageActivity, pageEvent, pagePhoto } from './app/testing/server-render.ts';

// The renderer the API server loads (issue 32): which reads each buyer page needs, and the page
// drawn from their answers, its text and pictures in the HTML itself, with the answers handed on
// to the browser so it does not ask again.

const ORIGIN = 'https://photos.example';
const HEADER = { method: 'GET', target: '/api/services/app/Header/GetAll' };
const FOOTER = {
  method: 'GET',
  target: '/api/services/app/Foot/GetAll?SGL_IsShow=true&SkipCount=0&MaxResultCount=999',
};

beforeAll(async () => {
  await prepare();
}, 60_000);

function planOf(url: string, language: 'zh-TW' | 'en' = 'zh-TW'): PagePlan {
  const planned = plan(url, language);
  if (!planned) throw new Error(`${url} is not rendered on the server`);
  return planned;
}

async function rendered(url: string, language: 'zh-TW' | 'en' = 'zh-TW', answer?: (path: string) => unknown) {
  const pagePlan = planOf(url, language);
  const page = await render(pagePlan, { origin: ORIGIN, results: answersFor(pagePlan, answer) });
  if (!page) throw new Error(`${url} rendered nothing`);
  const html = await htmlOf(page);
  return { html, state: JSON.parse(page.state) as ServerState, rawState: page.state };
}

describe('plan', () => {
  it("names each buyer page's reads after the header's and the footer's, in the order of their answers", () => {
    expect(planOf('/index')).toEqual({
      page: '/index',
      url: '/index',
      language: 'zh-TW',
      reads: [
        HEADER,
        FOOTER,
        { method: 'GET', target: '/api/services/app/Banner/GetAll?typeId=1' },
        {
          method: 'POST',
          target: '/api/services/app/Activity/GetIndex',
          body: JSON.stringify({ SkipCount: 0, MaxResultCount: 8, SGL_Recommend: true }),
        },
        {
          method: 'POST',
          target: '/api/services/app/Activity/GetIndex',
          body: JSON.stringify({ SkipCount: 0, MaxResultCount: 8, SGL_Recommend: null }),
        },
        { method: 'GET', target: '/api/services/app/Activity/GetAll?SkipCount=0&MaxResultCount=4' },
      ],
    });
  });

  it.each([
    [
      '/activityevent/5',
      '/activityevent/:activityId?',
      ['/api/services/app/Activity/GetConfigByActivityId?activityId=5'],
    ],
    [
      '/eventlist?month=2026-12&typeId=402&page=2',
      '/eventlist',
      ['/api/services/app/Activity/GetAll?month=2026-12&typeId=402&SkipCount=12&MaxResultCount=12'],
    ],
    ['/eventdetails/3', '/eventdetails/:eventId?', ['/api/services/app/Activity/GetByContent?id=3']],
    [
      '/AlbumSearch/5?code=3974',
      '/albumsearch/:activityId',
      [
        '/api/services/app/Activity/GetConfigByActivityId?activityId=5',
        '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
      ],
    ],
    [
      '/albumphotodetail/1',
      '/albumphotodetail/:id?',
      ['/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoDetail?id=1'],
    ],
    ['/foot/about%2Fprivacy', '/foot/', ['/api/services/app/Foot/getContent?sgL_RequestUrl=about%2Fprivacy']],
  ])('plans %s as the page %s', (url, page, targets) => {
    const planned = planOf(url, 'en');
    expect(planned.page).toBe(page);
    expect(planned.language).toBe('en');
    expect(planned.reads.slice(0, 2)).toEqual([HEADER, FOOTER]);
    expect(planned.reads.slice(2).map((read) => read.target)).toEqual(targets);
  });

  it('sends the bib search with the page of results the address asks for', () => {
    expect(planOf('/albumsearch/5?code=%203974%20&page=2').reads[3]).toEqual({
      method: 'POST',
      target: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
      body: JSON.stringify({ activityId: 5, code: '3974', SkipCount: 40, MaxResultCount: 40 }),
    });
  });

  it('plans a page under its own address: the query it reads, sorted, and nothing else', () => {
    expect(planOf('/albumsearch/5?utm_source=line&page=2&code=3974').url).toBe('/albumsearch/5?code=3974&page=2');
    expect(planOf('/eventlist?typeId=2&fbclid=x&month=2026-12').url).toBe('/eventlist?month=2026-12&typeId=2');
    expect(planOf('/index?utm_source=line').url).toBe('/index');
  });

  it.each([
    '/checkout',
    '/login',
    '/favorite',
    '/admin/index',
    '/activityevent',
    '/albumphotodetail/abc',
    '/foot/',
    '/nowhere',
  ])('leaves %s to the browser', (url) => {
    expect(plan(url, 'zh-TW')).toBeNull();
  });
});

describe('render', () => {
  it("writes a photo's page: its preview, price, bib and share links, and no script", async () => {
    const { html, state } = await rendered('/albumphotodetail/1?code=3974');
    expect(html).toContain(pagePhoto.activity.sgL_Title);
    expect(html).toContain('NT$189');
    expect(html).toContain('src="/media/p1.jpg"');
    expect(html).toContain('2026-11-01 08:00:00'); // taken at 00:00 UTC, shown in Taipei time
    expect(html).toContain(encodeURIComponent(`${ORIGIN}/albumphotodetail/1`));
    expect(html).toContain('找照片'); // the header's link from the server's answer
    expect(html).toContain('常見問題'); // and the footer's page
    expect(html).not.toContain('<script');
    expect(state).toMatchObject({ v: 1, language: 'zh-TW', origin: ORIGIN, page: '/albumphotodetail/:id?' });
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['header', 'links'],
        ['catalogue', 'photo', 1, 'zh-TW'],
      ]),
    );
  });

  it('writes the page in English with English keys', async () => {
    const { html, state } = await rendered('/albumphotodetail/1', 'en');
    expect(html).toContain('The preview is watermarked');
    expect(html).not.toContain('預覽圖含浮水印');
    expect(state.language).toBe('en');
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(['catalogue', 'photo', 1, 'en']);
  });

  it('writes the home page, the race calendar, a race, an activity and a bib search with their texts and pictures', async () => {
    expect((await rendered('/index')).html).toContain('找到你的賽事照片');
    expect((await rendered('/eventlist', 'en')).html).toContain('Race calendar');
    const race = (await rendered('/eventdetails/3')).html;
    expect(race).toContain(pageEvent.sgL_Title);
    expect(race).toContain('沿著港邊跑。');
    expect((await rendered('/activityevent/5')).html).toContain(pageActivity.sgL_Title);
    const search = (await rendered('/albumsearch/5?code=3974')).html;
    expect(search).toContain(pageActivity.sgL_Title);
    expect(search).toContain('找不到號碼布 3974 的照片');
  });

  it('writes a footer page the list names, and nothing for one it does not', async () => {
    const { html, state } = await rendered('/foot/FAQ/');
    expect(html).toContain('賽後三天內');
    expect(html).toContain('最後更新：2026-11-01');
    expect(state.footPages.map((page) => page.sgL_RequestUrl)).toEqual(['faq']);
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(['footer', 'content', 'faq', 'zh-TW']);

    const unknown = planOf('/foot/nope');
    expect(await render(unknown, { origin: ORIGIN, results: answersFor(unknown) })).toBeNull();
    expect(footContent.sgL_RequestUrl).toBe('faq');
  });

  it('hands the answers on in a block no text in them can end', async () => {
    const title = '</script><script>alert(1)</script> 2026 \u2028馬拉松';
    const { html, rawState, state } = await rendered('/albumphotodetail/1', 'zh-TW', (path) =>
      path.endsWith('/GetPhotoDetail')
        ? { ...pagePhoto, activity: { ...pagePhoto.activity, sgL_Title: title } }
        : undefined,
    );
    expect(rawState).not.toMatch(/<|\u2028/);
    const photo = state.queries.queries.find((query) => query.queryKey[1] === 'photo');
    expect((photo?.state.data as typeof pagePhoto).activity.sgL_Title).toBe(title);
    // React escapes it in the page itself.
    expect(html).not.toContain('<script>alert');
  });

  it('renders nothing for a plan whose answers do not match it', async () => {
    const pagePlan = planOf('/albumphotodetail/1');
    expect(await render(pagePlan, { origin: ORIGIN, results: [] })).toBeNull();
  });
});
