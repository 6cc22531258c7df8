import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasValidCheckMac, PUBLIC_STAGE_MERCHANT } from '../../src/payments/ecpay.ts';
import { culture } from '../helpers/factories.ts';
import { api, checkout as checkoutAs, photosPriced, shopKeys, signIn } from '../helpers/payments.ts';
import { addToCart, createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  buyer = await signIn(t);
  await t.db.paymentSetting.update({
    where: { id: 1 },
    data: { enabledMethods: ['Credit'], commissionBasisPoints: 2000 },
  });
});

const checkout = (headers = buyer.headers, payload: object = {}) => checkoutAs(t, headers, payload);

const cartCount = () => t.db.cartItem.count({ where: { userId: buyer.user.id } });

describe('Order/Checkout', () => {
  it('turns the whole cart into a pending order at the prices of this moment, split exactly', async () => {
    const [a, b, c] = await photosPriced(t, [169, 199, 99]);
    await addToCart(t.db, buyer.user.id, [a!, b!, c!]);
    // The photographer changes a price after the photo went into the cart: checkout takes the new one.
    await t.db.photo.update({ where: { id: b!.id }, data: { price: 249 } });

    const before = Date.now();
    const response = await checkout();
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, merchantTradeNo, totalAmount } = response.json().result;
    expect(totalAmount).toBe(169 + 249 + 99);
    expect(merchantTradeNo).toMatch(/^[0-9A-Z]{20}$/);

    const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    expect(order).toMatchObject({
      userId: buyer.user.id,
      status: 'pending',
      totalAmount,
      itemCount: 3,
      choosePayment: 'Credit',
    });
    const ttl = order.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5000);
    // 20 % fee rounded half up: 33.8 → 34, 49.8 → 50, 19.8 → 20.
    const split = Object.fromEntries(order.items.map((i) => [i.price, [i.platformFee, i.photographerShare]]));
    expect(split).toEqual({ 169: [34, 135], 249: [50, 199], 99: [20, 79] });
    expect(order.items.every((i) => i.photographerId === a!.photographerId && i.activityId === a!.activityId)).toBe(
      true,
    );
    expect(await cartCount()).toBe(0);
  });

  it('rounds the platform fee half up with the commission setting of the moment', async () => {
    await t.db.paymentSetting.update({ where: { id: 1 }, data: { commissionBasisPoints: 1250 } });
    const photos = await photosPriced(t, [180, 169]);
    await addToCart(t.db, buyer.user.id, photos);
    const { orderId } = (await checkout()).json().result;
    const items = await t.db.orderItem.findMany({ where: { orderId }, orderBy: { price: 'asc' } });
    // 169 × 12.5 % = 21.125 → 21; 180 × 12.5 % = 22.5 → 23.
    expect(items.map((i) => [i.price, i.platformFee, i.photographerShare])).toEqual([
      [169, 21, 148],
      [180, 23, 157],
    ]);
  });

  it('gives every order a fresh 20-character MerchantTradeNo', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await addToCart(t.db, buyer.user.id, await photosPriced(t, [169]));
      const result = (await checkout()).json().result;
      expect(result.merchantTradeNo).toHaveLength(20);
      numbers.add(result.merchantTradeNo);
    }
    expect(numbers.size).toBe(3);
  });

  it('refuses an empty cart, in the caller’s language', async () => {
    const zh = await checkout();
    expect(zh.statusCode).toBe(400);
    expect(zh.json().error.message).toBe('購物車是空的，請先挑選照片');
    const en = await checkout({ ...buyer.headers, ...culture('en') });
    expect(en.json().error.message).toBe('Your cart is empty: pick some photos first');
    expect(await t.db.order.count({ where: { userId: buyer.user.id } })).toBe(0);
  });

  it('refuses a payment method that is not enabled, and keeps the cart', async () => {
    await addToCart(t.db, buyer.user.id, await photosPriced(t, [169]));
    const response = await checkout(buyer.headers, { choosePayment: 'ATM' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('ATM');
    expect(await cartCount()).toBe(1);

    await t.db.paymentSetting.update({ where: { id: 1 }, data: { enabledMethods: ['Credit', 'ATM'] } });
    const accepted = await checkout(buyer.headers, { choosePayment: 'ATM' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: accepted.json().result.orderId } })).choosePayment).toBe(
      'ATM',
    );
  });

  it('refuses the cart when a photo became unbuyable, and keeps it for the member to fix', async () => {
    const [hidden, bought, open] = await photosPriced(t, [169, 169, 169]);
    await createOrder(t.db, { userId: buyer.user.id, photos: [bought!], status: 'paid' });
    await addToCart(t.db, buyer.user.id, [hidden!, bought!, open!]);
    await t.db.photo.update({ where: { id: hidden!.id }, data: { status: 'hidden' } });

    const response = await checkout();
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('2');
    expect(await cartCount()).toBe(3);
    expect(await t.db.order.count({ where: { userId: buyer.user.id, status: 'pending' } })).toBe(0);
  });

  it('holds a photo while its order awaits payment, and frees it once that order has expired', async () => {
    const [photo] = await photosPriced(t, [169]);
    const pending = await createOrder(t.db, { userId: buyer.user.id, photos: [photo!], status: 'pending' });
    await addToCart(t.db, buyer.user.id, [photo!]);
    expect((await checkout()).statusCode).toBe(409);

    await t.db.order.update({ where: { id: pending.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await checkout()).statusCode).toBe(200);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({ method: 'POST', url: api('Order/Checkout'), payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('Order/GetEcpayForm', () => {
  it('answers the AioCheckOut form signed for the simulator, with the URLs back to the shop', async () => {
    await addToCart(t.db, buyer.user.id, await photosPriced(t, [169, 199], { title: '台北馬拉松 #2026' }));
    const { orderId, merchantTradeNo } = (await checkout()).json().result;
    const response = await t.app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}`), headers: buyer.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { action, fields, order } = response.json().result;

    expect(action).toBe('http://photos.test/ecpay-simulator/Cashier/AioCheckOut/V5');
    expect(order).toMatchObject({ id: orderId, merchantTradeNo, totalAmount: 368, itemCount: 2 });
    expect(fields).toMatchObject({
      MerchantID: PUBLIC_STAGE_MERCHANT.merchantId,
      MerchantTradeNo: merchantTradeNo,
      TotalAmount: '368',
      PaymentType: 'aio',
      ChoosePayment: 'Credit',
      EncryptType: '1',
      ReturnURL: 'http://photos.test/api/services/app/Payment/EcpayReturn',
      OrderResultURL: 'http://photos.test/api/services/app/Payment/EcpayOrderResult',
      ClientBackURL: `http://photos.test/orderdetails/${orderId}`,
    });
    expect(fields.MerchantTradeDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    // Two items joined by ECPay's '#'; the '#' of the title itself is taken out.
    expect(fields.ItemName.split('#')).toHaveLength(2);
    expect(fields.ItemName).toContain('台北馬拉松 2026');
    // Signed with the installation's simulator keys, never the published stage keys.
    expect(hasValidCheckMac(fields, shopKeys(t))).toBe(true);
    expect(hasValidCheckMac(fields, PUBLIC_STAGE_MERCHANT)).toBe(false);
  });

  it("refuses another member's order and an order that can no longer be paid", async () => {
    const [photo] = await photosPriced(t, [169]);
    const paid = await createOrder(t.db, { userId: buyer.user.id, photos: [photo!], status: 'paid' });
    const other = await signIn(t);
    const url = api(`Order/GetEcpayForm?orderId=${paid.id}`);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    const response = await t.app.inject({ url, headers: buyer.headers });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('此訂單已付款、已取消或已逾期，無法再付款');
  });
});

describe('Order/Get and Order/GetAll', () => {
  it('shows an order with its photos to its buyer and to an admin with the Orders permission only', async () => {
    const photos = await photosPriced(t, [169, 199], { title: '賽事' });
    const order = await createOrder(t.db, { userId: buyer.user.id, photos, status: 'paid' });
    const url = api(`Order/Get?id=${order.id}`);

    const own = await t.app.inject({ url, headers: buyer.headers });
    expect(own.statusCode, own.body).toBe(200);
    const detail = own.json().result;
    expect(detail).toMatchObject({ id: order.id, status: 'paid', totalAmount: 368, itemCount: 2 });
    expect(detail.items).toHaveLength(2);
    expect(detail.items[0]).toMatchObject({ photoId: photos[0]!.id, activityTitle: '賽事', price: 169 });
    expect(detail.items[0].thumbnailUrl).toContain(photos[0]!.thumbnailKey);
    expect(own.body).not.toContain('originals/');

    expect((await t.app.inject({ url, headers: (await signIn(t)).headers })).statusCode).toBe(404);
    const admin = await signIn(t, { isAdmin: true, roles: ['Admin'] });
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    const bareAdmin = await signIn(t, { isAdmin: true });
    expect((await t.app.inject({ url, headers: bareAdmin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it("lists the member's own orders, newest first, paged", async () => {
    const photos = await photosPriced(t, [169, 199, 99]);
    const hour = 60 * 60 * 1000;
    for (const [index, photo] of photos.entries()) {
      await createOrder(t.db, {
        userId: buyer.user.id,
        photos: [photo],
        status: index === 0 ? 'cancelled' : 'paid',
        createdAt: new Date(Date.now() - (3 - index) * hour),
      });
    }
    await createOrder(t.db, { userId: (await signIn(t)).user.id, photos: [photos[0]!], status: 'paid' });

    const response = await t.app.inject({
      url: api('Order/GetAll?SkipCount=0&MaxResultCount=2'),
      headers: buyer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { totalCount, items } = response.json().result;
    expect(totalCount).toBe(3);
    expect(items.map((o: { totalAmount: number; status: string }) => [o.totalAmount, o.status])).toEqual([
      [99, 'paid'],
      [199, 'paid'],
    ]);
    expect(items[0]).toMatchObject({ itemCount: 1, paymentType: 'Credit_CreditCard' });
  });
});
