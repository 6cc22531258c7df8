import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const api = (name: string) => `/api/services/app/PhotographerSales/${name}`;
const table = pageRoutes.filter((route) =>
  [
    '/selldetails',
    '/salesdetails/:id?',
    '/transactionrecordlist',
    '/photographerearningslist',
    '/joinphotographer',
  ].includes(route.path),
);

const sale = {
  id: 11,
  soldAt: '2026-03-02T02:00:00.000Z',
  activityId: 5,
  activityTitle: '台北馬拉松',
  albumId: 7,
  albumName: '終點',
  photoId: 70,
  thumbnailUrl: '/media/thumb.jpg',
  price: 199,
  photographerShare: 159,
  platformFee: 40,
  status: 'unsettled',
};
const sales = {
  totalCount: 1,
  items: [sale],
  totals: { count: 1, price: 199, photographerShare: 159, platformFee: 40, gross: 199, refunds: 0, refundedItems: 0 },
  activities: [{ id: 5, title: '台北馬拉松' }],
};
const balances = { owed: 319, unsettled: 294, inSettlement: 25, paidOut: 1200 };

const queryOf = (fetchMock: ReturnType<typeof stubApi>, name: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === api(name))
    .map((url) => Object.fromEntries(url.searchParams));

describe('photographer sales pages', { timeout: 60_000 }, () => {
  it('lists sales with totals and filters them by activity on the server', async () => {
    const user = userEvent.setup();
    loginAs({ photographerAuth: true });
    const fetchMock = stubApi((path) => (path === api('GetMySales') ? envelope(sales) : undefined));
    renderApp('/selldetails', table);
    const open = await screen.findByRole('link', { name: '查看' }, { timeout: 10_000 });
    const row = open.closest('tr')!;
    expect(within(row).getByText('台北馬拉松')).toBeInTheDocument();
    expect(within(row).getByText('NT$ 159')).toBeInTheDocument();
    expect(within(row).getByText('未結算')).toBeInTheDocument();
    expect(open).toHaveAttribute('href', '/salesdetails/11');
    expect(screen.getByText('平台費用合計（扣除退款）')).toBeInTheDocument();
    // Gross and net both shown, each labelled so.
    expect(screen.getByText('售價合計（含退款）')).toBeInTheDocument();
    expect(screen.getByText('淨額（扣除退款）')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '活動' }));
    await user.click(await screen.findByTitle('台北馬拉松'));
    await vi.waitFor(() => expect(queryOf(fetchMock, 'GetMySales')).toHaveLength(2));
    expect(queryOf(fetchMock, 'GetMySales').at(-1)).toMatchObject({ activityId: '5', SkipCount: '0' });
  });

  it('shows one sale with its ledger entries, and the refusal for another photographer’s sale', async () => {
    loginAs({ photographerAuth: true });
    stubApi((path) =>
      path === api('GetMySale')
        ? envelope({
            ...sale,
            merchantTradeNo: 'SP2603021000ABCDEF',
            entries: [{ id: 1, kind: 'sale', amount: 159, createdAt: sale.soldAt }],
          })
        : undefined,
    );
    const { unmount } = renderApp('/salesdetails/11', table);
    expect(await screen.findByText('SP2603021000ABCDEF')).toBeInTheDocument();
    expect(screen.getByText('銷售')).toBeInTheDocument();
    unmount();

    stubApi((path) => (path === api('GetMySale') ? failure('找不到這筆銷售', 404) : undefined));
    renderApp('/salesdetails/12', table);
    // Not a failure: the page says the record is not there, once, with the way back (no toast).
    expect(await screen.findByText('找不到這筆資料')).toBeInTheDocument();
    expect(screen.queryByText('找不到這筆銷售')).toBeNull();
    expect(screen.getByRole('link', { name: '回銷售明細' })).toHaveAttribute('href', '/selldetails');
  });

  it('shows the ledger with its running balance and the balances', async () => {
    loginAs({ photographerAuth: true });
    stubApi((path) =>
      path === api('GetMyLedger')
        ? envelope({
            totalCount: 2,
            balances,
            items: [
              {
                id: 2,
                kind: 'adjustment',
                amount: -25,
                balance: 134,
                createdAt: '2026-03-03T00:00:00.000Z',
                reason: '重複照片',
                orderItemId: null,
                activityTitle: null,
              },
              {
                id: 1,
                kind: 'sale',
                amount: 159,
                balance: 159,
                createdAt: sale.soldAt,
                reason: null,
                orderItemId: 11,
                activityTitle: '台北馬拉松',
              },
            ],
          })
        : undefined,
    );
    renderApp('/transactionrecordlist', table);
    expect(await screen.findByText('重複照片')).toBeInTheDocument();
    expect(screen.getByText('-NT$ 25')).toBeInTheDocument();
    expect(screen.getByText('NT$ 134')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '台北馬拉松' })).toHaveAttribute('href', '/salesdetails/11');
    expect(screen.getByText('NT$ 1,200')).toBeInTheDocument();
  });

  it('draws earnings by month and by activity for a photographer', async () => {
    loginAs({ photographerAuth: true });
    stubApi((path) =>
      path === api('GetMyEarnings')
        ? envelope({
            balances,
            byMonth: [
              { month: '2026-02', count: 0, settled: 0, unsettled: 0 },
              { month: '2026-03', count: 2, settled: 135, unsettled: 159 },
            ],
            byActivity: [{ activityId: 5, title: '台北馬拉松', count: 2, settled: 135, unsettled: 159 }],
          })
        : undefined,
    );
    renderApp('/photographerearningslist', table);
    expect(await screen.findByRole('img', { name: '近 12 個月收益：已撥款與未撥款' })).toBeInTheDocument();
    expect(screen.getByText('台北馬拉松')).toBeInTheDocument();
    expect(screen.getAllByText('NT$ 159')).toHaveLength(2);
  });

  it('invites a member who is not a photographer to apply, without asking for earnings', async () => {
    loginAs({ photographerAuth: false });
    const fetchMock = stubApi();
    renderApp('/photographerearningslist', table);
    expect(await screen.findByText('成為攝影師，開始銷售您的賽事照片')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申請成為攝影師' })).toHaveAttribute('href', '/joinphotographer');
    expect(queryOf(fetchMock, 'GetMyEarnings')).toHaveLength(0);
  });
});
