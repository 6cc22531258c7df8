import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { call, post } from '../support/api.ts';
import { checkOut, demoPhotographerPhotos, payInSimulator } from '../support/checkout.ts';
import { registerMember } from '../support/members.ts';
import {
  apiLogin,
  apiLoginWith,
  DEMO_PASSWORD,
  demoUsers,
  logInThroughForm,
  logIntoBackOffice,
  type DemoUser,
} from '../support/session.ts';
import { expect, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// Money end to end: a runner buys one photo of each demo photographer; finance refunds one of
// them, settles the month, pays a photographer and exports the bank-transfer list; each
// photographer's pages show what happened; the ledger reconciles to the NT$ on the whole database.

const PASSWORD = 'finish2026';
const NAMES = { photographer: '示範攝影師', photographer2: '終點線攝影師' } as const;

interface Balances {
  unsettled: number;
  inSettlement: number;
  paidOut: number;
}

const ntd = (amount: number) => `${amount < 0 ? '-' : ''}NT$ ${Math.abs(amount).toLocaleString('en-US')}`;

/** A ready photo of the demo photographer's album in the demo activity (the last one: the other journeys take the first). */
async function photoOf(who: DemoUser): Promise<{ id: number; photographerId: number }> {
  const [{ userId }, photos] = await Promise.all([apiLogin(who), demoPhotographerPhotos(who)]);
  expect(photos.length).toBeGreaterThan(0);
  return { id: photos.at(-1)!, photographerId: Number(userId) };
}

async function balancesOf(photographerId: number, adminToken: string): Promise<Balances> {
  const detail = await call<{ balances: Balances }>(
    'GET',
    `AdminIncome/Get?id=${photographerId}`,
    undefined,
    adminToken,
  );
  return detail.balances;
}

/** Logs out whoever is in (the stored session) and logs in through the form as someone else. */
async function switchTo(page: Page, email: string, password: string) {
  await page.goto('/api/health');
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await logInThroughForm(page, email, password);
}

/** The photographer's own earnings page: the three balances as its cards show them. */
async function expectAccountBalances(page: Page, who: DemoUser, balances: Balances) {
  await switchTo(page, demoUsers[who], DEMO_PASSWORD);
  await page.goto('/photographerearningslist');
  for (const [label, amount] of [
    ['未結算', balances.unsettled],
    ['結算中', balances.inSettlement],
    ['已撥款', balances.paidOut],
  ] as const) {
    await expect
      .poll(() => page.locator('.ant-statistic', { hasText: label }).first().textContent())
      .toContain(amount.toLocaleString('en-US'));
  }
}

test(
  'a runner buys two photographers’ photos; finance refunds one, settles the month, pays and exports; the ledger reconciles',
  { timeout: 600_000 },
  async ({ page }) => {
    const admin = (await apiLogin('admin')).accessToken;
    // Settle today's sales: no refund window in this journey.
    await post('AdminPaymentSetting/Update', { refundWindowDays: 0 }, admin);
    const [kept, refunded] = await Promise.all([photoOf('photographer'), photoOf('photographer2')]);
    const before = {
      kept: await balancesOf(kept.photographerId, admin),
      refunded: await balancesOf(refunded.photographerId, admin),
    };

    // 1. A new runner buys both photos through ECPay (the local simulator).
    const runner = await registerMember('money', '跑者小安', PASSWORD);
    const { accessToken } = await apiLoginWith(runner, PASSWORD);
    await post('Shop/CreateList', { photoIds: [kept.id, refunded.id] }, accessToken);
    await logInThroughForm(page, runner, PASSWORD);
    await page.goto('/checkout');
    const orderId = await checkOut(page);
    await payInSimulator(page, orderId);

    // 2. Finance refunds the second photographer's photo with a reason.
    await page.goto('/api/health');
    await page.evaluate('localStorage.clear(); sessionStorage.clear()');
    await logIntoBackOffice(page, demoUsers.admin, DEMO_PASSWORD);
    const order = await call<{ items: { photoId: number; fileName: string; photographerShare: number }[] }>(
      'GET',
      `AdminOrder/Get?id=${orderId}`,
      undefined,
      admin,
    );
    const share = Object.fromEntries(order.items.map((item) => [item.photoId, item.photographerShare]));
    await page.goto(`/admin/OrderDetails/${orderId}`);
    await page.getByRole('button', { name: '退款', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // Every remaining photo is offered ticked: the one the runner keeps is unticked.
    for (const item of order.items) {
      await dialog.getByRole('checkbox', { name: new RegExp(item.fileName) }).setChecked(item.photoId === refunded.id);
    }
    await dialog.getByLabel('退款原因').fill('跑者表示照片不是本人');
    await dialog.getByRole('button', { name: /^確認退款/ }).click();
    await page.getByText('跑者表示照片不是本人').waitFor();
    await screenshot(page, 'money-order-refunded');

    // 3. The month's settlement: one line per photographer with what is due.
    const due = await balancesOf(kept.photographerId, admin);
    expect(due.unsettled).toBe(before.kept.unsettled + share[kept.id]!);
    await page.goto('/admin/OrderSettlement');
    const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    const picker = page.getByLabel('結算月份');
    await picker.click();
    await picker.fill(month);
    await picker.press('Enter');
    await page.getByRole('button', { name: '建立結算批次' }).click();
    const batch = page.getByRole('dialog');
    const line = batch.getByRole('row', { name: new RegExp(NAMES.photographer) });
    await expect.poll(() => line.textContent()).toContain(ntd(due.unsettled));
    await screenshotBothLanguages(page, 'money-settlement-batch', 'Settlement', '訂單結算');
    // The reload closed the batch: open it again from the list.
    await page.getByRole('button', { name: '查看' }).first().click();
    await expect.poll(() => line.textContent()).toContain(ntd(due.unsettled));

    // Paid with the bank's transfer reference.
    await line.getByRole('button', { name: '標示已付款' }).click();
    await page.getByLabel('轉帳交易序號').fill('TRF-20261124-0001');
    await page.getByRole('dialog').getByRole('button', { name: '標示已付款' }).last().click();
    await expect.poll(() => line.textContent()).toContain('已付款');

    // The bank-transfer list, as the bank imports it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      batch.getByRole('button', { name: '匯出 CSV' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const row = csv.split(/\r?\n/).find((text) => text.includes('TRF-20261124-0001'));
    expect(row, csv).toBeDefined();
    expect(row).toContain(String(due.unsettled));

    // 4. Each photographer sees it: the paid one has it paid out; the refunded share is taken back.
    const paid = await balancesOf(kept.photographerId, admin);
    expect(paid).toMatchObject({ unsettled: 0, inSettlement: 0, paidOut: before.kept.paidOut + due.unsettled });
    await expectAccountBalances(page, 'photographer', paid);
    await page.goto('/transactionrecordlist');
    await page.getByText('撥款').first().waitFor();
    await expect.poll(() => page.getByText(ntd(-due.unsettled)).count()).toBeGreaterThan(0);
    await screenshot(page, 'money-photographer-ledger');

    const afterRefund = await balancesOf(refunded.photographerId, admin);
    expect(afterRefund.unsettled + afterRefund.inSettlement + afterRefund.paidOut).toBe(
      before.refunded.unsettled + before.refunded.inSettlement + before.refunded.paidOut,
    );
    await expectAccountBalances(page, 'photographer2', afterRefund);
    await page.goto('/transactionrecordlist');
    await page.getByText('退款沖銷').first().waitFor();
    await expect.poll(() => page.getByText(ntd(-share[refunded.id]!)).count()).toBeGreaterThan(0);

    // 5. The reconciliation script on the whole database: ledger = paid items − refunds − payouts.
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/ledger-reconcile.ts'], {
      env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
    });
    expect(stdout).toMatch(/total/i);
  },
);
