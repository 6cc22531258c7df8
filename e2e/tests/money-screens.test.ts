import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { api, call, post } from '../support/api.ts';
import { checkOut, payInSimulator } from '../support/checkout.ts';
import { registerMember } from '../support/members.ts';
import {
  apiLogin,
  apiLoginWith,
  DEMO_PASSWORD,
  demoUsers,
  loginAs,
  logInThroughForm,
  logIntoBackOffice,
  type DemoUser,
} from '../support/session.ts';
import { expect, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// The money screens after a partial refund (docs/decisions/072): two photographers sell to one
// runner, finance refunds one photo; the runner sees the partial refund on the order and in
// 消費紀錄, every money screen of finance and of the photographers shows the ledger's figures, and
// the month is settled and paid as one batch whose bank file adds up to it.

const PASSWORD = 'refund2026';
const ntd = (amount: number) => `${amount < 0 ? '-' : ''}NT$ ${Math.abs(amount).toLocaleString('en-US')}`;

/** The second-to-last ready photo of the photographer's demo album (the money journey takes the last). */
async function photoToSell(who: DemoUser) {
  const { accessToken, userId } = await apiLogin(who);
  const activityId = inject('demoActivityId');
  const { items: albums } = await call<{ items: { id: number }[] }>(
    'GET',
    `PhotoGalleryConfigAppSerivce/GetMyAlbums?activityId=${activityId}`,
    undefined,
    accessToken,
  );
  const { items } = await post<{ items: { id: number }[] }>('PhotoGalleryConfigAppSerivce/GetPhotoGalleryList', {
    coId: albums[0]!.id,
    MaxResultCount: 100,
  });
  return { photoId: items.at(-2)!.id, photographerId: Number(userId), who };
}

/**
 * What the ledger holds for a photographer's sales: its entries add up to what is owed, so the
 * sales less reversals are owed + paid out − adjustments.
 */
async function ledgerShares(photographerId: number, adminToken: string) {
  const { balances, figures } = await incomeOf(photographerId, adminToken);
  return balances.owed + balances.paidOut - figures.adjustments;
}

const incomeOf = (photographerId: number, adminToken: string) =>
  call<{ balances: { owed: number; paidOut: number }; figures: { adjustments: number } }>(
    'GET',
    `AdminIncome/Get?id=${photographerId}`,
    undefined,
    adminToken,
  );
const paidOutOf = async (photographerId: number, adminToken: string) =>
  (await incomeOf(photographerId, adminToken)).balances.paidOut;

/** Leaves whoever is signed in (the stored session), on a page that runs no client code. */
async function signOut(page: Page) {
  await page.goto('/api/health');
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
}

/** The value next to a label in an antd Descriptions (bordered or not): the cell after the label's. */
const described = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::*[1]')
    .first();

test(
  'after a partial refund the runner sees it, and every money screen shows the ledger’s figures',
  { timeout: 600_000 },
  async ({ page }) => {
    // Many screens in a row on a shared two-core machine: a slow answer is not a wrong one.
    page.setDefaultTimeout(30_000);
    const admin = (await apiLogin('admin')).accessToken;
    const sellers = await Promise.all([photoToSell('photographer'), photoToSell('photographer2')]);
    const [kept, refunded] = sellers;

    // Two photographers sell to one runner, paid through ECPay (the local simulator).
    const runner = await registerMember('refund', '跑者小芳', PASSWORD);
    const { accessToken: runnerToken } = await apiLoginWith(runner, PASSWORD);
    await post('Shop/CreateList', { photoIds: [kept!.photoId, refunded!.photoId] }, runnerToken);
    await logInThroughForm(page, runner, PASSWORD);
    await page.goto('/checkout');
    const orderId = await checkOut(page);
    await payInSimulator(page, orderId);
    const order = await call<{ items: { id: number; photoId: number; fileName: string; price: number }[] }>(
      'GET',
      `AdminOrder/Get?id=${orderId}`,
      undefined,
      admin,
    );
    const refundedItem = order.items.find((item) => item.photoId === refunded!.photoId)!;

    // Finance refunds one photo: nothing is ticked at first, and the amount shows before confirming.
    await signOut(page);
    await logIntoBackOffice(page, demoUsers.admin, DEMO_PASSWORD);
    await page.goto(`/admin/OrderDetails/${orderId}`);
    await page.getByRole('button', { name: '退款', exact: true }).click();
    const dialog = page.getByRole('dialog');
    for (const item of order.items)
      expect(await dialog.getByRole('checkbox', { name: new RegExp(item.fileName) }).isChecked()).toBe(false);
    await expect.poll(() => dialog.getByTestId('refund-amount').textContent()).toBe('將退款 NT$ 0（0 張照片）');
    await dialog.getByRole('checkbox', { name: new RegExp(refundedItem.fileName) }).check();
    await expect
      .poll(() => dialog.getByTestId('refund-amount').textContent())
      .toBe(`將退款 ${ntd(refundedItem.price)}（1 張照片）`);
    await dialog.getByLabel('退款原因').fill('跑者表示照片不是本人');
    await dialog.getByRole('button', { name: `確認退款 ${ntd(refundedItem.price)}` }).click();
    await page.getByText('跑者表示照片不是本人').waitFor();

    // The runner sees the partial refund: state, amount, when, the refunded photo marked with no download.
    await signOut(page);
    await logInThroughForm(page, runner, PASSWORD);
    await page.goto(`/orderdetails/${orderId}`);
    const summary = page.locator('.order-card').first();
    await summary.getByText('部分退款', { exact: true }).waitFor();
    expect(await page.getByTestId('order-refunded').textContent()).toBe(ntd(refundedItem.price));
    const refundedLine = page.getByTestId('order-item').filter({ hasText: `照片編號 ${refunded!.photoId}` });
    const keptLine = page.getByTestId('order-item').filter({ hasText: `照片編號 ${kept!.photoId}` });
    await refundedLine.getByTestId('item-refunded').waitFor();
    expect(await refundedLine.getByRole('button').count()).toBe(0);
    expect(await keptLine.getByRole('button', { name: /下載照片 \d+ 的原圖/ }).count()).toBe(1);
    await screenshotBothLanguages(page, 'money-partial-refund', 'Partially refunded', '部分退款');
    // Asking for the refunded original anyway is answered with the reason, not "buy it first".
    const refusal = await fetch(api(`Download/Original?photoId=${refunded!.photoId}`), {
      headers: { authorization: `Bearer ${runnerToken}` },
    });
    expect(refusal.status).toBe(403);
    expect(((await refusal.json()) as { error: { message: string } }).error.message).toBe(
      '這張照片已退款，原圖無法再下載',
    );
    await page.goto('/consumerrecords');
    await page
      .getByText(`已退 ${ntd(refundedItem.price)}`)
      .first()
      .waitFor();
    await screenshot(page, 'money-partial-refund-records');

    // Every money screen agrees with the ledger, photographer by photographer.
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date());
    const month = `from=${day.slice(0, 8)}01&to=${day}`;
    for (const seller of sellers) {
      const shares = await ledgerShares(seller!.photographerId, admin);
      const income = await call<{ figures: { shares: number; net: number; fees: number; salesCount: number } }>(
        'GET',
        `AdminIncome/Get?id=${seller!.photographerId}`,
        undefined,
        admin,
      );
      expect(income.figures.shares).toBe(shares);
      await signOut(page);
      await logIntoBackOffice(page, demoUsers.admin, DEMO_PASSWORD);
      await page.goto(`/admin/IncomeDetails/${seller!.photographerId}`);
      await expect.poll(() => described(page, '攝影師分潤（扣除退款）').textContent()).toContain(ntd(shares));
      await expect.poll(() => described(page, '淨營收（扣除退款）').textContent()).toContain(ntd(income.figures.net));

      // The photographer's own pages: all time, and this month beside the report's month.
      const { accessToken } = await apiLogin(seller!.who);
      const sales = await call<{ totals: { photographerShare: number; price: number; count: number } }>(
        'GET',
        'PhotographerSales/GetMySales',
        undefined,
        accessToken,
      );
      expect(sales.totals).toMatchObject({
        photographerShare: shares,
        price: income.figures.net,
        count: income.figures.salesCount,
      });
      await signOut(page);
      await loginAs(page, seller!.who);
      await page.goto('/selldetails');
      await expect.poll(() => described(page, '收益合計（扣除退款）').textContent()).toContain(ntd(shares));
      const thisMonth = await call<{ totals: { photographerShare: number; price: number; count: number } }>(
        'GET',
        `PhotographerSales/GetMySales?dateFrom=${day.slice(0, 8)}01&dateTo=${day}`,
        undefined,
        accessToken,
      );
      const report = await call<{
        items: { photographerId: number; revenue: number; photographerShares: number; photosSold: number }[];
      }>('GET', `AdminReport/GetByPhotographer?${month}&MaxResultCount=100`, undefined, admin);
      expect(report.items.find((row) => row.photographerId === seller!.photographerId)).toMatchObject({
        revenue: thisMonth.totals.price,
        photographerShares: thisMonth.totals.photographerShare,
        photosSold: thisMonth.totals.count,
      });
    }

    // The dashboard's 30 days are the report's 30 days.
    const since = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(
      new Date(Date.now() - 29 * 86_400_000),
    );
    const [dashboard, report] = await Promise.all([
      call<{ last30Days: { revenue: number; paidOrders: number } }>(
        'GET',
        'AdminDashboard/GetSummary',
        undefined,
        admin,
      ),
      call<{ totals: { revenue: number; orders: number } }>(
        'GET',
        `AdminReport/GetSummary?from=${since}&to=${day}&granularity=day`,
        undefined,
        admin,
      ),
    ]);
    expect(dashboard.last30Days).toEqual({
      revenue: report.totals.revenue,
      paidOrders: report.totals.orders,
      photosUploaded: expect.any(Number),
    });

    // The month settled and paid as one batch: the bank's transfer file adds up to the batch, and
    // each seller's payout is their line, leaving the ledger's figures as they were.
    await post('AdminPaymentSetting/Update', { refundWindowDays: 0 }, admin);
    const batch = await post<{
      id: number;
      lines: { photographer: { id: number }; amount: number; state: string }[];
    }>('AdminSettlement/Create', { month: day.slice(0, 7) }, admin);
    const pending = batch.lines.filter((line) => line.state === 'pending');
    expect(pending.some((line) => line.photographer.id === kept!.photographerId)).toBe(true);
    const file = await fetch(api(`AdminSettlement/ExportTransferFile?batchId=${batch.id}&format=csv`), {
      headers: { authorization: `Bearer ${admin}` },
    });
    const [header, ...rows] = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((row) => row.split(','));
    const amount = header!.indexOf('金額');
    expect(rows.reduce((sum, row) => sum + Number(row[amount]), 0)).toBe(
      pending.reduce((sum, line) => sum + line.amount, 0),
    );
    const before = await Promise.all(sellers.map((seller) => ledgerShares(seller!.photographerId, admin)));
    const paidOutBefore = await Promise.all(sellers.map((seller) => paidOutOf(seller!.photographerId, admin)));
    await post('AdminSettlement/PayBatch', { batchId: batch.id, transferReference: 'TRF-MONTH-0001' }, admin);
    const paid = await call<{ lines: { state: string }[] }>(
      'GET',
      `AdminSettlement/Get?batchId=${batch.id}`,
      undefined,
      admin,
    );
    expect(paid.lines.filter((line) => line.state === 'paid')).toHaveLength(pending.length);
    const after = await Promise.all(sellers.map((seller) => ledgerShares(seller!.photographerId, admin)));
    expect(after).toEqual(before);
    for (const [index, seller] of sellers.entries()) {
      const line = pending.find((pendingLine) => pendingLine.photographer.id === seller!.photographerId);
      expect(await paidOutOf(seller!.photographerId, admin)).toBe(paidOutBefore[index]! + (line?.amount ?? 0));
    }
  },
);
