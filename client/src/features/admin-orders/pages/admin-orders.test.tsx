import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => /^\/admin\/Order(List|Details)/.test(route.path));
const LIST = '/api/services/app/AdminOrder/GetAll';
const DETAIL = '/api/services/app/AdminOrder/Get';
const REFUND = '/api/services/app/AdminOrder/Refund';

const row = {
  id: 31,
  merchantTradeNo: 'SP2611200000000031',
  member: { id: 42, email: 'ming@example.tw', displayName: '阿明' },
  status: 'paid',
  totalAmount: 300,
  itemCount: 2,
  refundedItemCount: 1,
  choosePayment: 'Credit',
  paymentType: 'Credit_CreditCard',
  hasAnomaly: true,
  createdAt: '2026-11-20T02:00:00Z',
  paidAt: '2026-11-20T02:01:00Z',
};
const item = (id: number, refundedAt: string | null) => ({
  id,
  photoId: 100 + id,
  thumbnailUrl: null,
  fileName: `IMG_${id}.jpg`,
  activity: { id: 5, title: '台北馬拉松' },
  photographer: { id: 9, displayName: '小王' },
  price: 150,
  photographerShare: 120,
  platformFee: 30,
  settlementStatus: 'unsettled',
  refundedAt,
  refundId: refundedAt ? 1 : null,
  bundleActivityId: null,
});
const detail = {
  ...row,
  ecpayTradeNo: '2611231200001234',
  paymentMessage: '交易成功',
  expiresAt: '2026-11-20T02:30:00Z',
  cancelledAt: null,
  refundedAt: null,
  refundedAmount: 150,
  items: [item(1, '2026-11-21T00:00:00Z'), item(2, null)],
  bundles: [],
  attempts: [
    { merchantTradeNo: 'SP2611200000000031', choosePayment: 'Credit', issuedAt: null, createdAt: row.createdAt },
  ],
  notifications: [
    {
      id: 7,
      merchantTradeNo: 'SP2611200000000031',
      rtnCode: '1',
      tradeAmt: 300,
      verified: true,
      outcome: 'paid',
      message: '交易成功',
      paymentType: 'Credit_CreditCard',
      createdAt: row.paidAt,
    },
    {
      id: 8,
      merchantTradeNo: 'SP2611200000000032',
      rtnCode: '1',
      tradeAmt: 300,
      verified: true,
      outcome: 'duplicate',
      message: '交易成功',
      paymentType: 'Credit_CreditCard',
      createdAt: row.paidAt,
    },
  ],
  refunds: [
    {
      id: 1,
      amount: 150,
      reason: '拍錯人',
      method: 'manual',
      ecpayMessage: null,
      paymentNotificationId: null,
      itemIds: [1],
      createdBy: { id: 2, email: 'finance@example.tw' },
      createdAt: '2026-11-21T00:00:00Z',
    },
  ],
  downloads: {
    totalCount: 130,
    items: [
      {
        id: 12,
        at: '2026-11-22T03:00:00Z',
        kind: 'original',
        member: { id: 42, displayName: '阿明' },
        photo: { id: 102, fileName: 'IMG_2.jpg' },
        clientNetwork: '203.0.113.0/24',
      },
      {
        id: 11,
        at: '2026-11-21T03:00:00Z',
        kind: 'zip',
        member: { id: 42, displayName: '阿明' },
        photo: null,
        clientNetwork: '2001:db8:1::/48',
      },
    ],
  },
  anomalies: [
    {
      kind: 'duplicate',
      notificationId: 8,
      merchantTradeNo: 'SP2611200000000032',
      amount: 300,
      receivedAt: row.paidAt,
      refundId: null,
    },
  ],
};

/** The filters' activity and photographer pickers name the chosen ones. */
const pickers = (path: string) => {
  if (path === '/api/services/app/AdminActivity/GetAll') return envelope({ totalCount: 0, items: [] });
  if (path === '/api/services/app/AdminMemEmber/GetPhotographerOptions') return envelope({ totalCount: 0, items: [] });
  return undefined;
};

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(calls(fetchMock, path).at(-1)?.[1]?.body));

