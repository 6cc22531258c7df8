import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { i18n } from '../../../lib/i18n.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path.startsWith('/admin/user/userList'));
const LIST = '/api/services/app/AdminMemEmber/GetAll';
const DETAIL = '/api/services/app/AdminMemEmber/Get';
const ROLES = '/api/services/app/AdminMemEmber/GetRoles';
const UPDATE = '/api/services/app/AdminMemEmber/Update';
const SET_ACTIVE = '/api/services/app/AdminMemEmber/SetActive';
const SEND_RESET = '/api/services/app/AdminMemEmber/SendPasswordReset';
const SET_AUTH = '/api/services/app/AdminMemEmber/UpdatePhotographerAuth';

const roles = [
  { id: 1, name: 'Admin', displayName: '系統管理員', displayNameEn: 'Owner' },
  { id: 2, name: 'Finance', displayName: '財務', displayNameEn: 'Finance' },
];
const row = {
  id: 42,
  email: 'ming@example.tw',
  displayName: '阿明',
  phone: '0912345678',
  isAdmin: true,
  isActive: true,
  photographerStatus: 'approved',
  roles: [roles[1]],
  createdAt: '2026-01-01T00:00:00Z',
  lastLoginAt: null,
};
const detail = {
  ...row,
  locale: 'zh-TW',
  photographerAuth: true,
  photographerAuthStatus: '',
  latestApplication: { id: 7, status: 'approved' },
  orders: {
    totalCount: 12,
    items: [
      {
        id: 31,
        merchantTradeNo: 'SP2611200000000031',
        status: 'paid',
        totalAmount: 300,
        itemCount: 2,
        createdAt: '2026-11-20T02:00:00Z',
      },
    ],
  },
};

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(calls(fetchMock, path).at(-1)?.[1]?.body));

