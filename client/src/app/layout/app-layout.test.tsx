import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atPhoneWidth, envelope, loginAs, renderApp, stubApi, stubPage } from '../../testing/test-utils.tsx';
import { api } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { pageRoutes, type PageRoute } from '../routes.ts';

// The site guide's line of the real route table, with a stand-in page.
const guide = {
  ...pageRoutes.find((route) => route.path === '/information')!,
  ...stubPage('/information', 'public', 'guide'),
};
// The cart's line too: its pay button spans a phone's width, so nothing floats over it.
const cart = { ...pageRoutes.find((route) => route.path === '/checkout')!, ...stubPage('/checkout', 'public', 'cart') };
const table = [stubPage('/index', 'public', 'home'), guide, cart, stubPage('/eventlist', 'public', 'events')];

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('site layout (spec §2)', () => {
  beforeEach(() => {
    scrollTo(0);
  });

  it('shows TOP only after 20 px of scrolling, and the go-home button', async () => {
    stubApi();
    renderApp('/eventlist', table);
    await screen.findByRole('heading', { name: 'events' });
    expect(screen.getByRole('button', { name: '回首頁' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回到頂端' })).not.toBeInTheDocument();

    scrollTo(20);
    expect(screen.queryByRole('button', { name: '回到頂端' })).not.toBeInTheDocument();
    scrollTo(21);
    const top = screen.getByRole('button', { name: '回到頂端' });

    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    await userEvent.click(top);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('has no floating buttons on the site guide', async () => {
    stubApi();
    renderApp('/information', table);
    await screen.findByRole('heading', { name: 'guide' });
    scrollTo(500);
    expect(screen.queryByRole('button', { name: '回首頁' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回到頂端' })).not.toBeInTheDocument();
  });

  it('has no floating buttons in the cart, and no go-home button at home', async () => {
    stubApi();
    const { unmount } = renderApp('/checkout', table);
    await screen.findByRole('heading', { name: 'cart' });
    scrollTo(500);
    expect(screen.queryByRole('button', { name: '回首頁' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回到頂端' })).not.toBeInTheDocument();
    unmount();

    renderApp('/index', table);
    await screen.findByRole('heading', { name: 'home' });
    expect(screen.queryByRole('button', { name: '回首頁' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '回到頂端' })).toBeInTheDocument();
  });

  it('goes home from the go-home button', async () => {
    stubApi();
    const { router } = renderApp('/eventlist', table);
    await userEvent.click(await screen.findByRole('button', { name: '回首頁' }));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index');
  });

  it("takes the navigation from the admin's header links", async () => {
    stubApi((path) =>
      path.endsWith('/Header/GetAll')
        ? envelope({ totalCount: 1, items: [{ id: 1, title: '賽事照片', url: '/eventlist', sort: 1 }] })
        : undefined,
    );
    renderApp('/index', table);
    expect(await screen.findByRole('link', { name: '賽事照片' })).toHaveAttribute('href', '/eventlist');
    expect(screen.queryByRole('link', { name: '攝影師排行' })).not.toBeInTheDocument();
  });

  it('offers login with a way back for guests, and the account menu with logout for members', async () => {
    stubApi();
    const { router, unmount } = renderApp('/eventlist', table);
    expect(await screen.findByRole('link', { name: '登入' })).toHaveAttribute('href', '/login?redirect=%2Feventlist');
    unmount();

    loginAs({ displayName: '王小明' });
    renderApp('/eventlist', table);
    // Wait for the menu's code to replace the stand-in button.
    await waitFor(() => expect(screen.getByRole('button', { name: /王小明/ })).toHaveClass('ant-dropdown-trigger'));
    await userEvent.click(screen.getByRole('button', { name: /王小明/ }));
    await userEvent.click(await screen.findByText('登出'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/eventlist'); // the first app is gone
  });

  it(
    "logs out of a member page without asking the server for that member's data again",
    { timeout: 30_000 },
    async () => {
      const member = '/api/services/app/MemEmber/GetMyPhotographerApplication';
      const fetchMock = stubApi((path) => (path === member ? envelope(null) : undefined));
      loginAs({ displayName: '王小明' });
      // A member page that shows the member's own data and name.
      const memberPage: PageRoute = {
        path: '/mine',
        access: 'login',
        title: ['我的', 'Mine'],
        page: async () => ({
          default: function Mine() {
            const session = useSession();
            const mine = useQuery({ queryKey: ['mine'], queryFn: () => api.get(member, { silent: true }) });
            return <h1>{mine.isSuccess ? `${session?.user.displayName ?? ''}的資料` : '載入中'}</h1>;
          },
        }),
      };
      const { router } = renderApp('/mine', [memberPage, stubPage('/login', 'public', '登入頁')]);
      await screen.findByRole('heading', { name: '王小明的資料' }, { timeout: 20_000 });
      await waitFor(() => expect(screen.getByRole('button', { name: /王小明/ })).toHaveClass('ant-dropdown-trigger'));
      await userEvent.click(screen.getByRole('button', { name: /王小明/ }));
      await userEvent.click(await screen.findByText('登出'));

      await screen.findByRole('heading', { name: '登入頁' });
      expect(router.state.location.search).toBe(''); // not sent there as a session that expired
      expect(localStorage.getItem('token')).toBeNull();
      const asked = fetchMock.mock.calls.filter(
        ([url]) => new URL(String(url), 'http://localhost').pathname === member,
      );
      expect(asked).toHaveLength(1);
    },
  );
});

describe('first load', () => {
  it("draws the site's frame and the page's outline before the page's code has arrived", async () => {
    stubApi();
    type PageModule = { default: ComponentType };
    let arrive: (page: PageModule) => void = () => {};
    const slowPage = {
      ...stubPage('/index', 'public', 'home'),
      page: () => new Promise<PageModule>((resolve) => (arrive = resolve)),
    };
    renderApp('/index', [slowPage]);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '載入中…' })).toHaveClass('page-skeleton');
    expect(screen.queryByRole('heading', { name: 'home' })).not.toBeInTheDocument();

    arrive({ default: () => <h1>home</h1> });
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '載入中…' })).not.toBeInTheDocument();
  });
});

describe('messages', () => {
  it('stacks at most two at a time (spec §9)', async () => {
    stubApi();
    renderApp('/eventlist', table);
    await screen.findByRole('heading', { name: 'events' });
    act(() => {
      notify.error('第一則');
      notify.error('第二則');
      notify.error('第三則');
    });
    await screen.findByText('第三則');
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(2));
    expect(screen.queryByText('第一則')).not.toBeInTheDocument();
  });
});

describe('mobile layout (under 768 px)', () => {
  it('folds the navigation into a menu', async () => {
    atPhoneWidth();
    stubApi();
    renderApp('/index', table);
    await screen.findByRole('heading', { name: 'home' });
    expect(screen.queryByRole('link', { name: '賽事行事曆' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '選單' }));

    expect(await screen.findByRole('link', { name: '賽事行事曆' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登入' })).toBeInTheDocument();
  });
});
