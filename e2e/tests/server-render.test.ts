import type { Browser, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { post } from '../support/api.ts';
import { DESKTOP, expect, PHONE, screenshotAsIs, takenOver, test } from '../support/test.ts';

// The buyer pages arrive rendered (issue 32): a runner's phone at the finish shows the race, its
// pictures named in the first answer, before any script has run; the script then takes the page
// over without drawing it again and without asking again for what the page came with.

const DEMO_ACTIVITY = '2026 臺北城市馬拉松';

interface BuyerPage {
  path: string;
  /** The page's own heading, in the language asked for. */
  heading: string;
  /** The reads the server made for the page: the browser must not send them again. */
  reads: RegExp;
}

async function buyerPages(language: 'zh-TW' | 'en'): Promise<BuyerPage[]> {
  const activityId = inject('demoActivityId');
  const bib = inject('demoBib');
  const english = language === 'en';
  // The race's name as the page shows it, in the page's language.
  const races = await fetch(`${inject('baseUrl')}/api/services/app/Activity/GetAll`, {
    headers: { '.AspNetCore.Culture': `c=${language}|uic=${language}` },
  }).then((answer) => answer.json() as Promise<{ result: { items: { id: number; sgL_Title: string }[] } }>);
  const race = races.result.items[0]!;
  const activityTitle = english ? '2026 Taipei City Marathon' : DEMO_ACTIVITY;
  const search = await post<{ items: { photos: { id: number }[] }[] }>(
    'PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
    { activityId, code: bib },
  );
  const photoId = search.items[0]!.photos[0]!.id;
  return [
    { path: '/index', heading: english ? 'Find your race photos' : '找到你的賽事照片', reads: /Banner\/GetAll/ },
    { path: `/activityevent/${activityId}`, heading: activityTitle, reads: /GetConfigByActivityId/ },
    { path: '/eventlist', heading: english ? 'Race calendar' : '賽事行事曆', reads: /Activity\/GetAll/ },
    { path: `/eventdetails/${race.id}`, heading: race.sgL_Title, reads: /Activity\/GetByContent/ },
    {
      path: `/albumsearch/${activityId}?code=${bib}`,
      heading: english ? `Photos of bib ${bib}` : `號碼布 ${bib} 的照片`,
      reads: /GetPhotoGalleryListNew/,
    },
    { path: `/albumphotodetail/${photoId}`, heading: activityTitle, reads: /GetPhotoDetail/ },
    { path: '/foot/about', heading: english ? 'About us' : '關於我們', reads: /Foot\/getContent/ },
  ];
}

async function contextIn(browser: Browser, language: 'zh-TW' | 'en', javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: PHONE,
    locale: language,
    javaScriptEnabled,
  });
  // The server writes the page in the language of the visitor's `lang` cookie.
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
  context.setDefaultTimeout(15_000);
  return context;
}

/** The headings and picture addresses the server's HTML itself holds. */
async function renderedContent(page: Page) {
  return page.evaluate(`({
    headings: [...document.querySelectorAll('#root h1, #root h2')].map((heading) => heading.textContent.trim()),
    pictures: [...document.querySelectorAll('#root img[src^="/media/"]')].length,
    language: document.documentElement.lang,
  })`) as Promise<{ headings: string[]; pictures: number; language: string }>;
}

test.for(['zh-TW', 'en'] as const)(
  'with JavaScript off, each buyer page shows its race in %s',
  async (language, { browser }) => {
    const context = await contextIn(browser, language, false);
    const page = await context.newPage();
    for (const buyerPage of await buyerPages(language)) {
      await page.goto(buyerPage.path);
      const content = await renderedContent(page);
      expect(content.headings, buyerPage.path).toContain(buyerPage.heading);
      expect(content.language, buyerPage.path).toBe(language === 'en' ? 'en' : 'zh-Hant-TW');
      if (!buyerPage.path.startsWith('/foot/')) expect(content.pictures, buyerPage.path).toBeGreaterThan(0);
      await screenshotAsIs(page, `server-render-no-script${buyerPage.path.replace(/[^a-z0-9]+/gi, '-')}-${language}`);
    }
    await context.close();
  },
);

