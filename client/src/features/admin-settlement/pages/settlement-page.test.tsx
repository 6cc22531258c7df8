import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path === '/admin/OrderSettlement');
const BASE = '/api/services/app/AdminSettlement';

const batchRow = {
  id: 3,
  periodFrom: '2026-02-28T16:00:00.000Z',
  periodTo: '2026-03-31T16:00:00.000Z',
  createdAt: '2026-04-10T02:00:00.000Z',
  createdBy: '財務小美',
  lineCount: 2,
  openAmount: 800,
  paidAmount: 0,
};
const line = (id: number, state: string, amount: number) => ({
  id,
  photographer: { id: 10 + id, displayName: `攝影師${id}`, email: `p${id}@example.tw` },
  account: {
    bankCode: '004',
    bankName: '臺灣銀行',
    branch: '信義分行',
    accountName: '王小明',
    accountNumberMasked: '****8901',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  itemCount: 2,
  itemsAmount: amount,
  carriedAmount: 0,
  amount,
  state,
  holdReason: null,
  transferReference: null,
  decidedBy: null,
  decidedAt: null,
});
const detail = { ...batchRow, lines: [line(1, 'pending', 800), line(2, 'carried', -400)] };

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

describe('settlement batches in the back office', { timeout: 120_000 }, () => {
  it('lists batches, creates a month, and pays a line with its transfer reference', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetAll`) return envelope({ totalCount: 1, items: [batchRow] });
      if (path === `${BASE}/Get` || path === `${BASE}/Create`) return envelope(detail);
      if (path === `${BASE}/PayLine`) return envelope(null);
      return undefined;
    });
    renderApp('/admin/OrderSettlement', table);
    expect(await screen.findByText('2026-03-01 – 2026-03-31', undefined, { timeout: 40_000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '建立結算批次' }));
    await waitFor(() => expect(calls(fetchMock, `${BASE}/Create`)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, `${BASE}/Create`)[0]?.[1]?.body)).month).toMatch(/^\d{4}-\d{2}$/);
    expect(await screen.findByText(/^已建立 \d{4}-\d{2} 的結算批次 #3（2 筆）$/)).toBeInTheDocument();

    const drawer = await screen.findByRole('dialog');
    const pending = await within(drawer).findByRole('row', { name: /攝影師1/ });
    expect(within(pending).getByText(/\*\*\*\*8901/)).toBeInTheDocument();
    expect(within(drawer).getByText('結轉下期')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: '標示已付款' }));
    await userEvent.type(await screen.findByLabelText('轉帳交易序號'), 'TX-77');
    await userEvent.click(screen.getAllByRole('button', { name: '標示已付款' }).at(-1)!);
    await waitFor(() => expect(calls(fetchMock, `${BASE}/PayLine`)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, `${BASE}/PayLine`)[0]?.[1]?.body))).toEqual({
      lineId: 1,
      transferReference: 'TX-77',
    });
    // The message names what was paid, not only that something succeeded.
    expect(await screen.findByText('已付款 NT$ 800')).toBeInTheDocument();
  });

  it('offers the month Taiwan is in, though the browser’s clock is still in the month before', async () => {
    // 00:30 on 1 December in Taipei is 16:30 on 30 November in UTC, a back-office laptop's zone.
    vi.stubEnv('TZ', 'UTC');
    vi.useFakeTimers({ now: new Date('2026-11-30T16:30:00Z'), toFake: ['Date'] });
    try {
      loginAs({ isAdmin: true });
      const fetchMock = stubApi((path) => {
        if (path === `${BASE}/GetAll`) return envelope({ totalCount: 1, items: [batchRow] });
        if (path === `${BASE}/Create` || path === `${BASE}/Get`) return envelope(detail);
        return undefined;
      });
      renderApp('/admin/OrderSettlement', table);
      const picker = await screen.findByLabelText('結算月份', undefined, { timeout: 40_000 });
      // Proposed: the month that has just ended in Taiwan.
      expect(picker).toHaveValue('2026-11');
      await userEvent.clear(picker);
      await userEvent.type(picker, '2026-12{Enter}');
      expect(picker).toHaveValue('2026-12');
      await userEvent.click(screen.getByRole('button', { name: '建立結算批次' }));
      await waitFor(() => expect(calls(fetchMock, `${BASE}/Create`)).toHaveLength(1));
      expect(JSON.parse(String(calls(fetchMock, `${BASE}/Create`)[0]?.[1]?.body))).toEqual({ month: '2026-12' });
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });

  it('tags a line whose photographer has no remittance account and offers only to hold it', async () => {
    loginAs({ isAdmin: true });
    const unpayable = { ...line(4, 'pending', 300), account: null };
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetAll`) return envelope({ totalCount: 1, items: [batchRow] });
      if (path === `${BASE}/Get`) return envelope({ ...detail, lines: [line(1, 'pending', 800), unpayable] });
      if (path === `${BASE}/HoldLine`) return envelope(null);
      return undefined;
    });
    renderApp('/admin/OrderSettlement', table);
    await userEvent.click(await screen.findByRole('button', { name: '查看' }, { timeout: 40_000 }));
    const drawer = await screen.findByRole('dialog');
    const row = await within(drawer).findByRole('row', { name: /攝影師4/ });
    expect(within(row).getByText('無匯款帳戶')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '標示已付款' })).toBeNull();
    expect(within(row).getByRole('button', { name: '暫緩' })).toBeInTheDocument();
    const payable = within(drawer).getByRole('row', { name: /攝影師1/ });
    expect(within(payable).getByRole('button', { name: '標示已付款' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: '暫緩' }));
    await userEvent.type(await screen.findByLabelText('暫緩原因'), '帳戶待補');
    await userEvent.click(screen.getAllByRole('button', { name: '暫緩' }).at(-1)!);
    await waitFor(() => expect(calls(fetchMock, `${BASE}/HoldLine`)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, `${BASE}/HoldLine`)[0]?.[1]?.body))).toEqual({
      lineId: 4,
      reason: '帳戶待補',
    });
    expect(await screen.findByText('已暫緩 攝影師4 的 NT$ 300')).toBeInTheDocument();
  });

  /** Opens batch 3 as an admin holding `permissions`; the transfer file is answered. */
  async function openBatch(permissions: string[]) {
    loginAs({ isAdmin: true, permissions });
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetAll`) return envelope({ totalCount: 1, items: [batchRow] });
      if (path === `${BASE}/Get`) return envelope(detail);
      if (path === `${BASE}/ExportTransferFile`) return new Response('bank file');
      return undefined;
    });
    renderApp('/admin/OrderSettlement', table);
    await userEvent.click(await screen.findByRole('button', { name: '查看' }, { timeout: 40_000 }));
    const drawer = await screen.findByRole('dialog');
    const pending = await within(drawer).findByRole('row', { name: /攝影師1/ });
    return { drawer, pending, fetchMock };
  }

  it('keeps full account numbers from a payer who may not see them: no transfer file, no reveal', async () => {
    const { drawer, pending } = await openBatch(['Pages.Settlement', 'Pages.Settlement.Pay']);
    expect(within(drawer).getByRole('button', { name: '匯出 CSV' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '銀行匯款檔 CSV' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '銀行匯款檔 Excel' })).toBeNull();
    expect(within(pending).queryByRole('button', { name: '顯示完整帳號' })).toBeNull();
  });

  it('gives a payer who may see full numbers the bank’s transfer file and the reveal button', async () => {
    const createObjectURL = vi.fn(() => 'blob:transfer');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { drawer, pending, fetchMock } = await openBatch([
      'Pages.Settlement',
      'Pages.Settlement.Pay',
      'Pages.Settlement.RevealAccounts',
    ]);
    expect(within(pending).getByRole('button', { name: '顯示完整帳號' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: '銀行匯款檔 Excel' }));
    await waitFor(() => expect(calls(fetchMock, `${BASE}/ExportTransferFile`)).toHaveLength(1));
    const asked = new URL(String(calls(fetchMock, `${BASE}/ExportTransferFile`)[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ batchId: '3', format: 'xlsx' });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('shows a reader no pay, hold or export actions', async () => {
    loginAs({ isAdmin: true, permissions: ['Pages.Settlement'] });
    stubApi((path) => {
      if (path === `${BASE}/GetAll`) return envelope({ totalCount: 1, items: [batchRow] });
      if (path === `${BASE}/Get`) return envelope(detail);
      return undefined;
    });
    renderApp('/admin/OrderSettlement', table);
    await userEvent.click(await screen.findByRole('button', { name: '查看' }, { timeout: 40_000 }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('row', { name: /攝影師1/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '標示已付款' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '匯出 CSV' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '銀行匯款檔 CSV' })).toBeNull();
  });

  /** Opens batch 3 with two lines to pay; PayBatch answers `paid` (a result or a refusal). */
  async function openBatchToPay(paid: () => Response) {
    loginAs({ isAdmin: true });
    let lines: ReturnType<typeof line>[] | object[] = [line(1, 'pending', 800), line(2, 'pending', 200)];
    const fetchMock = stubApi((path) => {
      if (path === `${BASE}/GetAll`) return envelope({ totalCount: 1, items: [batchRow] });
      if (path === `${BASE}/Get`) return envelope({ ...detail, lines });
      if (path === `${BASE}/PayBatch`) {
        // Whoever paid, the batch is paid now.
        lines = lines.map((open) => ({ ...open, state: 'paid', transferReference: 'BANK-9' }));
        return paid();
      }
      return undefined;
    });
    renderApp('/admin/OrderSettlement', table);
    await userEvent.click(await screen.findByRole('button', { name: '查看' }, { timeout: 40_000 }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: /^整批付款（2 筆，NT\$\s?1,000）$/ }));
    await userEvent.type(await screen.findByLabelText('銀行整批轉帳序號'), 'BANK-9');
    await userEvent.click(screen.getByRole('button', { name: '確認整批付款' }));
    return { drawer, fetchMock };
  }

  it('pays the whole batch in one action with the bank reference, then shows it paid', async () => {
    const { drawer, fetchMock } = await openBatchToPay(() => envelope({ lineCount: 2, amount: 1000 }));
    await waitFor(() => expect(calls(fetchMock, `${BASE}/PayBatch`)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, `${BASE}/PayBatch`)[0]?.[1]?.body))).toEqual({
      batchId: 3,
      transferReference: 'BANK-9',
    });
    expect(await screen.findByText(/^已付款 2 筆，共 NT\$\s?1,000$/)).toBeInTheDocument();
    expect(await within(drawer).findByText('結算批次 #3 已全部付款')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /整批付款/ })).toBeNull();
  });

  it('shows a batch another tab already paid as paid, with the reason, not as a failure', async () => {
    const reason = '這個結算批次已付款（可能已由其他分頁或管理員完成），沒有重複付款';
    const { drawer } = await openBatchToPay(() => failure(reason, 409));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(await within(drawer).findByText('結算批次 #3 已全部付款')).toBeInTheDocument();
    expect(within(drawer).getAllByText('已付款')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '確認整批付款' })).toBeNull();
  });
});
