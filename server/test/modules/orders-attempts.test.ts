import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAYMENT_ATTEMPTS } from '../../src/modules/orders/attempts.ts';
import { hasValidCheckMac } from '../../src/payments/ecpay.ts';
import { culture } from '../helpers/factories.ts';
import {
  api,
  checkout as checkoutAs,
  photosPriced,
  postForm,
  returnNotification,
  shopKeys,
  signIn,
} from '../helpers/payments.ts';
import { addToCart } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Paying again: ECPay refuses a MerchantTradeNo it has seen, so every form gets a number of its
// own, and a payment through any of them reaches the order.

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;
const logLines: string[] = [];
const RETURN_URL = api('Payment/EcpayReturn');

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: { write: (line: string) => logLines.push(line) } });
});
afterAll(() => t.close());
beforeEach(async () => {
  buyer = await signIn(t);
  await t.db.paymentSetting.update({
    where: { id: 1 },
    data: { mode: 'simulator', enabledMethods: ['Credit', 'ATM'] },
  });
});

async function checkout() {
  await addToCart(t.db, buyer.user.id, await photosPriced(t, [169, 199]));
  const response = await checkoutAs(t, buyer.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { orderId: number; merchantTradeNo: string; totalAmount: number };
}

function getForm(orderId: number, query = '', headers: Record<string, string> = buyer.headers) {
  return t.app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}${query}`), headers });
}

async function formFields(orderId: number, query = '') {
  const response = await getForm(orderId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.fields as Record<string, string>;
}

const order = (id: number) => t.db.order.findUniqueOrThrow({ where: { id } });
const outcomes = async (orderId: number) =>
  (await t.db.paymentNotification.findMany({ where: { orderId }, orderBy: { id: 'asc' } })).map((n) => [
    n.merchantTradeNo,
    n.outcome,
  ]);

describe('paying again (Order/GetEcpayForm)', () => {
  it("posts the order's own number first, then a fresh number for every new form", async () => {
    const { orderId, merchantTradeNo } = await checkout();
    const first = await formFields(orderId);
    expect(first.MerchantTradeNo).toBe(merchantTradeNo);

    // Back from ECPay without paying, or a reload: the first number may be known to ECPay now.
    const again = await formFields(orderId);
    const third = await formFields(orderId);
    expect(again.MerchantTradeNo).toMatch(/^SP\d{12}[0-9A-Z]{6}$/);
    expect(new Set([merchantTradeNo, again.MerchantTradeNo, third.MerchantTradeNo]).size).toBe(3);
    expect(hasValidCheckMac(again, shopKeys(t))).toBe(true);
    expect(again).toMatchObject({ TotalAmount: '368', ChoosePayment: 'Credit' });

    // The member still knows the order by its own number.
    expect((await order(orderId)).merchantTradeNo).toBe(merchantTradeNo);
    const detail = await t.app.inject({ url: api(`Order/Get?id=${orderId}`), headers: buyer.headers });
    expect(detail.json().result.merchantTradeNo).toBe(merchantTradeNo);
    const attempts = await t.db.paymentAttempt.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
    expect(attempts.map((a) => a.merchantTradeNo)).toEqual([
      merchantTradeNo,
      again.MerchantTradeNo,
      third.MerchantTradeNo,
    ]);
  });

  it('gives two forms asked for at the same moment two different numbers', async () => {
    const { orderId } = await checkout();
    const forms = await Promise.all([formFields(orderId), formFields(orderId)]);
    expect(forms[0]!.MerchantTradeNo).not.toBe(forms[1]!.MerchantTradeNo);
  });

  it('lets the member pay again with another enabled method, and refuses one that is not enabled', async () => {
    const { orderId, merchantTradeNo } = await checkout();
    const atm = await formFields(orderId, '&choosePayment=ATM');
    expect(atm.ChoosePayment).toBe('ATM');
    expect(atm.MerchantTradeNo).not.toBe(merchantTradeNo);
    expect((await order(orderId)).choosePayment).toBe('ATM');

    const refused = await getForm(orderId, '&choosePayment=WebATM');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('目前不提供此付款方式：WebATM');
    expect(await t.db.paymentAttempt.count({ where: { orderId } })).toBe(2);
  });

  it(`stops after ${MAX_PAYMENT_ATTEMPTS} trips to ECPay, in the caller's language`, async () => {
    const { orderId } = await checkout();
    const numbers = new Set<string>();
    for (let i = 0; i < MAX_PAYMENT_ATTEMPTS; i += 1) numbers.add((await formFields(orderId)).MerchantTradeNo!);
    expect(numbers.size).toBe(MAX_PAYMENT_ATTEMPTS);

    const refused = await getForm(orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('此訂單已嘗試付款 20 次，請等訂單逾期後重新結帳，或聯絡客服');
    const english = await getForm(orderId, '', { ...buyer.headers, ...culture('en') });
    expect(english.json().error.message).toMatch(/^This order has been sent to payment 20 times/);
    expect(await t.db.paymentAttempt.count({ where: { orderId } })).toBe(MAX_PAYMENT_ATTEMPTS);
  });
});

