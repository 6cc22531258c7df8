import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { OUTCOME_FIELD, SIMULATOR_COMPLETE_PATH } from '../../server/src/payments/simulator.ts';
import { call, post } from './api.ts';
import { apiLogin, type DemoUser } from './session.ts';
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

/**
 * Buys `photoIds` as the member with `token` without a browser: cart, checkout, and the
 * simulator's 付款成功, which posts ECPay's signed paid notice. Answers the paid order's id.
 */
export async function payThroughSimulator(photoIds: number[], token: string): Promise<number> {
  await post('Shop/CreateList', { photoIds }, token);
  const { orderId } = await post<{ orderId: number }>('Order/Checkout', { choosePayment: 'Credit' }, token);
  const form = await call<{ fields: Record<string, string> }>(
    'GET',
    `Order/GetEcpayForm?orderId=${orderId}`,
    undefined,
    token,
  );
  const paid = await fetch(`${inject('baseUrl')}${SIMULATOR_COMPLETE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, [OUTCOME_FIELD]: 'pay' }),
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);
  return orderId;
}

/** The photos of a demo photographer's album in the demo activity, in the album's order (up to 100). */
export async function demoPhotographerPhotos(who: DemoUser): Promise<number[]> {
  const { accessToken } = await apiLogin(who);
  const albums = await call<{ items: { id: number }[] }>(
    'GET',
    `PhotoGalleryConfigAppSerivce/GetMyAlbums?activityId=${inject('demoActivityId')}`,
    undefined,
    accessToken,
  );
  const photos = await post<{ items: { id: number }[] }>('PhotoGalleryConfigAppSerivce/GetPhotoGalleryList', {
    coId: albums.items[0]!.id,
    MaxResultCount: 100,
  });
  return photos.items.map((photo) => photo.id);
}
