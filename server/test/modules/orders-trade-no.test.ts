import type * as Crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newMerchantTradeNo } from '../../src/modules/orders/attempts.ts';
import { checkout, photosPriced, signIn } from '../helpers/payments.ts';
import { addToCart, createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The random part of the next MerchantTradeNo, chosen by the test to force a collision.
const random = vi.hoisted(() => ({ queue: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const randomInt = (...args: Parameters<typeof actual.randomInt>) =>
    random.queue.length > 0 ? random.queue.shift()! : (actual.randomInt as (max: number) => number)(args[0] as number);
  return { ...actual, default: { ...actual, randomInt }, randomInt };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  vi.useRealTimers();
  return t.close();
});

describe('MerchantTradeNo', () => {
  it('is tried again when the number is already taken', async () => {
    // One second for the whole test: the time part of every number is the same.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T04:00:00Z') });
    const buyer = await signIn(t);
    const [taken, wanted] = await photosPriced(t, [169, 199]);
    random.queue.push(0, 0, 0, 0, 0, 0);
    const takenNo = newMerchantTradeNo();
    expect(takenNo).toBe('SP261123120000000000');
    const other = await createOrder(t.db, { userId: buyer.user.id, photos: [taken!], status: 'paid' });
    await t.db.order.update({ where: { id: other.id }, data: { merchantTradeNo: takenNo } });

    await addToCart(t.db, buyer.user.id, [wanted!]);
    random.queue.push(0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1);
    const response = await checkout(t, buyer.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.merchantTradeNo).toBe('SP261123120000111111');
    expect(random.queue).toEqual([]);
    expect(await t.db.cartItem.count({ where: { userId: buyer.user.id } })).toBe(0);
  });
});