describe('callbacks for any of an order’s numbers', () => {
  it('pays the order through its first number after a second form, then keeps a second payment for a refund', async () => {
    const { orderId, merchantTradeNo, totalAmount } = await checkout();
    await formFields(orderId);
    const second = (await formFields(orderId)).MerchantTradeNo!;

    const paid = await postForm(t.app, RETURN_URL, returnNotification(t, { merchantTradeNo, totalAmount }));
    expect(paid.body).toBe('1|OK');
    const afterPaid = await order(orderId);
    expect(afterPaid).toMatchObject({ status: 'paid', ecpayTradeNo: '2611231200001234' });

    // The second ATM code was paid as well: the money is recorded, the order stays as it was.
    const twice = returnNotification(t, { merchantTradeNo: second, totalAmount }, { TradeNo: '2611231200005678' });
    const duplicate = await postForm(t.app, RETURN_URL, twice);
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.body).toBe('1|OK');
    expect(await order(orderId)).toMatchObject({ status: 'paid', ecpayTradeNo: '2611231200001234' });
    expect((await order(orderId)).paidAt).toEqual(afterPaid.paidAt);
    const warning = logLines.map((line) => JSON.parse(line)).find((l) => l.msg?.startsWith('duplicate payment'));
    expect(warning).toMatchObject({ level: 40, orderId, merchantTradeNo: second, paidThrough: merchantTradeNo });

    // ECPay repeating either notification changes nothing more.
    await postForm(t.app, RETURN_URL, returnNotification(t, { merchantTradeNo, totalAmount }));
    await postForm(t.app, RETURN_URL, twice);
    expect(await outcomes(orderId)).toEqual([
      [merchantTradeNo, 'paid'],
      [second, 'duplicate'],
      [merchantTradeNo, 'repeat'],
      [second, 'duplicate'],
    ]);
  });

  it('pays through a later number and sends the browser back to the order from it', async () => {
    const { orderId, totalAmount } = await checkout();
    await formFields(orderId);
    const second = (await formFields(orderId)).MerchantTradeNo!;
    const fields = returnNotification(t, { merchantTradeNo: second, totalAmount });
    expect((await postForm(t.app, RETURN_URL, fields)).body).toBe('1|OK');
    expect((await order(orderId)).status).toBe('paid');
    const result = await postForm(t.app, api('Payment/EcpayOrderResult'), fields);
    expect(result.headers.location).toBe(`http://photos.test/orderdetails/${orderId}`);
  });

  it('fails the order only for the attempt the member is on now', async () => {
    const { orderId, merchantTradeNo, totalAmount } = await checkout();
    await formFields(orderId);
    const current = (await formFields(orderId)).MerchantTradeNo!;
    const failure = { RtnCode: '10100058', RtnMsg: '授權失敗' };

    // The abandoned first attempt failing later does not stop the payment in progress.
    const old = await postForm(t.app, RETURN_URL, returnNotification(t, { merchantTradeNo, totalAmount }, failure));
    expect(old.body).toBe('1|OK');
    expect((await order(orderId)).status).toBe('pending');

    await postForm(t.app, RETURN_URL, returnNotification(t, { merchantTradeNo: current, totalAmount }, failure));
    expect(await order(orderId)).toMatchObject({ status: 'failed', paymentMessage: '授權失敗' });
    expect((await getForm(orderId)).statusCode).toBe(409);
    expect(await outcomes(orderId)).toEqual([
      [merchantTradeNo, 'superseded'],
      [current, 'failed'],
    ]);
  });
});
