import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify.ts';
import { FOOTER_STORAGE_KEY, footPages, setFootPages } from '../lib/stores/footer-store.ts';
import { failure, renderApp, stubApi } from '../testing/test-utils.tsx';
import { loadFooterRoutes } from './footer-routes.ts';

// Its own file: these tests need a page session in which the footer list never arrived.

const oldList = [{ id: 3, title: '關於我們', sgL_RequestUrl: 'about', parentId: 1, sort: 1 }];

describe('a failed footer list (spec §4, §8)', () => {
  beforeEach(() => {
    setFootPages(oldList);
  });

  it.each([
    ['success=false', () => stubApi((path) => (path.endsWith('/Foot/GetAll') ? failure('伺服器忙碌') : undefined))],
    [
      'a network error',
      () => vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))),
    ],
  ])('after %s keeps the old list, adds no routes and says nothing', async (_case, stub) => {
    const messages = [vi.spyOn(notify, 'error'), vi.spyOn(notify, 'warning'), vi.spyOn(notify, 'info')];
    const stored = localStorage.getItem(FOOTER_STORAGE_KEY);
    stub();

    await loadFooterRoutes();
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the network message debounce

    expect(footPages()).toEqual(oldList);
    expect(localStorage.getItem(FOOTER_STORAGE_KEY)).toBe(stored);
    for (const spy of messages) expect(spy).not.toHaveBeenCalled();

    stubApi();
    const { router } = renderApp('/foot/about');
    expect(await screen.findByText('找不到頁面')).toBeInTheDocument();
    expect(router.routes[0]?.children?.some((child) => child.id === 'foot-about')).toBe(false);
  });
});
