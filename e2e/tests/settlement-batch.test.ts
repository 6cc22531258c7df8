import type { Locator, Page } from 'playwright-core';
import { call, post } from '../support/api.ts';
import { demoPhotographerPhotos, payThroughSimulator } from '../support/checkout.ts';
import { registerMember } from '../support/members.ts';
import { apiLogin, apiLoginWith, loginAs } from '../support/session.ts';
import { expect, PHONE, screenshot, test } from '../support/test.ts';

// Finance pays a whole settlement batch in one action while a second tab still shows it unpaid:
// the second tab's payment is refused as already done, and the batch reads paid in both tabs.

const PASSWORD = 'batch2026';

interface Batch {
  id: number;
  lines: { state: string; amount: number }[];
}

/** The month of Taiwan's calendar today, as the settlement page names it ('2026-11'). */
const thisMonth = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

/** Opens the settlement page and the batch's drawer; answers the drawer. */
async function openBatch(page: Page, batchId: number) {
  await page.goto('/admin/OrderSettlement');
  await page
    .getByRole('row', { name: new RegExp(`#${batchId}\\b`) })
    .getByRole('button', { name: '查看' })
    .click();
  // The drawer opened first; the payment dialog, whose title also names the batch, comes after it.
  const drawer = page
    .getByRole('dialog')
    .filter({ hasText: `結算批次 #${batchId}` })
    .first();
  await drawer.waitFor();
  return drawer;
}

async function payBatchIn(page: Page, drawer: Locator, reference: string) {
  await drawer.getByRole('button', { name: /^整批付款/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '整批付款：' });
  await dialog.getByLabel('銀行整批轉帳序號').fill(reference);
  await dialog.getByRole('button', { name: '確認整批付款' }).click();
}

test('a batch paid in one tab reads paid in the other, whose second payment is refused without paying twice', async ({
  page,
  browserErrors,
}) => {
  const admin = (await apiLogin('admin')).accessToken;
  await post('AdminPaymentSetting/Update', { refundWindowDays: 0 }, admin);
  const runner = await registerMember('batch', '跑者小葉', PASSWORD);
  const photos = await demoPhotographerPhotos('photographer');
  await payThroughSimulator([photos[0]!], (await apiLoginWith(runner, PASSWORD)).accessToken);
  const batch = await post<Batch>('AdminSettlement/Create', { month: thisMonth() }, admin);
  const pending = batch.lines.filter((line) => line.state === 'pending');
  expect(pending.length).toBeGreaterThan(0);

  await loginAs(page, 'admin');
  const first = await openBatch(page, batch.id);
  const secondTab = await page.context().newPage();
  browserErrors.watch(secondTab);
  const second = await openBatch(secondTab, batch.id);
  // Both tabs offer the same payment: every pending line, one total.
  const total = pending.reduce((sum, line) => sum + line.amount, 0).toLocaleString('en-US');
  for (const drawer of [first, second])
    await drawer.getByRole('button', { name: `整批付款（${pending.length} 筆，NT$ ${total}）` }).waitFor();

  await payBatchIn(page, first, 'TRF-BATCH-0001');
  await page.getByText(`已付款 ${pending.length} 筆，共 NT$ ${total}`).waitFor();
  await first.getByText(`結算批次 #${batch.id} 已全部付款`).waitFor();

  // The browser logs the refused request; the tab shows why and what the batch is now.
  browserErrors.expect(/status of 409/);
  await payBatchIn(secondTab, second, 'TRF-BATCH-0002');
  await secondTab.getByText(/這個結算批次已付款（可能已由其他分頁或管理員完成），沒有重複付款/).waitFor();
  await second.getByText(`結算批次 #${batch.id} 已全部付款`).waitFor();

  const paid = await call<Batch>('GET', `AdminSettlement/Get?batchId=${batch.id}`, undefined, admin);
  expect(paid.lines.filter((line) => line.state === 'paid')).toHaveLength(pending.length);
  // Every line's state shows beside its amount at 1280 px, not under the actions column.
  const stateHeader = first.getByRole('columnheader', { name: '狀態' });
  const box = await stateHeader.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  await secondTab.close();
  await screenshot(page, 'settlement-batch-paid');

  // On a phone each line is a card whose figures all lie on the screen.
  await page.setViewportSize(PHONE);
  const onPhone = await openBatch(page, batch.id);
  await onPhone
    .getByText(/^NT\$ /)
    .first()
    .waitFor();
  // The drawer slides in from the right: its figures are judged where it comes to rest.
  const offScreen = async () => {
    const figures = await onPhone.getByText(/^NT\$ /).all();
    const places = await Promise.all(figures.map((figure) => figure.boundingBox()));
    return places.filter((place) => !place || place.x < 0 || place.x + place.width > PHONE.width).length;
  };
  await expect.poll(offScreen, { message: 'figures outside a 375 px screen' }).toBe(0);
});
