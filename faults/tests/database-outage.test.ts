import { afterAll, beforeAll, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../../server/test/helpers/catalogue-factories.ts';
import { createUser } from '../../server/test/helpers/factories.ts';
import { returnNotification } from '../../server/test/helpers/payments.ts';
import { createOrder } from '../../server/test/helpers/shop-factories.ts';
import { startFaultStack, type FaultStack } from '../support/fault-stack.ts';
import { hammer, isAlive, postNotice, waitUntilHealthy } from '../support/requests.ts';

// PostgreSQL stopped for 10 s while callers keep asking, then started again (docs/decisions/047).

const OUTAGE_MS = 10_000;

let stack: FaultStack;
beforeAll(async () => {
  stack = await startFaultStack('database');
});
afterAll(() => stack?.close());

it('answers 503 in the envelope while PostgreSQL is down, recovers by itself, and applies a held-back payment once', async () => {
  const { db } = stack;
  const buyer = await createUser(db);
  const album = await createAlbum(db, await createActivity(db));
  const photos = [await createPhoto(db, album, { price: 199 }), await createPhoto(db, album, { price: 169 })];
  const order = await createOrder(db, { userId: buyer.id, photos, status: 'pending' });
  const notice = returnNotification(stack, order);

  const load = hammer(stack.baseUrl);
  await new Promise((r) => setTimeout(r, 500));
  await stack.stopDatabase();
  const stoppedAt = Date.now();

  await new Promise((r) => setTimeout(r, 1000));
  const heldBack = await postNotice(stack.baseUrl, notice);
  expect(heldBack.status).toBe(503);
  expect(heldBack.body).not.toBe('1|OK');
  expect(heldBack.body).toMatch(/^0\|/);

  await new Promise((r) => setTimeout(r, OUTAGE_MS - (Date.now() - stoppedAt)));
  await stack.startDatabase();
  const recoveredInMs = await waitUntilHealthy(stack.baseUrl, 20_000);
  const answers = await load.stop();

  expect(recoveredInMs).toBeLessThan(10_000);
  expect(isAlive(stack.server.pid)).toBe(true);
  // Every answer was a good one or a 503 in the envelope with Retry-After; none hung.
  expect(answers.timedOut).toBe(0);
  expect(answers.other).toEqual([]);
  expect(answers.unavailable).toBeGreaterThan(0);
  expect(answers.ok).toBeGreaterThan(0);

  // ECPay sends the notice again (and again): applied once.
  expect(await postNotice(stack.baseUrl, notice)).toEqual({ status: 200, body: '1|OK' });
  expect(await postNotice(stack.baseUrl, notice)).toEqual({ status: 200, body: '1|OK' });
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'paid' });
  const outcomes = await db.paymentNotification.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
  expect(outcomes.map((n) => n.outcome)).toEqual(['paid', 'repeat']);
  expect(
    await db.ledgerEntry.count({ where: { kind: 'sale', orderItemId: { in: order.items.map((i) => i.id) } } }),
  ).toBe(2);
});
