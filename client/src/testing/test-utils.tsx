import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/router.tsx';
import { pageRoutes, type PageRoute } from '../app/routes.ts';
import { getSession, saveLogin, type SessionUser } from '../lib/session.ts';

/** A JSON answer in ABP's envelope. */
export function envelope(result: unknown, status = 200): Response {
  return jsonResponse({ success: true, result, error: null, unAuthorizedRequest: false, __abp: true }, status);
}

/** A refusal in ABP's envelope (success=false) carrying `message`. */
export function failure(message: string, status = 400): Response {
  return jsonResponse(
    {
      success: false,
      result: null,
      error: { code: 0, message, details: null },
      unAuthorizedRequest: status === 401,
      __abp: true,
    },
    status,
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** What the layout asks for on every page (header links, footer list): empty unless a test answers. */
const LAYOUT_ENDPOINTS = ['/api/services/app/Header/GetAll', '/api/services/app/Foot/GetAll'];

/**
 * What a member's pages ask besides their own data (the header's cart badge, the buy buttons'
 * states, the bundle offer over bib results): an empty cart, nothing bought and no bundle unless a
 * test answers.
 */
const MEMBER_DEFAULTS: Record<string, unknown> = {
  '/api/services/app/Shop/getShopCartList': { items: [], bundles: [], totalCount: 0, totalAmount: 0 },
  '/api/services/app/Shop/GetMyPhotoStates': { items: [] },
  '/api/services/app/Shop/GetBundleOffer': null,
  '/api/services/app/FaceSearch/GetMyHidden': { totalCount: 0, items: [] },
};

/**
 * Replaces fetch with a function of the request's path (and the init it got). A path the handler
 * does not answer (undefined) fails the test, so a misspelt endpoint cannot pass as an empty page;
 * the layout's own calls get an empty list.
 */
const ADMIN_MENUS = '/api/services/app/AdminMenu/GetMyMenus';
const CURRENT_RIGHTS = '/api/services/app/Session/GetCurrentLoginInformations';
/** The header's notification badge, asked on every admin page: none unread unless a test answers. */
const ADMIN_UNREAD = '/api/services/app/AdminNotification/GetUnreadCount';

/**
 * The back-office menu of an admin who may do everything: each admin page of the route table as
 * one entry. The frame asks for it on every admin page; tests of a narrower role answer it
 * themselves.
 */
function fullAdminMenus() {
  const menus = pageRoutes
    .filter((route) => route.access === 'admin' && !route.path.includes(':'))
    .map((route) => ({ key: route.path, title: route.title[0], path: route.path, icon: null, children: [] }));
  return { permissions: [], menus };
}

export function stubApi(
  handler: (path: string, init: RequestInit | undefined) => Response | undefined = () => undefined,
) {
  const unanswered = new Set<string>();
  // Checked once the test and its clean-up are over, so a failure here still unmounts the app.
  onTestFinished(() => {
    if (unanswered.size) throw new Error(`The test called endpoints it does not answer: ${[...unanswered].join(', ')}`);
  });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const answer = handler(pathname, init);
    if (answer) return answer;
    if (LAYOUT_ENDPOINTS.includes(pathname)) return envelope({ totalCount: 0, items: [] });
    if (pathname in MEMBER_DEFAULTS) return envelope(MEMBER_DEFAULTS[pathname]);
    if (pathname === ADMIN_MENUS) return envelope(fullAdminMenus());
    if (pathname === ADMIN_UNREAD) return envelope({ unreadCount: 0 });
    // Asked when a guard is about to refuse, or a 403 names a right: unchanged unless a test answers.
    if (pathname === CURRENT_RIGHTS) return envelope(getSession()?.user ?? null);
    unanswered.add(`${init?.method ?? 'GET'} ${pathname}`);
    return failure(`No answer for ${pathname} in this test`, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The back-office menu of a narrower role than the default one: answer it before the test's own paths. */
export function answerAdminMenus(path: string, menus: unknown, permissions: string[] = []): Response | undefined {
  return path === ADMIN_MENUS ? envelope({ permissions, menus }) : undefined;
}

/** Pages see a phone (under 768 px): what use-is-mobile and the layout ask through matchMedia. */
export function atPhoneWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('max-width: 767'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** A photo as the catalogue's answers show it, with what a test cares about in `overrides`. */
export function cataloguePhoto(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    coId: 1,
    thumbnailUrl: `/media/t${id}.jpg`,
    previewUrl: `/media/p${id}.jpg`,
    // Processed before the phone copies existed.
    thumbnailSrcSet: null,
    previewSrcSet: null,
    width: 1600,
    height: 1067,
    takenAt: '2026-11-01T00:00:00Z',
    price: 169,
    ...overrides,
  };
}

export function loginAs(user: Partial<SessionUser> = {}) {
  return saveLogin({
    accessToken: 'test-token',
    userId: 1,
    displayName: '測試會員',
    avatarUrl: null,
    isAdmin: false,
    photographerAuth: false,
    photographerAuthStatus: '',
    ...user,
  });
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the whole app (providers, layout, guards) at `path` with an in-memory router. */
export function renderApp(path: string, table?: PageRoute[]) {
  const router = createAppRouter({ initialEntries: [path], table });
  const queryClient = testQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, ...view };
}

/** A route table line whose page shows `text` as its heading. */
export function stubPage(path: string, access: PageRoute['access'], text: string): PageRoute {
  return { path, access, title: [text, text], page: async () => ({ default: () => <h1>{text}</h1> }) };
}
