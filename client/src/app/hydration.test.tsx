import { waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server.node';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { plan, prepare, render } from '../entry-server.tsx';
import { i18n, LANGUAGE_STORAGE_KEY } from '../lib/i18n.ts';
import { queryClient } from '../lib/react-query.ts';
import { SERVER_STATE_ID } from '../lib/server-state.ts';
import {
  answersFor,
  footContent,
  htmlOf,
  pageActivity,
  pageEvent,
  pagePhoto,
  serverAnswer,
} from './testing/server-render.ts';
import { atPhoneWidth, cataloguePhoto, envelope, loginAs, stubApi } from '../testing/test-utils.tsx';
import { startApp } from './start.tsx';
import { buyerPageAnswer } from './testing/buyer-pages.ts';
import { resetSharedObserver } from '../components/ui/use-in-view.ts';
import { FIRST_RENDER_TILES } from '../features/catalogue/components/photographer-results.tsx';

// The browser taking over a page the server rendered (issue 32): React's development build
// reports any difference between the server's HTML and the browser's first render (a text, an
// attribute, a missing element) with console.error, and draws the page again. None may happen, in
// either language, logged in or out, at a phone's width or a desktop's, with the server in UTC and
// the phone in Taipei; and the browser must not ask again for what the page came with.

const ORIGIN = 'http://localhost:3000';
let root: Root | undefined;
let errors: MockInstance<typeof console.error>;

beforeAll(async () => {
  await prepare();
}, 60_000);

beforeEach(() => {
  // Hydration runs as in a browser: React's act() warnings are for tests driving updates themselves.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  root?.unmount();
  root = undefined;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetSharedObserver();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  queryClient.clear();
  await i18n.changeLanguage('zh-TW');
});

/**
 * The server's renderer runs in this test's JavaScript realm, not in another process: it leaves the
 * last page's context values set on React's shared context objects (the browser would then believe
 * it is inside a router already). One more render, of nothing, sets them back.
 */
async function forgetServerRender() {
  await new Promise<void>((resolve) => {
    renderToPipeableStream(<i />, { onAllReady: resolve });
  });
}

/**
 * Also an artefact of the one realm: React's server renderer marks every context it rendered as
 * its own, so the browser's renderer, meeting the same context objects, warns of two renderers.
 * In production they never share a process; every other error still fails the test.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider.';
const reportedErrors = () =>
  errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => !text.startsWith(TWO_RENDERERS));

/** A browser's observer for a page whose pictures never come near the screen. */
class DistantObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The lists of the home page and the race calendar with a picture in each (banners, covers). */
const pictured = (path: string) =>
  /\/(Banner\/GetAll|Activity\/GetIndex|Activity\/GetAll)$/.test(path) ? buyerPageAnswer(path) : undefined;

const requestOf = (method: string, target: string, body: unknown) => `${method} ${target} ${String(body ?? '')}`;

/** The server's answer to the page at `url`, in a document as the browser receives it. */
async function servedPage(url: string, language: 'zh-TW' | 'en', answer: (path: string) => unknown) {
  vi.stubEnv('TZ', 'UTC');
  const pagePlan = plan(url, language)!;
  const page = (await render(pagePlan, { origin: ORIGIN, results: answersFor(pagePlan, answer) }))!;
  const html = await htmlOf(page);
  await forgetServerRender();
  vi.stubEnv('TZ', 'Asia/Taipei');
  // A browser has an IntersectionObserver (the server has none): the first pictures stay far away.
  vi.stubGlobal('IntersectionObserver', DistantObserver);
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`;
  window.history.replaceState(null, '', url);
  // The requests the page came with answers for: the browser must not send them again.
  const answered = pagePlan.reads.map(({ method, target, body }) => requestOf(method, target, body));
  return { container: document.getElementById('root')!, answered, html };
}

/**
 * Starts the app over the served page and waits until React has taken it over. `thenIn`: the
 * language this browser chose, which the page switches to once taken over (asking again for its data).
 * `answer`: the reads' answers where they differ from the pages' usual ones.
 */
async function hydrated(
  url: string,
  language: 'zh-TW' | 'en',
  heading: string,
  { thenIn, answer = pictured }: { thenIn?: 'zh-TW' | 'en'; answer?: (path: string) => unknown } = {},
) {
  const fetchMock = stubApi((path) => {
    if (path.endsWith('/Favorite/GetIds')) return envelope({ photoIds: [], activityIds: [] });
    // What the pages ask for once taken over (filters, the keyword list, browsing by place): none.
    if (/\/(CommonType\/GetAll|Activity\/GetIndex|GetActivityPhotosByPlaceAndTime)$/.test(path)) {
      return envelope({ totalCount: 0, items: [] });
    }
    const result = answer(path) ?? serverAnswer(path);
    return result === undefined ? undefined : envelope(result);
  });
  const { container, answered } = await servedPage(url, language, answer);
  const drawnByServer = [...container.querySelectorAll('h1')].find((element) => element.textContent === heading);
  expect(drawnByServer, `the server's HTML has the heading ${heading}`).toBeDefined();

  root = await startApp(container);
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
  // Whatever the first renders set off (a member's cart, idle chunks) has its turn.
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect(reportedErrors()).toEqual([]);
  // The server's elements were taken over, not drawn again.
  expect(container.contains(drawnByServer!)).toBe(true);
  // Only a switch to another language asks again for what the page came with, in that language.
  const askedAgain = fetchMock.mock.calls.filter(([input, init]) =>
    answered.includes(requestOf(init?.method ?? 'GET', String(input), init?.body)),
  );
  const culturesAskedIn = askedAgain.map(([, init]) => new Headers(init?.headers).get('.AspNetCore.Culture'));
  if (thenIn) expect(culturesAskedIn.length).toBeGreaterThan(0);
  expect(culturesAskedIn.filter((culture) => culture !== `c=${thenIn}|uic=${thenIn}`)).toEqual([]);
  return { container, fetchMock };
}

describe('a page the server rendered', () => {
  it("is taken over as it is: a photo's page, for a guest", async () => {
    const { container } = await hydrated('/albumphotodetail/1', 'zh-TW', pagePhoto.activity.sgL_Title);
    expect(container).toHaveTextContent('NT$189');
    expect(container).toHaveTextContent('2026-11-01 08:00:00');
  });

  it('in English, for a member, whose cart and photo states are then asked for', async () => {
    loginAs();
    const { container, fetchMock } = await hydrated('/albumphotodetail/1', 'en', pagePhoto.activity.sgL_Title);
    expect(container).toHaveTextContent('The preview is watermarked');
    await waitFor(() => expect(container.querySelector('.cart-link')).not.toBeNull());
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/Shop/getShopCartList'))).toBe(true),
    );
  });

  it('at a phone’s width: the home page keeps only ☰ once taken over', async () => {
    atPhoneWidth();
    const { container } = await hydrated('/index', 'zh-TW', '找到你的賽事照片');
    await waitFor(() => expect(container.querySelector('.site')).toHaveClass('site-mobile'));
    expect(container.querySelector('nav.site-nav')).toBeNull();
  });

  it.each([
    ['/eventdetails/3', 'en', pageEvent.sgL_Title],
    ['/eventlist', 'zh-TW', '賽事行事曆'],
    ['/activityevent/5', 'zh-TW', pageActivity.sgL_Title],
    ['/albumsearch/5?code=3974', 'en', 'Photos of bib 3974'],
  ] as const)('%s in %s', async (url, language, heading) => {
    await hydrated(url, language, heading);
  });

  it('a bib with a full page of photos: the server draws the first tiles, the browser the rest once it has taken over', async () => {
    // Two photographers, the second's photos all past the first render's tiles.
    const photographers = [
      { id: 9, displayName: '阿明', avatarUrl: null },
      { id: 10, displayName: '小華', avatarUrl: null },
    ];
    const albums = photographers.map((photographer, index) => ({
      coId: index + 1,
      albumName: `終點 ${index + 1}`,
      cameraPoint: null,
      photographer,
      photos: Array.from({ length: 20 }, (_, photo) => ({
        ...cataloguePhoto(index * 20 + photo + 1),
        bibMatch: { bib: '3974', confidence: 1, sources: [] },
      })),
    }));
    const answer = (path: string) =>
      path.endsWith('/GetPhotoGalleryListNew') ? { totalCount: 40, items: albums } : pictured(path);
    const { html } = await servedPage('/albumsearch/5?code=3974', 'zh-TW', answer);
    expect(html.match(/class="photo-tile"/g)).toHaveLength(FIRST_RENDER_TILES);
    expect(html).not.toContain('小華');
    document.body.innerHTML = '';

    const { container } = await hydrated('/albumsearch/5?code=3974', 'zh-TW', '號碼布 3974 的照片', { answer });
    await waitFor(() => expect(container.querySelectorAll('.photo-tile')).toHaveLength(40));
    expect(container.querySelectorAll('.photographer-section')).toHaveLength(2);
    expect(reportedErrors()).toEqual([]);
  });

  it('in the language the server wrote, then in the one this browser chose, once taken over', async () => {
    // The browser chose English in another tab, whose cookie the server has not seen.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { container } = await hydrated('/eventlist', 'zh-TW', '賽事行事曆', { thenIn: 'en' });
    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Race calendar'));
  });

  it('a footer page, with its route there from the start', async () => {
    const { container } = await hydrated('/foot/faq', 'zh-TW', footContent.title);
    expect(container).toHaveTextContent('賽後三天內');
  });
});
