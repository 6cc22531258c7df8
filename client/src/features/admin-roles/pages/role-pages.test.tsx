import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter(
  (route) => route.path.startsWith('/admin/RoleList') || route.path.startsWith('/admin/user/role'),
);
const api = (name: string) => `/api/services/app/AdminRole/${name}`;

const role = (id: number, displayName: string, extra: object = {}) => ({
  id,
  name: `role-${id}`,
  displayName,
  displayNameEn: '',
  description: null,
  isStatic: false,
  isOwner: false,
  userCount: 0,
  permissionCount: 1,
  ...extra,
});
const owner = role(1, '擁有者', { name: 'Admin', displayNameEn: 'Owner', isStatic: true, isOwner: true, userCount: 2 });
const finance = role(2, '財務', { isStatic: true, userCount: 1 });
const support = role(3, '客服');
const roles = () => envelope({ totalCount: 3, items: [owner, finance, support] });

const sent = (fetchMock: ReturnType<typeof stubApi>, name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === api(name))
    .map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      body: init?.body && JSON.parse(String(init.body)),
    }));

describe('roles back office', { timeout: 150_000 }, () => {
  it('lists roles, adds one and deletes only a role nobody holds', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === api('GetAll')) return roles();
      if (path === api('Create')) return envelope(role(4, '志工'));
      if (path === api('Delete')) return envelope(null);
      return undefined;
    });
    renderApp('/admin/RoleList', table);
    await screen.findByText('財務', {}, { timeout: 45_000 });
    const ownerTag = screen.getByText('擁有者', { selector: '.ant-tag' });
    const ownerRow = ownerTag.closest('tr')!;
    expect(within(ownerRow).queryByRole('button', { name: '刪除' })).toBeNull();
    const financeRow = screen.getByText('財務').closest('tr')!;
    expect(within(financeRow).queryByRole('button', { name: '刪除' })).toBeNull();

    await userEvent.click(within(screen.getByText('客服').closest('tr')!).getByRole('button', { name: '刪除' }));
    await userEvent.click(await screen.findByRole('button', { name: /確\s*定|OK/ }));
    await waitFor(() => expect(sent(fetchMock, 'Delete')).toHaveLength(1));
    expect(sent(fetchMock, 'Delete')[0]!.url).toContain('id=3');

    await userEvent.click(screen.getByRole('button', { name: /新增角色/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('名稱（中文）'), '志工');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent(fetchMock, 'Create')).toHaveLength(1));
    expect(sent(fetchMock, 'Create')[0]!.body).toEqual({ displayName: '志工', displayNameEn: '', description: '' });
  });

  it('ticks a permission of the chosen role, bringing its page along, and saves', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === api('GetAll')) return roles();
      if (path === api('GetPermissions'))
        return envelope({
          roleId: 2,
          fixed: false,
          groups: [
            {
              group: 'orders',
              permissions: [
                { name: 'Pages.Orders', displayName: '訂單', parentName: null, granted: false },
                { name: 'Pages.Orders.Refund', displayName: '訂單退款', parentName: 'Pages.Orders', granted: false },
              ],
            },
            {
              group: 'settlement',
              permissions: [{ name: 'Pages.Settlement', displayName: '結算', parentName: null, granted: true }],
            },
          ],
        });
      if (path === api('SetPermissions')) return envelope(null);
      return undefined;
    });
    renderApp('/admin/user/rolePermissions?roleId=2', table);
    const refund = await screen.findByRole('checkbox', { name: '訂單退款' }, { timeout: 45_000 });
    expect(screen.getByText('訂單', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    await userEvent.click(refund);
    expect(screen.getByRole('checkbox', { name: '訂單' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent(fetchMock, 'SetPermissions')).toHaveLength(1));
    expect(sent(fetchMock, 'SetPermissions')[0]!.body).toEqual({
      roleId: 2,
      permissionNames: ['Pages.Settlement', 'Pages.Orders.Refund', 'Pages.Orders'],
    });
    expect(sent(fetchMock, 'GetPermissions')[0]!.url).toContain('id=2');
  });

  it("shows the owner's permissions as fixed", async () => {
    loginAs({ isAdmin: true });
    stubApi((path) => {
      if (path === api('GetAll')) return roles();
      if (path === api('GetPermissions'))
        return envelope({
          roleId: 1,
          fixed: true,
          groups: [
            {
              group: 'users',
              permissions: [{ name: 'Pages.Roles', displayName: '角色', parentName: null, granted: true }],
            },
          ],
        });
      return undefined;
    });
    renderApp('/admin/user/rolePermissions?roleId=1', table);
    expect(await screen.findByRole('checkbox', { name: '角色' }, { timeout: 45_000 })).toBeDisabled();
    expect(screen.getByText('擁有者角色固定擁有全部權限，無法變更。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '儲存' })).toBeNull();
  });

  it('grants a menu entry to a role and takes away one its permissions show', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === api('GetAll')) return roles();
      if (path === api('GetMenus'))
        return envelope({
          roleId: 3,
          menus: [
            { id: 1, parentId: null, title: '首頁', path: '/admin/index', granted: true, byPermission: true },
            { id: 2, parentId: null, title: '通知', path: '/admin/Notification', granted: false, byPermission: false },
          ],
        });
      if (path === api('SetMenus')) return envelope(null);
      return undefined;
    });
    renderApp('/admin/user/roleMenuList?roleId=3', table);
    const tree = await screen.findByRole('tree', {}, { timeout: 45_000 });
    expect(within(tree).getByText('依權限顯示')).toBeInTheDocument();
    const entry = within(tree).getByText('通知').closest('.ant-tree-treenode')!;
    await userEvent.click(entry.querySelector('.ant-tree-checkbox')!);
    const home = within(tree).getByText('首頁').closest('.ant-tree-treenode')!;
    expect(home.querySelector('.ant-tree-checkbox-checked')).not.toBeNull();
    await userEvent.click(home.querySelector('.ant-tree-checkbox')!);
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent(fetchMock, 'SetMenus')).toHaveLength(1));
    expect(sent(fetchMock, 'SetMenus')[0]!.body).toEqual({ roleId: 3, menuIds: [2] });
  });

  it('lists the holders of the chosen role, and offers a retry when that fails', async () => {
    loginAs({ isAdmin: true });
    let fail = true;
    stubApi((path) => {
      if (path === api('GetAll')) return roles();
      if (path === api('GetUsers')) {
        if (fail) return failure('暫時無法讀取', 500);
        return envelope({
          totalCount: 1,
          items: [{ id: 9, displayName: '小明', email: 'ming@example.com', isActive: true }],
        });
      }
      return undefined;
    });
    renderApp('/admin/user/roleList?roleId=2', table);
    const retry = await screen.findByRole('button', { name: /重試|重新/ }, { timeout: 45_000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('ming@example.com', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
