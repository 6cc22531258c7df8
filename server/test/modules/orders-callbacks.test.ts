import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkMacValue, PUBLIC_STAGE_MERCHANT } from '../../src/payments/ecpay.ts';
import { api, photosPriced, postForm, returnNotification, signIn } from '../helpers/payments.ts';
import { createOrder } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { internalTextIn } from '../helpers/internal-text.ts';

let t: TestApp;
let order: Awaited<ReturnType<typeof createOrder>>;

const RETURN_URL = api('Payment/EcpayReturn');
const RESULT_URL = api('Payment/EcpayOrderResult');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator' } });
  const buyer = await signIn(t);
  order = await createOrder(t.db, {
    userId: buyer.user.id,
    photos: await photosPriced(t, [169, 199]),
    status: 'pending',
  });
});

const current = () => t.db.order.findUniqueOrThrow({ where: { id: order.id } });
const notifications = () => t.db.paymentNotification.findMany({ where: { merchantTradeNo: order.merchantTradeNo } });

const postJson = (payload: object) =>
  t.app.inject({ method: 'POST', url: RETURN_URL, headers: { 'content-type': 'application/json' }, payload });

async function expectUnchanged() {
  const after = await current();
  expect(after).toMatchObject({ status: 'pending', paidAt: null, ecpayTradeNo: null, paymentType: null });
  expect(after.updatedAt).toEqual(order.updatedAt);
}

async function expectRefused(fields: Record<string, string>, reason: RegExp) {
  const response = await postForm(t.app, RETURN_URL, fields);
  expect(response.statusCode).toBe(400);
  expect(response.body).toMatch(/^0\|/);
  expect(response.body).toMatch(reason);
  await expectUnchanged();
}

