import type { RouteObject } from 'react-router-dom';
import { getFootPages } from '../features/footer/api/get-foot-pages.ts';
import { findFootPage, setFootPages, type FootPage } from '../lib/stores/footer-store.ts';
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

/** 'foot-' plus the request URL with slashes turned into hyphens. */
export function footRouteName(requestUrl: string): string {
  return `foot-${requestUrl.replace(/\//g, '-')}`;
}

// Characters React Router would read as a parameter, a wildcard or an optional mark.
const ROUTABLE = /^[^:*?#\s]+$/;

export function footRoute(page: FootPage): RouteObject {
  const name = footRouteName(page.sgL_RequestUrl);
  const handle: RouteHandle = { name, requestUrl: page.sgL_RequestUrl };
  return {
    id: name,
    path: `${FOOT_PREFIX}${page.sgL_RequestUrl}`,
    handle,
    lazy: async () => ({ Component: (await import('../features/footer/pages/foot-page.tsx')).default }),
  };
}

/** The route for a /foot/... path, once the start-up list has arrived and names it. */
export async function footRouteFor(pathname: string): Promise<RouteObject | null> {
  if (!pathname.toLowerCase().startsWith(FOOT_PREFIX)) return null;
  await loaded;
  if (!listFetched) return null;
  const requestUrl = decodeURIComponent(pathname.slice(FOOT_PREFIX.length)).replace(/\/+$/, '');
  const page = findFootPage(requestUrl);
  return page && ROUTABLE.test(page.sgL_RequestUrl) ? footRoute(page) : null;
}
