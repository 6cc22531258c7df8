import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { i18n } from '../../../lib/i18n.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => /^\/admin\/Income/.test(route.path));
const LIST = '/api/services/app/AdminIncome/GetAll';
const DETAIL = '/api/services/app/AdminIncome/Get';
const ADJUST = '/api/services/app/AdminIncome/AddAdjustment';
const REVEAL = '/api/services/app/AdminMemEmber/RevealRemittanceAccount';

const figures = {
  salesCount: 2,
  gross: 600,
  refunds: 300,
  net: 300,
  shares: 240,
  fees: 60,
  refunded: 240,
  paidOut: 80,
  adjustments: -30,
  balance: 130,
};
const photographer = { id: 9, displayName: '小王', email: 'wang@example.tw' };
const detail = {
  photographer,
  figures,
  balances: { owed: 130, unsettled: 130, inSettlement: 0, paidOut: 80 },
  remittance: {
    hasAccount: true,
    account: {
      bankCode: '808',
      bankName: '玉山銀行',
      branch: '信義',
      accountName: '王小明',
      accountNumberMasked: '****6789',
      updatedAt: '2026-11-01T00:00:00Z',
    },
  },
  ledger: {
    totalCount: 1,
    items: [
      {
        id: 5,
        kind: 'adjustment',
        amount: -30,
        balance: 130,
        createdAt: '2026-11-21T00:00:00Z',
        reason: '重複撥款扣回',
        orderItemId: null,
        activityTitle: null,
        createdByName: '財務小陳',
      },
    ],
  },
};

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

describe('photographer income in the back office', { timeout: 60_000 }, () => {
  it('lists photographers with their figures, searching and sorting on the server', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) =>
      path === LIST ? envelope({ totalCount: 1, items: [{ photographer, ...figures }] }) : undefined,
    );
    renderApp('/admin/Income?keyword=wang&sort=balanceAsc', table);
    expect(await screen.findByRole('link', { name: '小王' }, { timeout: 40_000 })).toHaveAttribute(
      'href',
      '/admin/IncomeDetails/9',
    );
    const row = screen.getByRole('row', { name: /wang@example\.tw/ });
    expect(within(row).getByText('NT$ 130')).toBeInTheDocument();
    expect(within(row).getByText('-NT$ 30')).toHaveClass('income-negative');
    // Gross and net both shown, each labelled so.
    expect(screen.getByRole('columnheader', { name: '銷售總額（含退款）' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '淨營收（扣除退款）' })).toBeInTheDocument();
    expect(within(row).getByText('NT$ 600')).toBeInTheDocument();
    expect(within(row).getAllByText('NT$ 300')).toHaveLength(2);
    const first = String(calls(fetchMock, LIST)[0]?.[0]);
    expect(first).toContain('keyword=wang');
    expect(first).toContain('sort=balanceAsc');
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    loginAs({ isAdmin: true });
    let fail = true;
    const fetchMock = stubApi((path) =>
      path === LIST ? (fail ? failure('資料庫忙碌中', 500) : envelope({ totalCount: 0, items: [] })) : undefined,
    );
    renderApp('/admin/Income', table);
    expect(await screen.findByText('資料庫忙碌中', undefined, { timeout: 40_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重/ }));
    expect(await screen.findByText('沒有符合的攝影師')).toBeInTheDocument();
    expect(calls(fetchMock, LIST)).toHaveLength(2);
  });

  it("shows a photographer's figures, masked account and ledger, and books an adjustment with its reason", async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === ADJUST) return envelope(detail);
      return undefined;
    });
    renderApp('/admin/IncomeDetails/9', table);
    expect(await screen.findByText(/\*\*\*\*6789/, undefined, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.getByText('重複撥款扣回')).toBeInTheDocument();
    expect(screen.getByText('財務小陳')).toBeInTheDocument();
    expect(String(calls(fetchMock, DETAIL)[0]?.[0])).toContain('id=9');

    await userEvent.click(screen.getByRole('button', { name: '新增調整' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '確認調整' }));
    expect(await within(dialog).findByText('請填寫調整金額')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('調整金額'), '0');
    await userEvent.type(within(dialog).getByLabelText('調整原因'), '補發獎金');
    await userEvent.click(within(dialog).getByRole('button', { name: '確認調整' }));
    expect(await within(dialog).findByText('調整金額不可為 0')).toBeInTheDocument();
    expect(calls(fetchMock, ADJUST)).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('調整金額'));
    await userEvent.type(within(dialog).getByLabelText('調整金額'), '-50');
    await userEvent.click(within(dialog).getByRole('button', { name: '確認調整' }));
    await waitFor(() => expect(calls(fetchMock, ADJUST)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, ADJUST)[0]?.[1]?.body))).toEqual({
      photographerId: 9,
      amount: -50,
      reason: '補發獎金',
    });
    expect(await screen.findByText('已記入財務調整 -NT$ 50')).toBeInTheDocument();
  });

  it('offers no adjustment and no full account number to an admin who may only read income', async () => {
    loginAs({ isAdmin: true, permissions: ['Pages.Income'] });
    stubApi((path) => (path === DETAIL ? envelope(detail) : undefined));
    renderApp('/admin/IncomeDetails/9', table);
    expect(await screen.findByText('重複撥款扣回', undefined, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增調整' })).toBeNull();
    expect(screen.getByText('****6789')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '顯示完整帳號' })).toBeNull();
  });

  it('shows the full account number only when asked, from the server, and masks it again', async () => {
    loginAs({ isAdmin: true, permissions: ['Pages.Income', 'Pages.Settlement.RevealAccounts'] });
    const fetchMock = stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === REVEAL) return envelope({ accountNumber: '0081234566789' });
      return undefined;
    });
    renderApp('/admin/IncomeDetails/9', table);
    expect(await screen.findByText('****6789', undefined, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByText('0081234566789')).toBeNull();
    expect(calls(fetchMock, REVEAL)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '顯示完整帳號' }));
    expect(await screen.findByText('0081234566789')).toBeInTheDocument();
    expect(screen.queryByText('****6789')).toBeNull();
    expect(calls(fetchMock, REVEAL)).toHaveLength(1);
    expect(calls(fetchMock, REVEAL)[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(calls(fetchMock, REVEAL)[0]?.[1]?.body))).toEqual({ userId: 9 });

    await userEvent.click(screen.getByRole('button', { name: '遮蔽帳號' }));
    expect(await screen.findByText('****6789')).toBeInTheDocument();
    expect(screen.queryByText('0081234566789')).toBeNull();
  });

  it('says in English that the number can be shown, and shows the server’s refusal', async () => {
    loginAs({ isAdmin: true });
    stubApi((path) => {
      if (path === DETAIL) return envelope(detail);
      if (path === REVEAL) return failure('You are not allowed to do this', 403);
      return undefined;
    });
    await i18n.changeLanguage('en');
    onTestFinished(async () => {
      await i18n.changeLanguage('zh-TW');
    });
    renderApp('/admin/IncomeDetails/9', table);
    await userEvent.click(await screen.findByRole('button', { name: 'Show full number' }, { timeout: 40_000 }));
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
    expect(screen.getByText('****6789')).toBeInTheDocument();
  });
});
