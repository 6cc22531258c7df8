import type { ComponentType } from 'react';
import { catalogueReads, catalogueSearchKeys } from '../features/catalogue/api/first-requests.ts';
import { footContentRead, footPagesRequest } from '../features/footer/api/first-requests.ts';
import { matchRoutes, type PageRead } from '../lib/early-answers.ts';
import { headerLinksRead } from './layout/api/get-header-links.ts';
import { FOOT_PREFIX, footRequestUrlOf, loadFootPage } from './footer-routes.ts';
import { pageRoutes } from './routes.ts';

export { footContentKey } from '../features/footer/api/first-requests.ts';

// THE PAGES A SERVER RENDERS (issue 32): the buyer pages, each with the reads its first screen
// needs. The server makes the reads through the API's own route handlers and renders the page with
// the answers (entry-server.tsx); every other page gets the app's empty shell, as before.

/** A page rendered on the server, as `pageFor` finds it for a URL. */
export interface ServerPage {
  /** The route table's path ('/albumphotodetail/:id?'), or FOOT_PREFIX for a footer page. */
  routePath: string;
  /** For a footer page: the request URL it was asked by (matched against the footer list later). */
  footRequestUrl?: string;
  /** The page's reads, after the layout's. */
  reads: PageRead[];
}

/**
 * Read for every page before the page's own: the header's links (into the query cache), then the
 * footer's pages (the footer, and the route of a footer page).
 */
export const LAYOUT_READS = { headerLinks: headerLinksRead, footPages: footPagesRequest } as const;

/** The route table's line of a page the catalogue's table plans ('/eventdetails/:eventId' → '/eventdetails/:eventId?'). */
function routePathOf(planned: string): string | undefined {
  return pageRoutes.find((route) => route.path.replace(/\?$/, '') === planned)?.path;
}

/**
 * The address of a server-rendered page as the page reads it: its path and only the query
 * parameters it reads, sorted (`/albumsearch/5?page=2&utm_source=x&code=7` →
 * `/albumsearch/5?code=7&page=2`); null for any other page. Addresses with the same page address
 * draw the same page, so the server renders it with this address and keeps one copy for them all.
 */
export function pageAddress(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  if (footRequestUrlOf(pathname) !== null) return pathname;
  const match = matchRoutes(Object.keys(catalogueReads), pathname);
  if (!match) return null;
  const read = catalogueSearchKeys[match.routePath] ?? [];
  const search = new URLSearchParams([...searchParams].filter(([key]) => read.includes(key)));
  search.sort();
  return search.size > 0 ? `${pathname}?${search.toString()}` : pathname;
}

/**
 * The server-rendered page at `url` (path and query), or null: a page not in this table, or one
 * whose address names nothing to read (an id that is not a number), which the app then shows as
 * it does today.
 */
export function pageFor(url: string): ServerPage | null {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  const footRequestUrl = footRequestUrlOf(pathname);
  if (footRequestUrl !== null)
    return { routePath: FOOT_PREFIX, footRequestUrl, reads: [footContentRead(footRequestUrl)] };
  const match = matchRoutes(Object.keys(catalogueReads), pathname);
  if (!match) return null;
  const routePath = routePathOf(match.routePath);
  const reads = catalogueReads[match.routePath]!(match.params, searchParams);
  return routePath && reads.length > 0 ? { routePath, reads } : null;
}

/** Every server-rendered page's module, by route path (loaded before rendering, never suspended). */
export function serverPageModules(): Record<string, () => Promise<{ default: ComponentType }>> {
  const modules: Record<string, () => Promise<{ default: ComponentType }>> = { [FOOT_PREFIX]: loadFootPage };
  for (const planned of Object.keys(catalogueReads)) {
    const route = pageRoutes.find((entry) => entry.path === routePathOf(planned));
    if (route?.page) modules[route.path] = route.page;
  }
  return modules;
}
