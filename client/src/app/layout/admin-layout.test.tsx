import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { getSession } from '../../lib/session.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { atPhoneWidth, envelope, loginAs, renderApp, stubApi, stubPage } from '../../testing/test-utils.tsx';

const table = [
  stubPage('/login', 'public', '登入頁'),
  stubPage('/admin/index', 'admin', '儀表板頁'),
  stubPage('/admin/OrderList', 'admin', '訂單列表頁'),
  stubPage('/admin/OrderDetails/:id?', 'admin', '訂單詳情'),
  stubPage('/admin/Banner', 'admin', '橫幅頁'),
];

/** The Finance role's tree, in the language the request asked for. */
function financeMenus(english: boolean) {
  return {
    permissions: ['Pages.Orders'],
    menus: [
      {
        key: 'dashboard',
        title: english ? 'Dashboard' : '首頁',
        path: '/admin/index',
        icon: 'HomeOutlined',
        children: [],
      },
      {
        key: 'orders',
        title: english ? 'Orders' : '訂單管理',
        path: null,
        icon: 'ShoppingCartOutlined',
        children: [
          {
            key: 'order-list',
            title: english ? 'Order list' : '訂單列表',
            path: '/admin/OrderList',
            icon: 'UnorderedListOutlined',
            children: [],
          },
        ],
      },
    ],
  };
}

function stubMenus() {
  return stubApi((path, init) => {
    if (path !== '/api/services/app/AdminMenu/GetMyMenus') return undefined;
    const culture = new Headers(init?.headers).get('.aspnetcore.culture') ?? '';
    return envelope(financeMenus(culture.includes('en')));
  });
}

// The first render fetches antd's back-office components: slow on a busy machine.
describe('back-office frame', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await setLanguage('zh-TW');
    loginAs({ isAdmin: true, displayName: '財務小林' });
  });

  it("shows the role's menu entries only, with the admin's name", async () => {
    stubMenus();
    renderApp('/admin/OrderList', table);
    expect(await screen.findByRole('heading', { name: '訂單列表頁' }, { timeout: 15_000 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '管理後台' });
    expect(within(menu).getByRole('link', { name: '訂單列表' })).toHaveAttribute('href', '/admin/OrderList');
    expect(within(menu).getByRole('link', { name: /首頁/ })).toHaveAttribute('href', '/admin/index');
    expect(within(menu).queryByRole('link', { name: /橫幅/ })).not.toBeInTheDocument();
    expect(screen.getByText('財務小林')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '財務小林 的帳號選單' }));
    expect(await screen.findByRole('link', { name: /前往網站/ })).toHaveAttribute('href', '/index');
  });

  it('has the go-home button of every page (spec §2), which leads to the site', async () => {
    stubMenus();
    const { router } = renderApp('/admin/OrderList', table);
    await screen.findByRole('heading', { name: '訂單列表頁' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: '回首頁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('shows "no permission" instead of a page the role does not open', async () => {
    stubMenus();
    renderApp('/admin/banner', table);
    expect(await screen.findByText('沒有權限')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '橫幅頁' })).not.toBeInTheDocument();
  });

  it('puts a detail page under its list in the breadcrumbs, case-insensitively', async () => {
    stubMenus();
    renderApp('/admin/orderdetails/12', table);
    expect(await screen.findByRole('heading', { name: '訂單詳情' })).toBeInTheDocument();
    const crumbs = document.querySelector('.admin-breadcrumbs') as HTMLElement;
    expect(crumbs).toHaveTextContent('訂單管理/訂單列表/訂單詳情');
    expect(within(crumbs).getByRole('link', { name: '訂單列表' })).toHaveAttribute('href', '/admin/OrderList');
  });

  it("names a detail page in the breadcrumbs by the page's own heading", async () => {
    stubMenus();
    const newOrder = {
      path: '/admin/OrderDetails/:id?',
      access: 'admin' as const,
      title: ['編輯訂單', 'Edit order'] as const,
      page: async () => ({ default: () => <AdminPage title="新增訂單">表單</AdminPage> }),
    };
    renderApp('/admin/OrderDetails', [...table.filter((route) => route.path !== newOrder.path), newOrder]);
    expect(await screen.findByRole('heading', { name: '新增訂單' })).toBeInTheDocument();
    const crumbs = document.querySelector('.admin-breadcrumbs') as HTMLElement;
    expect(crumbs).toHaveTextContent('訂單管理/訂單列表/新增訂單');
  });

  it('switches the menu to English with the language switch', async () => {
    stubMenus();
    renderApp('/admin/OrderList', table);
    await screen.findByRole('heading', { name: '訂單列表頁' });
    await userEvent.click(screen.getByRole('button', { name: '財務小林 的帳號選單' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /English/ }));
    expect(await screen.findByRole('link', { name: 'Order list' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "財務小林's account menu" }));
    expect(await screen.findByRole('menuitem', { name: /Log out/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /繁體中文/ })).toBeInTheDocument();
  });

  it('logs out to the login page', async () => {
    stubMenus();
    const { router } = renderApp('/admin/index', table);
    await screen.findByRole('heading', { name: '儀表板頁' });
    await userEvent.click(screen.getByRole('button', { name: '財務小林 的帳號選單' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /登出/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('folds the menu into a drawer on a phone', async () => {
    atPhoneWidth();
    stubMenus();
    renderApp('/admin/index', table);
    await screen.findByRole('heading', { name: '儀表板頁' });
    expect(screen.queryByRole('link', { name: /首頁/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '選單' }));
    expect(await screen.findByRole('link', { name: /首頁/ })).toHaveAttribute('href', '/admin/index');
  });

  it("keeps a phone's top bar to the menu button, the page's name and the account menu", async () => {
    atPhoneWidth();
    stubMenus();
    renderApp('/admin/orderdetails/12', table);
    await screen.findByRole('heading', { name: '訂單詳情' });
    const bar = document.querySelector('.admin-top-bar') as HTMLElement;
    expect(bar).toHaveTextContent(/^訂單詳情財務小林$/);
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['選單', '財務小林 的帳號選單']);
    expect(within(bar).queryByRole('link', { name: /前往網站/ })).not.toBeInTheDocument();
  });
});
