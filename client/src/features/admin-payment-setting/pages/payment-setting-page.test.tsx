import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const table = pageRoutes.filter((route) => route.path === '/admin/PaymentSetting');
const GET = '/api/services/app/AdminPaymentSetting/Get';
const UPDATE = '/api/services/app/AdminPaymentSetting/Update';

const setting = {
  mode: 'stage',
  merchantId: '3002607',
  hashKeySet: true,
  hashIvSet: false,
  usesPublicTestMerchant: true,
  enabledMethods: ['Credit', 'ATM'],
  commissionPercent: 20,
  refundWindowDays: 7,
  updatedAt: '2026-11-20T00:00:00Z',
};

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);
const lastBody = (fetchMock: ReturnType<typeof stubApi>) =>
  JSON.parse(String(calls(fetchMock, UPDATE).at(-1)?.[1]?.body));

describe('payment settings in the back office', { timeout: 60_000 }, () => {
  it('fills every field but the keys, keeps keys left empty, replaces a key typed in and shows a refusal', async () => {
    loginAs({ isAdmin: true });
    let refuse = false;
    const fetchMock = stubApi((path) => {
      if (path === GET) return envelope(setting);
      if (path === UPDATE) return refuse ? failure('正式環境不可使用模擬器', 400) : envelope(setting);
      return undefined;
    });
    renderApp('/admin/PaymentSetting', table);
    const merchant = await screen.findByLabelText('綠界商店代號（MerchantID）', undefined, { timeout: 40_000 });
    expect(merchant).toHaveValue('3002607');
    expect(screen.getByText('已設定')).toBeInTheDocument();
    expect(screen.getByText('未設定')).toBeInTheDocument();
    expect(screen.getByLabelText(/HashKey/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: '信用卡' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '網路 ATM' })).not.toBeChecked();
    expect(screen.getByLabelText('退款期限')).toHaveValue('7');
    expect(screen.getByRole('link', { name: '前往相簿設定' })).toHaveAttribute('href', '/admin/AlbumSetting');

    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls(fetchMock, UPDATE)).toHaveLength(1));
    expect(lastBody(fetchMock)).toEqual({
      mode: 'stage',
      merchantId: '3002607',
      enabledMethods: ['Credit', 'ATM'],
      commissionPercent: 20,
      refundWindowDays: 7,
    });

    await userEvent.type(screen.getByLabelText(/HashIV/), 'v77hoKGq4kWxNNIS');
    await userEvent.click(screen.getByRole('radio', { name: '模擬器' }));
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls(fetchMock, UPDATE)).toHaveLength(2));
    expect(lastBody(fetchMock)).toMatchObject({ mode: 'simulator', hashIv: 'v77hoKGq4kWxNNIS' });
    expect(lastBody(fetchMock)).not.toHaveProperty('hashKey');
    expect(await screen.findByText('正式環境不可使用模擬器')).toBeInTheDocument();
  });

  it('refuses a malformed key before asking the server', async () => {
    loginAs({ isAdmin: true });
    const fetchMock = stubApi((path) => (path === GET ? envelope(setting) : undefined));
    renderApp('/admin/PaymentSetting', table);
    await userEvent.type(await screen.findByLabelText(/HashKey/, undefined, { timeout: 40_000 }), 'short');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findAllByText('金鑰為 8 到 64 個英文字母或數字')).not.toHaveLength(0);
    expect(calls(fetchMock, UPDATE)).toHaveLength(0);
  });
});
