import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { getFootPages } from '../features/footer/api/get-foot-pages.ts';
import { footPages, setFootPages, type FootPage } from '../lib/stores/footer-store.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

// Footer pages are routes the admin creates (spec §2, §4): at start-up the client fetches their
// list into the persisted footer store; each becomes the route /foot/{sgL_RequestUrl}, added to
// the router the first time it is visited (React Router's patchRoutesOnNavigation).

export const FOOT_PREFIX = '/foot/';

let loaded: Promise<void> = Promise.resolve();
let listFetched = false;

/**
 * Fetches the list. A failed fetch or success=false keeps the stored list, adds no routes and
 * tells the user nothing (spec §8).
 */
export function loadFooterRoutes(): Promise<void> {
  loaded = getFootPages().then(
    (answer) => {
      setFootPages(answer.items);
      listFetched = true;
    },
    () => undefined,
  );
  return loaded;
}

/**
 * The list as the server sent it with its HTML (lib/server-state.ts): the routes exist from the
 * start, with no fetch, and the footer the browser hydrates is the one the server drew.
 */
export function seedFooterRoutes(pages: FootPage[]): void {
  setFootPages(pages);
  listFetched = true;
  loaded = Promise.resolve();
}

/** 'foot-' plus the request URL with slashes turned into hyphens. */
export function footRouteName(requestUrl: string): string {
  return `foot-${requestUrl.replace(/\//g, '-')}`;
}

// Characters React Router would read as a parameter, a wildcard or an optional mark.
const ROUTABLE = /^[^:*?#\s]+$/;

/** The page's module, for a render that must not suspend (a server's, a hydration). */
export const loadFootPage = () => import('../features/footer/pages/foot-page.tsx');

// Fetched when first drawn, inside the layout's Suspense, like the other public pages.
const LazyFootPage = lazy(loadFootPage);

/** `Component`: the page itself where it is already loaded. */
export function footRoute(page: FootPage, Component: ComponentType = LazyFootPage): RouteObject {
  const name = footRouteName(page.sgL_RequestUrl);
  const handle: RouteHandle = { name, requestUrl: page.sgL_RequestUrl };
  return { id: name, path: `${FOOT_PREFIX}${page.sgL_RequestUrl}`, handle, Component };
}

/** The request URL a /foot/... path asks for ('about/privacy'), or null. */
export function footRequestUrlOf(pathname: string): string | null {
  if (!pathname.toLowerCase().startsWith(FOOT_PREFIX)) return null;
  try {
    return decodeURIComponent(pathname.slice(FOOT_PREFIX.length)).replace(/\/+$/, '') || null;
  } catch {
    return null;
  }
}

/** The footer page a /foot/... path names in `pages`, if it can be a route. */
export function footPageOf(pathname: string, pages: FootPage[]): FootPage | null {
  const requestUrl = footRequestUrlOf(pathname)?.toLowerCase();
  if (!requestUrl) return null;
  const page = pages.find((candidate) => candidate.sgL_RequestUrl.toLowerCase() === requestUrl);
  return page && ROUTABLE.test(page.sgL_RequestUrl) ? page : null;
}

/** The route for a /foot/... path, once the start-up list has arrived and names it. */
export async function footRouteFor(pathname: string): Promise<RouteObject | null> {
  if (!pathname.toLowerCase().startsWith(FOOT_PREFIX)) return null;
  await loaded;
  if (!listFetched) return null;
  const page = footPageOf(pathname, footPages());
  return page ? footRoute(page) : null;
}
