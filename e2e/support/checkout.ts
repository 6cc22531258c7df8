import type { Page } from 'playwright-core';
import { expect, pathOf } from './test.ts';

/** On /checkout: checks the cart out and answers the new order's id, once on its payment page. */
export async function checkOut(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^結\s?帳$/ }).click();
  // The checkout answers after the cart is priced and the order written: slow on a loaded machine.
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/checkout/ECPay');
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}

/**
 * On the payment page: off to ECPay (the local simulator) with the signed form, stopping on its
 * payment page; `total` in NT$, when given, must be what it asks.
 */
export async function goToSimulator(page: Page, total?: number): Promise<void> {
  await page.getByRole('button', { name: '前往付款' }).click();
  await page.getByRole('heading', { name: '付款 / Payment' }).waitFor();
  if (total !== undefined) expect(await page.getByText(`NT$ ${total}`).count()).toBe(1);
}

/** On the simulator's payment page: pays, and comes back to the order, paid by ECPay's server-to-server callback. */
export async function payOnSimulator(page: Page, orderId: number): Promise<void> {
  await page.getByRole('button', { name: '付款成功 Pay' }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe(`/orderdetails/${orderId}`);
  await page.getByText('付款完成，感謝您的購買！').waitFor({ timeout: 20_000 });
}

/** On the payment page: off to the simulator with the signed form, pays there and comes back to the paid order. */
export async function payInSimulator(page: Page, orderId: number, total?: number): Promise<void> {
  await goToSimulator(page, total);
  await payOnSimulator(page, orderId);
}
