import { afterAll, beforeAll, expect, it } from 'vitest';
import { refundOrder } from '../../src/modules/orders/refunds.ts';
import { PERMISSIONS } from '../../src/shared/domain/permissions.ts';
import { signInAdminWith } from '../helpers/admin-access.ts';
import { createUser } from '../helpers/factories.ts';
import { api, photosPriced, postForm, returnNotification, signIn } from '../helpers/payments.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The reports read an item's copy of its order's paid time (docs/decisions/042): the database keeps
// it in step through the real payment callback and refund, whoever writes the order.

let t: TestApp;
let reader: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator' } });
  reader = await signInAdminWith(t, [PERMISSIONS.Reports]);
});
afterAll(() => t.close());

const taipeiDay = (instant: Date) => new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function dayTotals(day: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: api(`AdminReport/GetSummary?from=${day}&to=${day}&granularity=day`),
    headers: reader,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.totals;
}

const itemsPaidAt = (orderId: number) =>
  t.db.orderItem.findMany({ where: { orderId }, select: { paidAt: true } }).then((items) => items.map((i) => i.paidAt));

it('counts an order from the moment its payment is confirmed, and a refund of it as a refund', async () => {
  const buyer = await signIn(t);
  const order = await createOrder(t.db, {
    userId: buyer.user.id,
    photos: await photosPriced(t, [169, 199]),
    status: 'pending',
  });
  expect(await itemsPaidAt(order.id)).toEqual([null, null]);
  const today = taipeiDay(new Date());
  expect(await dayTotals(today)).toMatchObject({ photosSold: 0, revenue: 0 });

  expect((await postForm(t.app, api('Payment/EcpayReturn'), returnNotification(t, order))).body).toBe('1|OK');
  const { paidAt } = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
  expect(await itemsPaidAt(order.id)).toEqual([paidAt, paidAt]);
  expect(await dayTotals(taipeiDay(paidAt!))).toMatchObject({ photosSold: 2, revenue: 368, orders: 1 });

  const admin = await createUser(t.db, { isAdmin: true });
  await refundOrder(t.app, admin.id, { orderId: order.id, reason: '重複購買' });
  expect(await itemsPaidAt(order.id)).toEqual([paidAt, paidAt]);
  expect(await dayTotals(taipeiDay(paidAt!))).toMatchObject({
    photosSold: 0,
    revenue: 0,
    refunds: 368,
    refundedItems: 2,
  });
});

it('leaves out the items of an order that is not paid, whatever its paid time says', async () => {
  const buyer = await createUser(t.db);
  const [photo] = await photosPriced(t, [150]);
  const order = await createOrder(t.db, { userId: buyer.id, photos: [photo!], status: 'paid' });
  await t.db.order.update({ where: { id: order.id }, data: { status: 'cancelled' } });
  expect(await itemsPaidAt(order.id)).toEqual([null]);
  await t.db.order.update({ where: { id: order.id }, data: { status: 'paid' } });
  expect(await itemsPaidAt(order.id)).toEqual([order.paidAt]);
});
