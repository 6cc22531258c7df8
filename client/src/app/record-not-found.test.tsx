import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { envelope, failure, loginAs, renderApp, stubApi } from '../testing/test-utils.tsx';
import { pageRoutes } from './routes.ts';

// A record page whose record is not there says so, with the way back to its list: not a load
// failure with a retry, and no toast of the server's refusal on top of it (issue 31, item 11).

const APP = '/api/services/app';
const pages = [
  {
    address: '/admin/ApplicationDetails/999',
    asks: `${APP}/AdminMemEmber/GetPhotographerApplication`,
    refusal: '找不到這份申請',
    back: ['返回申請列表', 'Back to the list'],
    list: '/admin/Application',
    user: { isAdmin: true },
  },
  {
    address: '/admin/IncomeDetails/7',
    asks: `${APP}/AdminIncome/Get`,
    refusal: '找不到這位攝影師',
    back: ['回攝影師收入', 'Back to photographer income'],
    list: '/admin/Income',
    user: { isAdmin: true },
  },
  {
    address: '/admin/OrderDetails/999999',
    asks: `${APP}/AdminOrder/Get`,
    refusal: '找不到此訂單',
    back: ['回訂單列表', 'Back to orders'],
    list: '/admin/OrderList',
    user: { isAdmin: true },
  },
  {
    address: '/salesdetails/999999',
    asks: `${APP}/PhotographerSales/GetMySale`,
    refusal: '找不到這筆銷售',
    back: ['回銷售明細', 'Back to sales'],
    list: '/selldetails',
    user: { photographerAuth: true },
  },
];

const table = pageRoutes.filter((route) =>
  ['/admin/ApplicationDetails', '/admin/IncomeDetails', '/admin/OrderDetails', '/salesdetails'].some((path) =>
    route.path.startsWith(path),
  ),
);

afterEach(() => setLanguage('zh-TW'));

describe('a record that is not there', { timeout: 120_000 }, () => {
  for (const page of pages)
    it(`${page.address} says it is not found, with the way back and no retry or toast`, async () => {
      loginAs(page.user);
      stubApi((path) => (path === page.asks ? failure(page.refusal, 404) : undefined));
      renderApp(page.address, table);
      expect(await screen.findByText('找不到這筆資料', undefined, { timeout: 60_000 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
      expect(screen.queryByText('資料載入失敗')).toBeNull();
      // The refusal was not toasted: the page is the only word on it.
      expect(screen.queryByText(page.refusal)).toBeNull();
      const backs = screen.getAllByRole('link', { name: page.back[0] });
      expect(backs.length).toBeGreaterThan(0);
      expect(backs[0]).toHaveAttribute('href', expect.stringContaining(page.list));
    });

  it('speaks English, and leads back to the list', async () => {
    await setLanguage('en');
    const page = pages[2]!;
    loginAs(page.user);
    stubApi((path) => {
      if (path === page.asks) return failure('This order does not exist', 404);
      if (path === `${APP}/AdminOrder/GetAll`) return envelope({ totalCount: 0, items: [] });
      return undefined;
    });
    const { router } = renderApp(page.address, pageRoutes);
    expect(await screen.findByText('Record not found', undefined, { timeout: 60_000 })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: page.back[1] }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe(page.list));
  });

  it('still offers a retry when reading the record failed for another reason', async () => {
    const page = pages[2]!;
    loginAs(page.user);
    stubApi((path) => (path === page.asks ? failure('資料庫暫時無法使用', 503) : undefined));
    renderApp(page.address, table);
    expect(await screen.findByText('資料載入失敗', undefined, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
    expect(screen.queryByText('找不到這筆資料')).toBeNull();
  });
});
