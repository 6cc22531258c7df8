import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { answerAdminMenus, envelope, failure, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import type { DashboardSummary } from '../api/get-summary.ts';

const MENUS = [{ key: 'dashboard', title: '首頁', path: '/admin/index', icon: 'HomeOutlined', children: [] }];

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  revenue: index === 29 ? 350 : 0,
  uploads: index === 20 ? 12 : 0,
}));

const summary: DashboardSummary = {
  today: { paidOrders: 2, revenue: 350, photosUploaded: 6 },
  last30Days: { paidOrders: 3, revenue: 1390, photosUploaded: 18 },
  photos: { processing: 4, failed: 5 },
  pendingApplications: 7,
  pendingInquiries: 8,
  processingQueue: { waiting: 9, active: 1, failed: 3 },
  days,
};

function stubDashboard(answer: () => Response) {
  let calls = 0;
  stubApi((path) => {
    const menus = answerAdminMenus(path, MENUS);
    if (menus) return menus;
    if (path !== '/api/services/app/AdminDashboard/GetSummary') return undefined;
    calls += 1;
    return answer();
  });
  return () => calls;
}

// The first render fetches antd's back-office components: slow on a busy machine.
describe('dashboard /admin/index', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await setLanguage('zh-TW');
    loginAs({ isAdmin: true });
  });

  it('shows each figure as a link to the page that handles it', async () => {
    stubDashboard(() => envelope(summary));
    renderApp('/admin/index');
    const today = (await screen.findByRole('heading', { name: '今日' }, { timeout: 15_000 })).closest(
      'section',
    ) as HTMLElement;
    expect(within(today).getByRole('link', { name: /付款訂單\s*2/ })).toHaveAttribute('href', '/admin/OrderList');
    expect(within(today).getByRole('link', { name: /營收（扣除退款）\s*NT\$\s*350/ })).toHaveAttribute(
      'href',
      '/admin/OrderList',
    );
    const month = screen.getByRole('heading', { name: '近 30 天' }).closest('section') as HTMLElement;
    expect(within(month).getByRole('link', { name: /營收（扣除退款）\s*NT\$\s*1,390/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /待審攝影師申請\s*7/ })).toHaveAttribute(
      'href',
      '/admin/Application?status=pending',
    );
    expect(screen.getByRole('link', { name: /未回覆聯絡表單\s*8/ })).toHaveAttribute('href', '/admin/Inquiryform');
    expect(screen.getByRole('link', { name: /處理失敗照片\s*5/ })).toHaveAttribute('href', '/admin/AdminImgDeal');
    expect(screen.getByRole('link', { name: /照片處理佇列：等待中\s*9/ })).toHaveAttribute(
      'href',
      '/admin/AdminImgDeal',
    );

    // The charts, and every value in a table for screen readers.
    expect(screen.getByRole('img', { name: /每日營收/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /每日上傳照片/ })).toBeInTheDocument();
    const trend = screen.getByRole('heading', { name: '近 30 天趨勢' }).closest('section') as HTMLElement;
    const table = within(trend).getByRole('table', { name: '近 30 天每日營收與上傳照片' });
    expect(within(table).getByRole('row', { name: /2026-11-30 NT\$350 0/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /2026-11-21 NT\$0 12/ })).toBeInTheDocument();
  });

  it('says so when the last 30 days had no sales and no uploads', async () => {
    stubDashboard(() => envelope({ ...summary, days: days.map((day) => ({ ...day, revenue: 0, uploads: 0 })) }));
    renderApp('/admin/index');
    expect(await screen.findByText('近 30 天沒有營收，也沒有上傳照片')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /每日營收/ })).not.toBeInTheDocument();
  });

  it('leaves out the figures the role may not see (null from the server)', async () => {
    stubDashboard(() =>
      envelope({
        ...summary,
        today: { paidOrders: null, revenue: null, photosUploaded: 6 },
        last30Days: { paidOrders: null, revenue: null, photosUploaded: 18 },
        photos: null,
        processingQueue: null,
        pendingApplications: null,
        days: days.map((day) => ({ ...day, revenue: null })),
      }),
    );
    renderApp('/admin/index');
    expect(await screen.findByRole('link', { name: /未回覆聯絡表單\s*8/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /上傳照片\s*(6|18)/ })).toHaveLength(2);
    expect(
      screen.queryByRole('link', { name: /營收|付款訂單|待審攝影師申請|處理失敗照片|佇列/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /每日營收/ })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: '近 30 天每日營收與上傳照片' });
    expect(within(table).getByRole('row', { name: /^2026-11-21 12$/ })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: '營收（扣除退款）' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the role lacks the dashboard permission", async () => {
    stubDashboard(() => failure('您沒有權限執行此操作', 403));
    renderApp('/admin/index');
    expect(await screen.findByText('沒有權限')).toBeInTheDocument();
    expect(screen.getByText('您沒有權限執行此操作')).toBeInTheDocument();
  });

  it('offers a retry after a failure', async () => {
    let fail = true;
    const calls = stubDashboard(() => (fail ? failure('資料庫忙碌', 500) : envelope(summary)));
    renderApp('/admin/index');
    expect(await screen.findByText('資料庫忙碌')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('link', { name: /付款訂單\s*2/ })).toBeInTheDocument();
    expect(calls()).toBe(2);
  });
});
