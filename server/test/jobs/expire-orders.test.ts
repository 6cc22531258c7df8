import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOrders } from '../../src/jobs/expire-orders.ts';
import { allJobs, startWorker } from '../../src/jobs/worker-runtime.ts';
import { firstAttempt, jobContext, workerResources } from '../helpers/jobs.ts';
import { checkout, photosPriced, signIn } from '../helpers/payments.ts';
import { addToCart, createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('orders.expire-unpaid', () => {
  it('cancels pending orders past their time, and their photos can be bought again', async () => {
    const buyer = await signIn(t);
    const [late, early, sold] = await photosPriced(t, [169, 199, 99]);
    const expired = await createOrder(t.db, {
      userId: buyer.user.id,
      photos: [late!],
      status: 'pending',
      expiresAt: minutesFromNow(-1),
    });
    const open = await createOrder(t.db, {
      userId: buyer.user.id,
      photos: [early!],
      status: 'pending',
      expiresAt: minutesFromNow(10),
    });
    const paid = await createOrder(t.db, {
      userId: buyer.user.id,
      photos: [sold!],
      status: 'paid',
      expiresAt: minutesFromNow(-60),
    });

    await expireOrders.handle(jobContext(t), {}, firstAttempt);
    const status = async (id: number) => t.db.order.findUniqueOrThrow({ where: { id } });
    expect(await status(expired.id)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
    expect(await status(open.id)).toMatchObject({ status: 'pending', cancelledAt: null });
    expect(await status(paid.id)).toMatchObject({ status: 'paid', cancelledAt: null });

    // The expired order's photo goes through checkout again; the open order's photo does not.
    await addToCart(t.db, buyer.user.id, [late!]);
    const again = await checkout(t, buyer.headers);
    expect(again.statusCode, again.body).toBe(200);
    await addToCart(t.db, buyer.user.id, [early!]);
    const held = await checkout(t, buyer.headers);
    expect(held.statusCode).toBe(409);
  });

  it('runs every minute on the real queue', async () => {
    expect(allJobs).toContain(expireOrders);
    const buyer = await signIn(t);
    const order = await createOrder(t.db, {
      userId: buyer.user.id,
      photos: await photosPriced(t, [169]),
      status: 'pending',
      expiresAt: minutesFromNow(-5),
    });
    await startWorker(t.boss, workerResources(t), [expireOrders]);
    const schedules = await t.boss.getSchedules();
    expect(schedules.find((s) => s.name === expireOrders.name)?.cron).toBe('* * * * *');
    await t.boss.send(expireOrders.name, {});
    await expect
      .poll(async () => (await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('cancelled');
  });
});
