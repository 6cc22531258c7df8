import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi, stubPage } from '../../../testing/test-utils.tsx';

const LIST = '/api/services/app/AdminNotification/GetAll';
const DETAIL = '/api/services/app/AdminNotification/Get';
const UNREAD = '/api/services/app/AdminNotification/GetUnreadCount';
const MARK_ALL = '/api/services/app/AdminNotification/MarkAllRead';
const table = [
  ...pageRoutes.filter((route) => route.path.startsWith('/admin/') && /Notification/.test(route.path)),
  stubPage('/admin/OrderDetails/:id?', 'admin', '訂單詳情頁'),
];

const paid = {
  id: 5,
  type: 'Car',
  title: '訂單 #7 重複付款 NT$368，請退款給會員',
  link: '/admin/OrderDetails/7',
  entityId: 7,
  isRead: false,
  createdAt: '2026-11-20T01:00:00.000Z',
};
const applied = { ...paid, id: 4, type: 'ApplyPhotographer', title: '阿明 申請成為攝影師', isRead: true, link: null };

describe('the notification list', { timeout: 60_000 }, () => {
  it('shows type tags and unread in bold, filters, and marks everything read', async () => {
    let unread = 1;
    const fetchMock = stubApi((path) => {
      if (path === LIST) return envelope({ totalCount: 2, items: [{ ...paid, isRead: unread === 0 }, applied] });
      if (path === UNREAD) return envelope({ unreadCount: unread });
      if (path === MARK_ALL) {
        unread = 0;
        return envelope({ unreadCount: 0 });
      }
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/Notification?type=Car&state=unread', table);

    // The first render loads the page's code: give it time on a busy machine.
    const title = await screen.findByText(paid.title, {}, { timeout: 30_000 });
    expect(title.closest('strong')).not.toBeNull();
    expect(screen.getByText(applied.title).closest('strong')).toBeNull();
    const row = title.closest('tr')!;
    expect(within(row).getByText('訂單付款')).toBeInTheDocument();
    expect(title.closest('a')).toHaveAttribute('href', '/admin/AdminNotificationDetail/5');
    const listCall = fetchMock.mock.calls.find(([url]) => String(url).includes(LIST));
    expect(String(listCall?.[0])).toMatch(/type=Car/);
    expect(String(listCall?.[0])).toMatch(/state=unread/);
    expect(await screen.findByRole('link', { name: '通知鈴，1 則未讀' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '全部標為已讀' }));
    await waitFor(() => expect(screen.getByText(paid.title).closest('strong')).toBeNull());
    expect(await screen.findByRole('link', { name: '通知鈴，沒有未讀' })).toBeInTheDocument();
  });

  it('says so when there is none, and offers a retry when the list fails', async () => {
    let fail = true;
    stubApi((path) => {
      if (path !== LIST) return undefined;
      return fail ? failure('伺服器忙碌', 500) : envelope({ totalCount: 0, items: [] });
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/Notification', table);
    const retry = await screen.findByRole('button', { name: /重試|重新載入/ }, { timeout: 10_000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('沒有通知')).toBeInTheDocument();
  });
});

describe('one notification', { timeout: 60_000 }, () => {
  it('shows it, reads the badge again, and leads to the page that handles it', async () => {
    let unread = 1;
    stubApi((path) => {
      if (path === DETAIL) {
        unread = 0;
        return envelope({ ...paid, isRead: true });
      }
      if (path === UNREAD) return envelope({ unreadCount: unread });
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminNotificationDetail/5', table);
    expect(await screen.findByText(paid.title, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('訂單付款')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '通知鈴，沒有未讀' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '前往處理' }));
    expect(await screen.findByRole('heading', { name: '訂單詳情頁' })).toBeInTheDocument();
  });

  it('says it is not there when the server does not find it', async () => {
    stubApi((path) => (path === DETAIL ? failure('找不到這則通知', 404) : undefined));
    loginAs({ isAdmin: true });
    renderApp('/admin/AdminNotificationDetail/99', table);
    expect(
      await screen.findByText('找不到這則通知', { selector: '.ant-result-title' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('the bell', { timeout: 60_000 }, () => {
  it('is left out for an admin whose permissions do not include notifications', async () => {
    const fetchMock = stubApi();
    loginAs({ isAdmin: true, permissions: ['Pages.Orders'] });
    renderApp('/admin/Notification', [stubPage('/admin/Notification', 'admin', '通知頁')]);
    expect(await screen.findByRole('heading', { name: '通知頁' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^通知鈴/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(UNREAD))).toBe(false);
  });
});