describe('Payment/EcpayReturn', () => {
  it('marks the order paid on a genuine success notification and answers 1|OK', async () => {
    const response = await postForm(t.app, RETURN_URL, returnNotification(t, order));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1|OK');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const paid = await current();
    expect(paid).toMatchObject({ status: 'paid', ecpayTradeNo: '2611231200001234', paymentType: 'Credit_CreditCard' });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await notifications()).toMatchObject([
      { orderId: order.id, verified: true, outcome: 'paid', rtnCode: '1', tradeAmt: 368 },
    ]);
  });

  it('refuses a forged CheckMacValue and records it', async () => {
    const genuine = returnNotification(t, order);
    // Signed with someone else's keys, and a genuine signature over changed fields.
    const otherKeys = { ...PUBLIC_STAGE_MERCHANT, hashKey: 'AAAAAAAAAAAAAAAA', hashIv: 'BBBBBBBBBBBBBBBB' };
    await expectRefused(returnNotification(t, order, {}, otherKeys), /CheckMacValue/);
    await expectRefused(
      { ...genuine, RtnCode: '1', TradeAmt: '1', CheckMacValue: genuine.CheckMacValue },
      /CheckMacValue/,
    );
    // One character changed (to another than the genuine one: a signature may start with 0).
    const altered = (genuine.CheckMacValue.startsWith('0') ? '1' : '0') + genuine.CheckMacValue.slice(1);
    await expectRefused({ ...genuine, CheckMacValue: altered.toLowerCase() }, /CheckMacValue/);
    const { CheckMacValue: _, ...unsigned } = genuine;
    await expectRefused(unsigned, /CheckMacValue/);
    const recorded = await notifications();
    expect(recorded).toHaveLength(4);
    expect(recorded.every((n) => n.outcome === 'refused' && !n.verified && n.orderId === null)).toBe(true);
  });

  it('refuses a notification for another merchant, even when signed with our keys', async () => {
    await expectRefused(returnNotification(t, order, { MerchantID: '2000132' }), /CheckMacValue/);
  });

  it('refuses a notification whose amount is not the order’s', async () => {
    await expectRefused(returnNotification(t, order, { TradeAmt: '367' }), /TradeAmt/);
    expect(await notifications()).toMatchObject([
      { orderId: order.id, verified: true, outcome: 'refused', tradeAmt: 367 },
    ]);
  });

  it('refuses a notification for an unknown order', async () => {
    const response = await postForm(
      t.app,
      RETURN_URL,
      returnNotification(t, { merchantTradeNo: 'SP0000000000000NOPE1', totalAmount: 368 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^0\|unknown MerchantTradeNo/);
    const recorded = await t.db.paymentNotification.findFirstOrThrow({
      where: { merchantTradeNo: 'SP0000000000000NOPE1' },
    });
    expect(recorded).toMatchObject({ orderId: null, verified: true, outcome: 'refused' });
  });

  it('answers a repeated notification 1|OK and changes nothing', async () => {
    const fields = returnNotification(t, order);
    await postForm(t.app, RETURN_URL, fields);
    const paid = await current();
    const again = await postForm(t.app, RETURN_URL, returnNotification(t, order, { TradeNo: '2611231200009999' }));
    expect(again.body).toBe('1|OK');
    const after = await current();
    expect(after.paidAt).toEqual(paid.paidAt);
    expect(after.ecpayTradeNo).toBe('2611231200001234');
    expect((await notifications()).map((n) => n.outcome)).toEqual(['paid', 'repeat']);
  });

  it('marks the order failed on a genuine failure, and paid if money arrives after all', async () => {
    const failed = await postForm(
      t.app,
      RETURN_URL,
      returnNotification(t, order, { RtnCode: '10100058', RtnMsg: '授權失敗' }),
    );
    expect(failed.body).toBe('1|OK');
    expect(await current()).toMatchObject({ status: 'failed', paidAt: null, paymentMessage: '授權失敗' });

    const paid = await postForm(t.app, RETURN_URL, returnNotification(t, order));
    expect(paid.body).toBe('1|OK');
    expect((await current()).status).toBe('paid');
    // A failure notice for a paid order changes nothing.
    await postForm(t.app, RETURN_URL, returnNotification(t, order, { RtnCode: '10100058' }));
    expect((await current()).status).toBe('paid');
    expect((await notifications()).map((n) => n.outcome)).toEqual(['failed', 'paid', 'repeat']);
  });

  it('accepts the money for an order that expired meanwhile: the member paid', async () => {
    await t.db.order.update({ where: { id: order.id }, data: { status: 'cancelled', cancelledAt: new Date() } });
    expect((await postForm(t.app, RETURN_URL, returnNotification(t, order))).body).toBe('1|OK');
    expect(await current()).toMatchObject({ status: 'paid', paymentType: 'Credit_CreditCard' });
  });

  it("refuses ECPay's simulated payments in production mode", async () => {
    await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'production' } });
    // Production signs with the row's merchant: the public stage merchant's keys here.
    await expectRefused(returnNotification(t, order, { SimulatePaid: '1' }, PUBLIC_STAGE_MERCHANT), /simulated/);
  });

  it('refuses an unsigned JSON body with a 4xx answer, not a crash', async () => {
    const answer = await postJson({ MerchantTradeNo: 123, RtnCode: 1, TradeAmt: [368], CheckMacValue: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(/^0\|.*form/);
    await expectUnchanged();
  });

  it('refuses a correctly signed notification sent as JSON or any other type than a form', async () => {
    // ECPay posts url-encoded forms whose fields are strings: nothing else is ECPay's.
    const signed = await postJson(returnNotification(t, order));
    expect(signed.statusCode).toBe(400);
    expect(signed.body).toMatch(/^0\|.*form/);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded-evil', 'multipart/form-data; boundary=x']) {
      const payload = new URLSearchParams(returnNotification(t, order)).toString();
      const other = await t.app.inject({ method: 'POST', url: RETURN_URL, headers: { 'content-type': type }, payload });
      expect(other.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(other.statusCode, type).toBeLessThan(500);
    }
    await expectUnchanged();
  });

  it('answers a form refused before it is read (NUL in a field) in plain text, as ECPay reads it', async () => {
    const response = await postForm(t.app, RETURN_URL, { ...returnNotification(t, order), RtnMsg: 'a\u0000b' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('0|RtnMsg 不可包含空字元（NUL）');
    await expectUnchanged();
  });

  it('answers a notice the database could not record with a plain reason, naming no code or file of the server', async () => {
    // The database refuses the notice's row: the answer says something went wrong, and no more.
    await t.db.$executeRawUnsafe(`CREATE FUNCTION refuse_notice() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'notice refused for the test'; END $$`);
    await t.db.$executeRawUnsafe(
      'CREATE TRIGGER refuse_notice BEFORE INSERT ON "PaymentNotification" FOR EACH ROW EXECUTE FUNCTION refuse_notice()',
    );
    try {
      const response = await postForm(t.app, RETURN_URL, returnNotification(t, order));
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('0|伺服器發生錯誤，請稍後再試');
      expect(internalTextIn(response.body)).toBeUndefined();
      await expectUnchanged();
    } finally {
      await t.db.$executeRawUnsafe('DROP TRIGGER refuse_notice ON "PaymentNotification"');
      await t.db.$executeRawUnsafe('DROP FUNCTION refuse_notice()');
    }
  });

  it('ignores posted fields named like the keys instead of failing', async () => {
    const fields = returnNotification(t, order);
    await expectRefused({ ...fields, HashKey: PUBLIC_STAGE_MERCHANT.hashKey }, /CheckMacValue/);
  });
});

describe('Payment/EcpayOrderResult', () => {
  it("sends the browser to the order's page without marking it paid", async () => {
    const response = await postForm(t.app, RESULT_URL, returnNotification(t, order));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://photos.test/orderdetails/${order.id}`);
    expect((await current()).status).toBe('pending');
    expect(await notifications()).toHaveLength(0);
  });

  it('sends a forged post to the order list, naming no order', async () => {
    const fields = returnNotification(t, order);
    const response = await postForm(t.app, RESULT_URL, {
      ...fields,
      CheckMacValue: checkMacValue({ x: '1' }, PUBLIC_STAGE_MERCHANT),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://photos.test/consumerrecords');
  });
});