test.for(['zh-TW', 'en'] as const)(
  'in %s, the browser takes each page over as it came, without asking again for its data',
  async (language, { browser, browserErrors }) => {
    const context = await contextIn(browser, language, true);
    const page = await context.newPage();
    // A hydration mismatch is logged as an error and fails the journey.
    browserErrors.watch(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(request.url());
    });
    for (const buyerPage of await buyerPages(language)) {
      asked.length = 0;
      await page.goto(buyerPage.path);
      const served = await page.locator('#root h1').first().elementHandle();
      await takenOver(page);
      await page.waitForLoadState('networkidle');
      // The heading the server wrote is still the one on screen: taken over, not drawn again.
      expect(await served!.evaluate((heading) => heading.isConnected), buyerPage.path).toBe(true);
      await expect.poll(() => page.locator('#root h1, #root h2').allTextContents()).toContain(buyerPage.heading);
      expect(
        asked.filter((url) => buyerPage.reads.test(url)),
        buyerPage.path,
      ).toEqual([]);
    }
    await context.close();
  },
);

// Every element's computed style, in document order: what the browser draws the page with (custom
// properties draw nothing themselves; the first-paint styles keep only those the page reads). Running
// animations (a spinner) are held at their start, so two looks compare the same moment.
const COMPUTED_STYLES = `document.getAnimations().forEach((animation) => { animation.pause(); animation.currentTime = 0; });
[...document.querySelectorAll('#root *')].map((element) => {
  const style = getComputedStyle(element);
  const drawn = [...style].filter((name) => !name.startsWith('--'));
  return element.tagName + ' ' + element.className + ' ' + drawn.map((name) => name + ':' + style.getPropertyValue(name)).join(';');
})`;

/** The properties two computed styles of COMPUTED_STYLES differ in. */
function difference(one: string, other: string): string[] {
  const properties = (style: string) => new Set(style.split(';'));
  const [a, b] = [properties(one), properties(other)];
  return [...a]
    .filter((property) => !b.has(property))
    .map((property) => `${property} (not ${[...b].find((p) => p.startsWith(property.split(':')[0]! + ':'))})`);
}

test.for([PHONE, DESKTOP])(
  "each buyer page's first-paint styles draw it as its stylesheets do, %o",
  async (viewport, { browser }) => {
    // Without JavaScript and without the <noscript> links: the page as a phone paints it before its
    // stylesheets arrive (decisions/089). Then the stylesheets are added after it, as the page's loader does.
    const context = await contextIn(browser, 'zh-TW', false);
    await context.route(
      /\/(index|activityevent|eventlist|eventdetails|albumsearch|albumphotodetail|foot)\b/,
      async (route) => {
        const answer = await route.fetch();
        const body = (await answer.text()).replace(/<noscript><link rel="stylesheet".*?<\/noscript>/, '');
        await route.fulfill({ response: answer, body });
      },
    );
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    for (const buyerPage of await buyerPages('zh-TW')) {
      await page.goto(buyerPage.path);
      const firstPaint = (await page.evaluate(COMPUTED_STYLES)) as string[];
      const styles = (await page.evaluate(
        `JSON.parse(document.getElementById('app-code').textContent).styles`,
      )) as string[];
      expect(styles.length, buyerPage.path).toBeGreaterThan(0);
      await page.evaluate(`for (const href of ${JSON.stringify(styles)})
        document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }))`);
      await expect
        .poll(() => page.evaluate(`[...document.styleSheets].filter((sheet) => sheet.href).length`))
        .toBe(styles.length);
      const drawn = (await page.evaluate(COMPUTED_STYLES)) as string[];
      expect(firstPaint.length, buyerPage.path).toBe(drawn.length);
      const differing = firstPaint.flatMap((style, index) => (style === drawn[index] ? [] : [index]));
      expect(
        differing
          .slice(0, 5)
          .map(
            (index) =>
              `${drawn[index]!.split(' ', 2).join(' ')}: ${difference(firstPaint[index]!, drawn[index]!).join(', ')}`,
          ),
        buyerPage.path,
      ).toEqual([]);
    }
    await context.close();
  },
);

