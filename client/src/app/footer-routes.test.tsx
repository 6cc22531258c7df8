import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_STORAGE_KEY } from '../lib/stores/footer-store.ts';
import { envelope, renderApp, stubApi } from '../testing/test-utils.tsx';
import { footRouteName, loadFooterRoutes } from './footer-routes.ts';

const pages = [
  { id: 11, title: '隱私權政策', sgL_RequestUrl: 'about/privacy', parentId: 1, sort: 1 },
  { id: 12, title: '常見問題', sgL_RequestUrl: 'faq', parentId: 1, sort: 2 },
];

function stubFooter(list = pages) {
  return stubApi((path) => {
    if (path === '/api/services/app/Foot/GetAll') return envelope({ totalCount: list.length, items: list });
    if (path === '/api/services/app/Foot/getContent') {
      return envelope({
        footLinkId: 11,
        title: '隱私權政策',
        sgL_RequestUrl: 'about/privacy',
        content: '<h2>個人資料保護</h2><img src="x.png" onerror="alert(1)"><script>alert(2)</script><p>內文</p>',
        // Early morning of 1 November in Taiwan, still 31 October in UTC.
        updatedAt: '2026-10-31T20:00:00.000Z',
      });
    }
    return undefined;
  });
}

describe('footer pages (spec §2, §4)', () => {
  it('names routes foot- plus the address with slashes as hyphens', () => {
    expect(footRouteName('about/privacy')).toBe('foot-about-privacy');
    expect(footRouteName('faq')).toBe('foot-faq');
  });

  it('fetches the visible list at start-up and keeps it in the persisted store', async () => {
    const fetchMock = stubFooter();
    await loadFooterRoutes();

    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toBe('/api/services/app/Foot/GetAll?SGL_IsShow=true&SkipCount=0&MaxResultCount=999');
    const stored = JSON.parse(localStorage.getItem(FOOTER_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored.RouteList).toEqual(pages);
    expect(stored).toHaveProperty('Footcontent');
  });

  it('serves each item at /foot/{sgL_RequestUrl} with its title and sanitised content', async () => {
    const fetchMock = stubFooter();
    await loadFooterRoutes();
    const { router } = renderApp('/foot/about/privacy');

    expect(await screen.findByRole('heading', { name: '個人資料保護' })).toBeInTheDocument();
    expect(screen.getByText('內文')).toBeInTheDocument();
    expect(screen.getByText('最後更新：2026-11-01')).toBeInTheDocument();
    expect(document.title).toBe('隱私權政策 | 運動相簿');
    expect(document.querySelector('.rich-text script')).toBeNull();
    expect(document.querySelector('.rich-text img')?.hasAttribute('onerror')).toBe(false);
    const content = fetchMock.mock.calls.find(([input]) => String(input).includes('getContent'));
    expect(String(content?.[0])).toContain('sgL_RequestUrl=about%2Fprivacy');

    const route = router.routes[0]?.children?.find((child) => child.id === 'foot-about-privacy');
    expect(route?.path).toBe('/foot/about/privacy');
    expect(route?.handle).toMatchObject({ name: 'foot-about-privacy', requestUrl: 'about/privacy' });

    // Every item is linked from the footer.
    expect(screen.getByRole('link', { name: '常見問題' })).toHaveAttribute('href', '/foot/faq');
  });

  it('opens a page that only the list being fetched names: a first visit straight to it waits', async () => {
    const refund = { id: 13, title: '退款政策', sgL_RequestUrl: 'refund', parentId: 1, sort: 3 };
    stubFooter([...pages, refund]);
    // As at start-up: the router starts while the list is still on its way.
    void loadFooterRoutes();
    renderApp('/foot/refund');
    expect(await screen.findByRole('heading', { name: '個人資料保護' })).toBeInTheDocument();
    expect(document.title).toBe('退款政策 | 運動相簿');
  });

  it('shows the not-found page for a /foot/ address that is not in the list', async () => {
    stubFooter();
    await loadFooterRoutes();
    const { router } = renderApp('/foot/no-such-page');
    expect(await screen.findByText('找不到頁面')).toBeInTheDocument();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.routes[0]?.children?.some((child) => child.id === 'foot-no-such-page')).toBe(false);
  });
});
