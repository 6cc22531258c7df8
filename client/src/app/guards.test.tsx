import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoginPath } from '../lib/navigation.ts';
import { getSession } from '../lib/session.ts';
import { answerAdminMenus, envelope, loginAs, renderApp, stubApi, stubPage } from '../testing/test-utils.tsx';

const table = [
  stubPage('/index', 'public', '首頁內容'),
  stubPage('/login', 'public', '登入頁'),
  stubPage('/favorite', 'login', '我的收藏頁'),
  stubPage('/uploadPhoto/:photographerId?', 'photographer', '上傳照片頁'),
  stubPage('/admin/index', 'admin', '後台首頁'),
  stubPage('/admin/OrderList', 'admin', '訂單列表頁'),
];

const CURRENT_RIGHTS = '/api/services/app/Session/GetCurrentLoginInformations';

/** The back-office frame asks for the admin's menu tree. */
const adminMenus = [
  { key: 'dashboard', title: '首頁', path: '/admin/index', icon: 'HomeOutlined', children: [] },
  {
    key: 'orders',
    title: '訂單',
    path: null,
    icon: null,
    children: [{ key: 'list', title: '訂單列表', path: '/admin/OrderList', icon: null, children: [] }],
  },
];
const answerTheseMenus = (path: string) => answerAdminMenus(path, adminMenus);

function where(router: ReturnType<typeof renderApp>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('route guards (spec §6)', () => {
  beforeEach(() => {
    stubApi();
  });

  it('sends a guest from a member page to the login page with a redirect back, saying why', async () => {
    const { router } = renderApp('/favorite?tab=photos', table);
    expect(await screen.findByText('請登錄後再訪問')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '登入頁' })).toBeInTheDocument();
    expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/favorite?tab=photos')}`);
  });

  it('lets a member open a member page', async () => {
    loginAs();
    renderApp('/favorite', table);
    expect(await screen.findByRole('heading', { name: '我的收藏頁' })).toBeInTheDocument();
    expect(screen.queryByText('請登錄後再訪問')).not.toBeInTheDocument();
  });

  it('keeps a member who is not a certified photographer on the page they were on', async () => {
    loginAs({ photographerAuth: false });
    const { router } = renderApp('/index', table);
    expect(await screen.findByRole('heading', { name: '首頁內容' })).toBeInTheDocument();

    await act(() => router.navigate('/uploadPhoto/7'));

    expect(await screen.findByText('請先完成攝影師認證')).toBeInTheDocument();
    expect(where(router)).toBe('/index');
    expect(screen.getByRole('heading', { name: '首頁內容' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '上傳照片頁' })).not.toBeInTheDocument();
  });

  it('lets a member approved since the login in, asking the server before refusing (the approval e-mail’s link)', async () => {
    const session = loginAs({ photographerAuth: false });
    const fetchMock = stubApi((path) =>
      path === CURRENT_RIGHTS ? envelope({ ...session.user, photographerAuth: true }) : undefined,
    );
    const { router } = renderApp('/uploadPhoto', table);
    expect(await screen.findByRole('heading', { name: '上傳照片頁' })).toBeInTheDocument();
    expect(where(router)).toBe('/uploadPhoto');
    expect(screen.queryByText('請先完成攝影師認證')).not.toBeInTheDocument();
    expect(getSession()?.user.photographerAuth).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes(CURRENT_RIGHTS))).toHaveLength(1);
  });

  it('sends an uncertified member who opens a photographer page directly to the home page', async () => {
    loginAs({ photographerAuth: false });
    const { router } = renderApp('/uploadPhoto', table);
    expect(await screen.findByText('請先完成攝影師認證')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '首頁內容' })).toBeInTheDocument();
    expect(where(router)).toBe('/index');
  });

  it('asks a guest on a photographer page to log in first', async () => {
    const { router } = renderApp('/uploadPhoto', table);
    expect(await screen.findByText('請登錄後再訪問')).toBeInTheDocument();
    await screen.findByRole('heading', { name: '登入頁' });
    expect(where(router)).toBe('/login?redirect=%2FuploadPhoto');
  });

  it('guards a page that is not built yet before saying it is not there', async () => {
    const unbuilt = [
      ...table,
      { path: '/photographerphoto', access: 'photographer' as const, title: ['作品', 'Work'] as const },
    ];
    const { router } = renderApp('/photographerphoto', unbuilt);
    expect(await screen.findByText('請登錄後再訪問')).toBeInTheDocument();
    await screen.findByRole('heading', { name: '登入頁' });
    expect(where(router)).toBe('/login?redirect=%2Fphotographerphoto');
  });

  it('lets a certified photographer upload', async () => {
    loginAs({ photographerAuth: true });
    renderApp('/uploadPhoto/3', table);
    expect(await screen.findByRole('heading', { name: '上傳照片頁' })).toBeInTheDocument();
  });

  it('sends a member who is not an admin from the back office to the login page', async () => {
    loginAs({ isAdmin: false });
    const { router } = renderApp('/admin/OrderList', table);
    expect(await screen.findByText('請登錄管理員賬號後再訪問')).toBeInTheDocument();
    await screen.findByRole('heading', { name: '登入頁' });
    expect(where(router)).toBe('/login?redirect=%2Fadmin%2FOrderList');
  });

  it('sends a guest from the back office to the login page with the admin message', async () => {
    const { router } = renderApp('/admin/OrderList', table);
    expect(await screen.findByText('請登錄管理員賬號後再訪問')).toBeInTheDocument();
    await screen.findByRole('heading', { name: '登入頁' });
    expect(where(router)).toBe('/login?redirect=%2Fadmin%2FOrderList');
  });

  it('opens /admin at /admin/index for an admin', async () => {
    stubApi(answerTheseMenus);
    loginAs({ isAdmin: true });
    const { router } = renderApp('/admin', table);
    expect(await screen.findByRole('heading', { name: '後台首頁' })).toBeInTheDocument();
    expect(where(router)).toBe('/admin/index');
  });
});

