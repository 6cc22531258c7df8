import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/routes.ts';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';

const LIST = '/api/services/app/AdminMemEmber/GetTableFrom';
const UPDATE = '/api/services/app/AdminMemEmber/UpdateTableFrom';
const table = pageRoutes.filter((route) => route.path === '/admin/Inquiryform');
const inquiry: {
  status: string;
  reply: string | null;
  repliedAt: string | null;
  [field: string]: unknown;
} = {
  id: 12,
  userId: null,
  name: '王小明',
  email: 'ming@example.com',
  phone: null,
  subject: '照片下載問題',
  message: '付款後無法下載原圖',
  status: 'pending',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
};

describe('the enquiry list page', { timeout: 60_000 }, () => {
  it('filters by status, shows a message in a drawer and sends the reply', async () => {
    let current = inquiry;
    const fetchMock = stubApi((path, init) => {
      if (path === LIST) return envelope({ totalCount: 1, items: [current] });
      if (path === UPDATE) {
        const { reply } = JSON.parse(String(init?.body));
        current = { ...current, status: 'replied', reply, repliedAt: '2026-11-21T02:00:00.000Z' };
        return envelope(current);
      }
      return undefined;
    });
    loginAs({ isAdmin: true });
    renderApp('/admin/Inquiryform?status=pending', table);
    const row = (await screen.findByText('照片下載問題', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('待回覆')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=pending'))).toBe(true);

    await userEvent.click(within(row).getByRole('button', { name: '回覆' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('付款後無法下載原圖')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('回覆內容'), { target: { value: ' 已為您重新開通下載 ' } });
    await userEvent.click(within(drawer).getByRole('button', { name: '寄出回覆' }));

    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).includes(UPDATE));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 12, reply: '已為您重新開通下載' });
    });
    expect(await within(drawer).findByText('已為您重新開通下載')).toBeInTheDocument();
    expect(within(drawer).getByText(/^回覆於/)).toBeInTheDocument();
  });

  it('says so when there is no enquiry', async () => {
    stubApi((path) => (path === LIST ? envelope({ totalCount: 0, items: [] }) : undefined));
    loginAs({ isAdmin: true });
    renderApp('/admin/Inquiryform', table);
    expect(await screen.findByText('沒有聯絡表單', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