test('with JavaScript off, a bib typed on the activity page is searched by the browser itself', async ({ browser }) => {
  // A phone on a slow line shows the drawn page before its code has arrived: the number typed then is not lost.
  const context = await contextIn(browser, 'zh-TW', false);
  const page = await context.newPage();
  const [activityId, bib] = [inject('demoActivityId'), inject('demoBib')];
  await page.goto(`/activityevent/${activityId}`);
  await page.getByLabel('號碼布號碼').fill(bib);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect.poll(() => page.url()).toContain(`/albumsearch/${activityId}?code=${bib}`);
  expect(await page.locator('#root .photo-tile img[src^="/media/"]').count()).toBeGreaterThan(0);
  await context.close();
});

test('a page rendered on the server still behaves as before: search a bib, then put a photo in the cart', async ({
  page,
}) => {
  const bib = inject('demoBib');
  await page.setViewportSize(PHONE);
  await page.goto(`/activityevent/${inject('demoActivityId')}`);
  await page.getByLabel('號碼布號碼').fill(bib);
  await page.getByLabel('號碼布號碼').press('Enter');
  await expect.poll(() => new URL(page.url()).search).toBe(`?code=${bib}`);
  await page.locator('.photo-tile').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/albumphotodetail\/\d+$/);
  // A guest who wants a photo is sent to log in and brought back (the guards work as before). The
  // button is the detail page's own: the search page's tiles, still drawn for a moment after the
  // address changes, carry the same one.
  await page.locator('.photo-detail-side').getByRole('button', { name: '加入購物車' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/albumphotodetail\/\d+/);
});

// A phone's full-width pictures: the 960 px WebP copy, on 2× screens and on 3× ones too (sharp
// enough there, a third of the JPEG's bytes), and never the JPEG it was cut from.
test.for([2, 3])(
  'a phone of %i device pixels per CSS pixel downloads the 960 px copy of a photo, the banner and a race cover',
  async (deviceScaleFactor, { browser }) => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: PHONE, deviceScaleFactor });
    const page = await context.newPage();
    const downloaded: string[] = [];
    page.on('response', (response) => downloaded.push(new URL(response.url()).pathname));
    const paths = (await buyerPages('zh-TW')).map(({ path }) => path);
    const pathOf = (start: string) => paths.find((path) => path.startsWith(start))!;
    const shown = (image: Locator) => image.evaluate((element: { currentSrc: string }) => element.currentSrc);
    for (const [path, picture] of [
      [pathOf('/albumphotodetail/'), '.photo-preview img'],
      ['/index', '.banner-slide img'],
      [pathOf('/eventdetails/'), '.event-details-cover img'],
    ] as const) {
      await page.goto(path);
      const image = page.locator(picture).first();
      await expect.poll(() => shown(image), { message: path }).toMatch(/\.w960\.webp$/);
      // Neither the picture nor its preload asked for the full-size JPEG.
      await page.waitForLoadState('networkidle');
      expect(downloaded, path).not.toContain(new URL(await shown(image)).pathname.replace(/\.w960\.webp$/, ''));
    }
    await context.close();
  },
);

test('HEAD on a buyer page answers as GET does, without a body', async () => {
  const address = `${inject('baseUrl')}/activityevent/${inject('demoActivityId')}`;
  const [head, get] = await Promise.all([fetch(address, { method: 'HEAD' }), fetch(address)]);
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
  expect(await head.text()).toBe('');
  expect(await get.text()).toContain(DEMO_ACTIVITY);
});

test("a phone's first code carries one copy of antd's locales and none of the popup and collapse code the pages load later", async () => {
  const home = await fetch(`${inject('baseUrl')}/index`).then((answer) => answer.text());
  const entry = /\/assets\/index-[\w-]+\.js/.exec(home)?.[0];
  expect(entry).toBeDefined();
  const code = await fetch(`${inject('baseUrl')}${entry}`).then((answer) => answer.text());
  // antd's English pagination text: twice when the locales come as both CommonJS and ES modules.
  expect(code.match(/[`'"]\/ page[`'"]/g)).toHaveLength(1);
  // Names that survive minifying: the popup engine's placement (tooltips' UniqueProvider) and Collapse's class.
  expect(code).not.toContain('popupPlacement');
  expect(code).not.toContain('`collapse`');
});