describe('back office', () => {
  beforeEach(() => {
    stubApi(answerTheseMenus);
  });

  function adminTable() {
    const page = vi.fn(async () => ({ default: () => <h1>訂單列表頁</h1> }));
    return {
      page,
      table: [
        ...table.filter((entry) => entry.access !== 'admin'),
        stubPage('/admin/index', 'admin', '後台首頁'),
        { ...stubPage('/admin/OrderList', 'admin', '訂單列表'), page },
        stubPage('/admin/OrderDetails/:id?', 'admin', '訂單詳情'),
      ],
    };
  }

  it('never downloads back-office code for someone who is not an admin', async () => {
    loginAs({ isAdmin: false });
    const { page, table: withSpy } = adminTable();
    renderApp('/admin/OrderList', withSpy);
    await screen.findByRole('heading', { name: '登入頁' });
    expect(page).not.toHaveBeenCalled();
  });

  it("frames admin pages with the admin's role menu, whichever login they used", async () => {
    // Logged in through the public login: the session carries no menus, the frame asks the server.
    loginAs({ isAdmin: true });
    const { page, table: withSpy } = adminTable();
    renderApp('/admin/OrderList', withSpy);
    expect(await screen.findByRole('heading', { name: '訂單列表頁' })).toBeInTheDocument();
    expect(page).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '訂單列表' })).toHaveAttribute('href', '/admin/OrderList');
    expect(screen.getByRole('link', { name: /首頁/ })).toHaveAttribute('href', '/admin/index');
    // A page that needs an id is reached from its list, not from the menu.
    expect(screen.queryByRole('link', { name: '訂單詳情' })).not.toBeInTheDocument();
  });
});

describe('site routes', () => {
  beforeEach(() => {
    stubApi();
  });

  it('redirects the root to /index, with the home page its own title', async () => {
    const { router } = renderApp('/', table);
    expect(await screen.findByRole('heading', { name: '首頁內容' })).toBeInTheDocument();
    expect(where(router)).toBe('/index');
    expect(document.title).toBe('運動相簿｜用號碼布或自拍找到你的賽事照片');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/號碼布或自拍/);
  });

  it('ends every other title with the site name', async () => {
    loginAs();
    renderApp('/favorite', table);
    await screen.findByRole('heading', { name: '我的收藏頁' });
    expect(document.title).toBe('我的收藏頁 | 運動相簿');
  });

  it('shows the not-found page for unknown paths and for pages not built yet', async () => {
    renderApp('/no/such/page', table);
    expect(await screen.findByText('找不到頁面')).toBeInTheDocument();
    expect(document.title).toBe('找不到頁面 | 運動相簿');
  });
});

describe('after login', () => {
  it('goes to the redirect target, or home when there is none or it leaves the site', () => {
    expect(afterLoginPath('?redirect=%2Ffavorite%3Ftab%3Dphotos')).toBe('/favorite?tab=photos');
    expect(afterLoginPath('')).toBe('/index');
    expect(afterLoginPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/index');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example')).toBe('/index');
    // Browsers read a backslash as a slash and drop tabs: each of these is //evil.example.
    for (const target of ['/\\evil.example', '/\t/evil.example', '/%5Cevil.example', '/.//evil.example']) {
      expect(afterLoginPath(`?${new URLSearchParams({ redirect: target })}`), target).toBe('/index');
    }
  });
});
