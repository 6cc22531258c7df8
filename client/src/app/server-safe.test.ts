// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The buyer pages are to be rendered on the server (issue 32): the modules they need must load in
// Node, where a browser global read while a module loads would take the whole renderer down.

/** What a browser has and Node does not; reading one at import throws here. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
  'matchMedia',
  'requestAnimationFrame',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'HTMLElement',
];

const BUYER_MODULES: Record<string, () => Promise<unknown>> = {
  router: () => import('./router.tsx'),
  provider: () => import('./provider.tsx'),
  'table of server-rendered pages': () => import('./server-pages.ts'),
  'server renderer': () => import('../entry-server.tsx'),
  'home page': () => import('../features/catalogue/pages/home-page.tsx'),
  'activity page': () => import('../features/catalogue/pages/activity-page.tsx'),
  'event list page': () => import('../features/catalogue/pages/event-list-page.tsx'),
  'event details page': () => import('../features/catalogue/pages/event-details-page.tsx'),
  'bib search page': () => import('../features/catalogue/pages/bib-search-page.tsx'),
  'photo detail page': () => import('../features/catalogue/pages/photo-detail-page.tsx'),
  'footer page': () => import('../features/footer/pages/foot-page.tsx'),
};

describe('the buyer pages load on a server', () => {
  beforeEach(() => {
    // (Again for each test: the setup restores stubbed globals after each.) Node 21+ has its own navigator (a user agent, no share, no language choice): hide it as well,
    // so code reading it at import fails here rather than answering wrongly on the server.
    vi.stubGlobal('navigator', undefined);
  });

  it('runs where the browser globals are missing', () => {
    const present = BROWSER_GLOBALS.filter((name) => (globalThis as Record<string, unknown>)[name] !== undefined);
    expect(present).toEqual([]);
  });

  it.each(Object.keys(BUYER_MODULES))('imports the %s without touching a browser global', async (name) => {
    await expect(BUYER_MODULES[name]!()).resolves.toBeTypeOf('object');
  });
});