describe('orders in the back office', { timeout: 60_000 }, () => {
  it('lists orders with the filters from the address and searches on the server', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => (path === LIST ? envelope({ totalCount: 1, items: [row] }) : pickers(path)));
    renderApp('/admin/OrderList?status=paid&anomaly=true&activityId=5&dateFrom=2026-11-01&dateTo=2026-11-30', table);
    expect(await screen.findByRole('link', { name: 'SP2611200000000031' }, { timeout: 40_000 })).toHaveAttribute(
      'href',
      '/admin/OrderDetails/31',
    );
    const order = screen.getByRole('row', { name: /ming@example\.tw/ });
    expect(within(order).getByText('已退款 1 張')).toBeInTheDocument();
    expect(within(order).getByText('付款異常')).toBeInTheDocument();
    expect(within(screen.getByLabelText('活動').closest('.ant-select')!).getByText(/#5/)).toBeInTheDocument();
    const first = String(calls(fetchMock, LIST)[0]?.[0]);
    for (const part of ['status=paid', 'anomaly=true', 'activityId=5', 'dateFrom=2026-11-01', 'dateTo=2026-11-30']) {
      expect(first).toContain(part);
    }
    const email = screen.getByRole('searchbox', { name: '會員 e-mail' });
    fireEvent.change(email, { target: { value: ' ming ' } });
    fireEvent.keyDown(email, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(String(calls(fetchMock, LIST).at(-1)?.[0])).toContain('email=ming'));
  });

  it('filters by photographer and activity from the address, and exports that filtered list as CSV', async () => {
    loginAs({ isAdmin: true });
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetchMock = stubApi((path) => {
      if (path === LIST) return envelope({ totalCount: 1, items: [row] });
      if (path === `${LIST.replace('GetAll', 'ExportCsv')}`) return new Response('\uFEFF訂單編號\r\n');
      return pickers(path);
    });
    renderApp('/admin/OrderList?photographerId=12&activityId=5&status=paid', table);
    expect(await screen.findByRole('link', { name: 'SP2611200000000031' }, { timeout: 40_000 })).toBeInTheDocument();
    expect(String(calls(fetchMock, LIST)[0]?.[0])).toContain('photographerId=12');
    expect(within(screen.getByLabelText('攝影師').closest('.ant-select')!).getByText(/#12/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '匯出 CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const asked = new URL(String(calls(fetchMock, LIST.replace('GetAll', 'ExportCsv'))[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ photographerId: '12', activityId: '5', status: 'paid' });
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    loginAs({ isAdmin: true });
    let fail = true;
    const fetchMock = stubApi((path) =>
      path === LIST ? (fail ? failure('資料庫忙碌中', 500) : envelope({ totalCount: 0, items: [] })) : undefined,
    );
    renderApp('/admin/OrderList', table);
    expect(await screen.findByText('資料庫忙碌中', undefined, { timeout: 40_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重/ }));
    expect(await screen.findByText('沒有符合的訂單')).toBeInTheDocument();
    expect(calls(fetchMock, LIST)).toHaveLength(2);
  });

  it("shows an order's items, refunds, notices and anomaly, and refunds the remaining photo with a reason", async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === REFUND) return envelope({ ...detail, status: 'refunded', items: [item(1, 'x'), item(2, 'x')] });
      return undefined;
    });
    renderApp('/admin/OrderDetails/31', table);
    expect(await screen.findByRole('link', { name: 'ming@example.tw' }, { timeout: 40_000 })).toHaveAttribute(
      'href',
      '/admin/user/userList/42',
    );
    expect(screen.getByText(/重複付款：SP2611200000000032/)).toBeInTheDocument();
    expect(screen.getByText('拍錯人')).toBeInTheDocument();
    expect(screen.getByText('人工退款（財務處理）')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '台北馬拉松' })[0]).toHaveAttribute(
      'href',
      '/admin/OrderList?activityId=5',
    );

    await userEvent.click(screen.getByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is ticked at first: nothing to refund, and the button cannot be pressed.
    expect(within(dialog).getByRole('checkbox', { name: /IMG_2\.jpg/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /IMG_1\.jpg/ })).toBeNull();
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('將退款 NT$ 0（0 張照片）');
    expect(within(dialog).getByRole('button', { name: '確認退款 NT$ 0' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /IMG_2\.jpg/ }));
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('將退款 NT$ 150（1 張照片）');
    await userEvent.click(within(dialog).getByRole('button', { name: '確認退款 NT$ 150' }));
    expect(await within(dialog).findByText('請填寫退款原因')).toBeInTheDocument();
    expect(calls(fetchMock, REFUND)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('退款原因'), '活動取消');
    await userEvent.click(within(dialog).getByRole('button', { name: '確認退款 NT$ 150' }));
    await waitFor(() => expect(calls(fetchMock, REFUND)).toHaveLength(1));
    expect(bodyOf(fetchMock, REFUND)).toEqual({ orderId: 31, itemIds: [2], reason: '活動取消' });
    expect(await screen.findByText('已退款 NT$ 150')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '退款' })).toBeNull());
  });

  it('names the payment type in words with ECPay’s code after it, and shows a bundle once with its photos under it', async () => {
    loginAs({ isAdmin: true });
    const bundled = [3, 4, 5].map((id) => ({
      ...item(id, null),
      price: 133,
      photographerShare: 106,
      bundleActivityId: 5,
    }));
    stubApi((path) =>
      path === DETAIL
        ? envelope({
            ...detail,
            items: [...bundled, item(2, null)],
            bundles: [{ activityId: 5, activityTitle: '台北馬拉松', price: 399, photoCount: 3 }],
          })
        : undefined,
    );
    renderApp('/admin/OrderDetails/31', table);
    const code = await screen.findByText('Credit_CreditCard', undefined, { timeout: 40_000 });
    expect(code).toHaveClass('ant-typography-secondary');
    expect(code.parentElement).toHaveTextContent(/^信用卡 Credit_CreditCard/);

    const bundle = screen.getByRole('row', { name: /活動全部照片組合（3 張）/ });
    expect(within(bundle).getByText('NT$ 399')).toBeInTheDocument();
    expect(within(bundle).getByText('NT$ 318')).toBeInTheDocument(); // the photographers' shares together
    expect(screen.queryByRole('row', { name: /IMG_3\.jpg/ })).toBeNull();
    await userEvent.click(within(bundle).getByRole('button'));
    const photo = await screen.findByRole('row', { name: /IMG_3\.jpg/ });
    expect(within(photo).queryByText('NT$ 133')).toBeNull();
    expect(within(photo).getByText('NT$ 106')).toBeInTheDocument();
    // The photo bought alone keeps its price (its download, further down, is another row).
    expect(screen.getAllByRole('row', { name: /IMG_2\.jpg/ })[0]).toHaveTextContent('NT$ 150');
  });

  it("lists the order's latest downloads newest first, and says when there are none", async () => {
    loginAs({ isAdmin: true });
    stubApi((path) => (path === DETAIL ? envelope(detail) : undefined));
    const { unmount } = renderApp('/admin/OrderDetails/31', table);
    expect(await screen.findByRole('heading', { name: '下載紀錄' }, { timeout: 40_000 })).toBeInTheDocument();
    const original = screen.getByRole('row', { name: /203\.0\.113\.0\/24/ });
    expect(within(original).getByText('原圖')).toBeInTheDocument();
    expect(within(original).getByText('#102 IMG_2.jpg')).toBeInTheDocument();
    expect(within(original).getByText('阿明')).toBeInTheDocument();
    const zip = screen.getByRole('row', { name: /2001:db8:1::\/48/ });
    expect(within(zip).getByText('整筆訂單 ZIP')).toBeInTheDocument();
    expect(screen.getByText('共 130 次下載，顯示最近 2 次')).toBeInTheDocument();
    expect(screen.getAllByRole('row').indexOf(original)).toBeLessThan(screen.getAllByRole('row').indexOf(zip));
    unmount();

    stubApi((path) => (path === DETAIL ? envelope({ ...detail, downloads: { totalCount: 0, items: [] } }) : undefined));
    renderApp('/admin/OrderDetails/31', table);
    expect(await screen.findByText('尚無下載', undefined, { timeout: 40_000 })).toBeInTheDocument();
  });

  it('refunds a duplicate payment from its anomaly', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === REFUND) return envelope(detail);
      return undefined;
    });
    renderApp('/admin/OrderDetails/31', table);
    await userEvent.click(await screen.findByRole('button', { name: '退還重複付款' }, { timeout: 40_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('退款原因'), '付了兩次');
    await userEvent.click(within(dialog).getByRole('button', { name: '確認退款 NT$ 300' }));
    await waitFor(() => expect(calls(fetchMock, REFUND)).toHaveLength(1));
    expect(bodyOf(fetchMock, REFUND)).toEqual({ orderId: 31, paymentNotificationId: 8, reason: '付了兩次' });
  });

  it('shows an admin who may only read orders no refund actions', async () => {
    loginAs({ isAdmin: true, permissions: ['Pages.Orders'] });
    stubApi((path) => (path === DETAIL ? envelope(detail) : undefined));
    renderApp('/admin/OrderDetails/31', table);
    expect(await screen.findByText('拍錯人', undefined, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退還重複付款' })).toBeNull();
  });
});