describe('users in the back office', { timeout: 60_000 }, () => {
  it('lists users with the filters from the address and searches on the server', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === LIST) return envelope({ totalCount: 1, items: [row] });
      if (path === ROLES) return envelope(roles);
      return undefined;
    });
    renderApp('/admin/user/userList?roleId=2&photographerStatus=approved&suspended=false', table);
    expect(await screen.findByRole('link', { name: 'ming@example.tw' }, { timeout: 40_000 })).toHaveAttribute(
      'href',
      '/admin/user/userList/42',
    );
    const user = screen.getByRole('row', { name: /ming@example\.tw/ });
    expect(within(user).getByText('財務')).toBeInTheDocument();
    expect(within(user).getByText('認證攝影師')).toBeInTheDocument();
    const first = String(calls(fetchMock, LIST)[0]?.[0]);
    for (const part of ['roleId=2', 'photographerStatus=approved', 'suspended=false', 'SkipCount=0']) {
      expect(first).toContain(part);
    }

    const search = screen.getByRole('searchbox', { name: '搜尋使用者' });
    fireEvent.change(search, { target: { value: ' 0912 ' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(String(calls(fetchMock, LIST).at(-1)?.[0])).toContain('keyword=0912'));
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    loginAs({ isAdmin: true });
    let fail = true;
    const fetchMock = stubApi((path) => {
      if (path === LIST) return fail ? failure('資料庫忙碌中', 500) : envelope({ totalCount: 0, items: [] });
      if (path === ROLES) return envelope(roles);
      return undefined;
    });
    renderApp('/admin/user/userList', table);
    expect(await screen.findByText('資料庫忙碌中', undefined, { timeout: 40_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重/ }));
    expect(await screen.findByText('沒有符合的使用者')).toBeInTheDocument();
    expect(calls(fetchMock, LIST)).toHaveLength(2);
  });

  it("shows a user's page and suspends, blocks and mails a reset link after a confirmation", async () => {
    loginAs({ isAdmin: true });
    let current = detail;
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(current);
      if (path === ROLES) return envelope(roles);
      if (path === SET_ACTIVE) {
        current = { ...detail, isActive: false };
        return envelope(current);
      }
      if (path === SET_AUTH) return envelope({ userId: 42, photographerAuthStatus: 'blocked' });
      if (path === SEND_RESET) return envelope(null);
      return undefined;
    });
    renderApp('/admin/user/userList/42', table);
    expect(await screen.findByRole('link', { name: 'SP2611200000000031' }, { timeout: 40_000 })).toHaveAttribute(
      'href',
      '/admin/OrderDetails/31',
    );
    expect(screen.getByRole('link', { name: '查看申請' })).toHaveAttribute('href', '/admin/ApplicationDetails/7');
    expect(screen.getByText('訂單（共 12 筆，列出最近 10 筆）')).toBeInTheDocument();

    const confirmWith = async (button: string) => {
      await userEvent.click(screen.getByRole('button', { name: button }));
      const tooltip = await screen.findByRole('tooltip');
      await userEvent.click(within(tooltip).getByRole('button', { name: button }));
    };
    await confirmWith('寄送重設密碼信');
    await waitFor(() => expect(calls(fetchMock, SEND_RESET)).toHaveLength(1));
    expect(bodyOf(fetchMock, SEND_RESET)).toEqual({ id: 42 });

    await confirmWith('攝影師停權');
    await waitFor(() => expect(calls(fetchMock, SET_AUTH)).toHaveLength(1));
    expect(String(calls(fetchMock, SET_AUTH)[0]?.[0])).toMatch(/userId=42&status=blocked/);

    await confirmWith('停用帳號');
    await waitFor(() => expect(calls(fetchMock, SET_ACTIVE)).toHaveLength(1));
    expect(bodyOf(fetchMock, SET_ACTIVE)).toEqual({ id: 42, isActive: false });
    // Read again: suspended, so it can be restored and gets no reset mail.
    expect(await screen.findByRole('button', { name: '恢復帳號' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '寄送重設密碼信' })).toBeNull();
  });

  it('saves the corrected profile and roles', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === ROLES) return envelope(roles);
      if (path === UPDATE) return envelope(detail);
      return undefined;
    });
    renderApp('/admin/user/userList/42', table);
    const name = await screen.findByLabelText('顯示名稱', undefined, { timeout: 40_000 });
    fireEvent.change(name, { target: { value: ' 小明 ' } });
    fireEvent.change(screen.getByLabelText('聯絡手機'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: '儲存使用者資料' }));
    await waitFor(() => expect(calls(fetchMock, UPDATE)).toHaveLength(1));
    expect(calls(fetchMock, UPDATE)[0]?.[1]?.method).toBe('PUT');
    expect(bodyOf(fetchMock, UPDATE)).toEqual({
      id: 42,
      displayName: '小明',
      phone: null,
      isAdmin: true,
      roleIds: [2],
    });

    // An ordinary member has no roles: turning admin access off sends none.
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: '儲存使用者資料' }));
    await waitFor(() => expect(calls(fetchMock, UPDATE)).toHaveLength(2));
    expect(bodyOf(fetchMock, UPDATE)).toMatchObject({ isAdmin: false, roleIds: [] });
  });

  it('names the roles in English on the English pages', async () => {
    await i18n.changeLanguage('en');
    onTestFinished(async () => {
      await i18n.changeLanguage('zh-TW');
    });
    loginAs({ isAdmin: true });
    stubApi((path) => {
      if (path === LIST) return envelope({ totalCount: 1, items: [row] });
      if (path === DETAIL) return envelope(detail);
      if (path === ROLES) return envelope(roles);
      return undefined;
    });
    renderApp('/admin/user/userList', table);
    const user = await screen.findByRole('row', { name: /ming@example\.tw/ }, { timeout: 40_000 });
    expect(within(user).getByText('Finance')).toBeInTheDocument();
    await userEvent.click(within(user).getByRole('link', { name: 'ming@example.tw' }));
    const chosen = await screen.findByText('Finance', { selector: '.ant-select-selection-item-content' });
    expect(chosen).toBeInTheDocument();
    expect(screen.queryByText('財務')).toBeNull();
  });

  it('shows an admin who may only read users no actions and no save', async () => {
    loginAs({ isAdmin: true, permissions: ['Pages.Users'] });
    stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === ROLES) return envelope(roles);
      return undefined;
    });
    renderApp('/admin/user/userList/42', table);
    expect(await screen.findByLabelText('顯示名稱', undefined, { timeout: 40_000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '停用帳號' })).toBeNull();
    expect(screen.queryByRole('button', { name: '攝影師停權' })).toBeNull();
    expect(screen.queryByRole('button', { name: '儲存使用者資料' })).toBeNull();
  });
});
