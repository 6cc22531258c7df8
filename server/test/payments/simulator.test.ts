import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_STAGE_MERCHANT, SIMULATOR_CHECKOUT_PATH } from '../../src/payments/ecpay.ts';
import { SIMULATOR_COMPLETE_PATH } from '../../src/payments/simulator.ts';
import {
  api,
  checkout,
  pathOf,
  photosPriced,
  postForm,
  readForm,
  resigned,
  shopKeys,
  signIn,
} from '../helpers/payments.ts';
import { addToCart } from '../helpers/shop-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  buyer = await signIn(t);
});

/** A member's checkout up to the form the /checkout/ECPay page posts. */
async function checkoutForm(activityTitle?: string) {
  await addToCart(
    t.db,
    buyer.user.id,
    await photosPriced(t, [169, 199], activityTitle ? { title: activityTitle } : {}),
  );
  const { orderId } = (await checkout(t, buyer.headers)).json().result;
  const form = await t.app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}`), headers: buyer.headers });
  return { orderId: orderId as number, ...(form.json().result as { action: string; fields: Record<string, string> }) };
}

/** The origins a content security policy names besides the shop's own (http://photos.test). */
const foreignOrigins = (policy: unknown) =>
  [...String(policy ?? '').matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s;']+/gi)]
    .map(([url]) => url)
    .filter((url) => url !== 'http://photos.test');

const orderStatus = async (id: number) => (await t.db.order.findUniqueOrThrow({ where: { id } })).status;

/** The simulator's payment page for a form, and the form behind its buttons. */
async function paymentPage(action: string, fields: Record<string, string>) {
  const page = await postForm(t.app, pathOf(action), fields);
  expect(page.statusCode, page.body).toBe(200);
  return { page, buttons: readForm(page.body) };
}

describe('ECPay simulator', () => {
  it('shows the order on its payment page, escaped, under its own content security policy', async () => {
    const { action, fields } = await checkoutForm('<img src=x onerror=alert(1)> 馬拉松');
    expect(pathOf(action)).toBe(SIMULATOR_CHECKOUT_PATH);
    const { page, buttons } = await paymentPage(action, fields);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(fields.MerchantTradeNo);
    expect(page.body).toContain('NT$ 368');
    expect(page.body).toContain('付款成功');
    expect(page.body).toContain('付款失敗');
    expect(page.body).toContain('取消');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://photos.test");
    // The buttons carry the signed form on unchanged.
    expect(buttons.fields).toEqual(fields);
  });

  it('refuses a form whose CheckMacValue does not match, with an error page', async () => {
    const { action, fields } = await checkoutForm();
    const forged = await postForm(t.app, pathOf(action), { ...fields, TotalAmount: '1' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('CheckMacValue');
    expect(forged.body).not.toContain('付款成功');
    // Nor can the pay button be pressed with changed fields.
    const pressed = await postForm(t.app, '/ecpay-simulator/Cashier/Complete', {
      ...fields,
      TotalAmount: '1',
      SimulatorOutcome: 'pay',
    });
    expect(pressed.statusCode).toBe(400);
  });

  it('pays through the real routes: signed ReturnURL callback, then the browser back to the order', async () => {
    const { orderId, action, fields } = await checkoutForm();
    const { buttons } = await paymentPage(action, fields);
    const done = await postForm(t.app, pathOf(buttons.action!), { ...buttons.fields, SimulatorOutcome: 'pay' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.paymentType).toBe('Credit_CreditCard');
    expect(order.ecpayTradeNo).toMatch(/^\d{20}$/);
    const notification = await t.db.paymentNotification.findFirstOrThrow({ where: { orderId } });
    expect(notification).toMatchObject({ verified: true, outcome: 'paid' });

    // The page posts itself to OrderResultURL with an inline script its policy allows by nonce.
    const back = readForm(done.body);
    expect(back.action).toBe(fields.OrderResultURL);
    const nonce = /<script nonce="([^"]+)">/.exec(done.body)?.[1];
    expect(String(done.headers['content-security-policy'])).toContain(`script-src 'nonce-${nonce}'`);
    const result = await postForm(t.app, pathOf(back.action!), back.fields);
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe(`http://photos.test/orderdetails/${orderId}`);

    // Pressing pay again (a reload) is a repeat: nothing changes.
    await postForm(t.app, pathOf(buttons.action!), { ...buttons.fields, SimulatorOutcome: 'pay' });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).paidAt).toEqual(order.paidAt);
  });

  it('fails the payment with the fail button', async () => {
    const { orderId, action, fields } = await checkoutForm();
    const { buttons } = await paymentPage(action, fields);
    const done = await postForm(t.app, pathOf(buttons.action!), { ...buttons.fields, SimulatorOutcome: 'fail' });
    expect(done.statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('failed');
  });

  it('sends the browser back to ClientBackURL on cancel, the order still awaiting payment', async () => {
    const { orderId, action, fields } = await checkoutForm();
    const { buttons } = await paymentPage(action, fields);
    const cancelled = await postForm(t.app, pathOf(buttons.action!), { ...buttons.fields, SimulatorOutcome: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://photos.test/orderdetails/${orderId}`);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('pays an order again after a cancel, with the fresh number of the new form', async () => {
    const { orderId, action, fields } = await checkoutForm();
    const first = await paymentPage(action, fields);
    await postForm(t.app, pathOf(first.buttons.action!), { ...first.buttons.fields, SimulatorOutcome: 'cancel' });

    const retry = await t.app.inject({ url: api(`Order/GetEcpayForm?orderId=${orderId}`), headers: buyer.headers });
    const again = retry.json().result as { action: string; fields: Record<string, string> };
    expect(again.fields.MerchantTradeNo).not.toBe(fields.MerchantTradeNo);
    const { buttons } = await paymentPage(again.action, again.fields);
    await postForm(t.app, pathOf(buttons.action!), { ...buttons.fields, SimulatorOutcome: 'pay' });
    expect(await orderStatus(orderId)).toBe('paid');
    const notification = await t.db.paymentNotification.findFirstOrThrow({ where: { orderId } });
    expect(notification).toMatchObject({ merchantTradeNo: again.fields.MerchantTradeNo, outcome: 'paid' });
  });

  it('refuses a form naming any address but the shop’s own, and sends nothing anywhere', async () => {
    const requests: string[] = [];
    const elsewhere = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.end('1|OK');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const fetched = vi.spyOn(globalThis, 'fetch');
    try {
      const loopback = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/notify`;
      const { orderId, action, fields } = await checkoutForm();
      const foreign: Record<string, string>[] = [
        { ReturnURL: loopback },
        { ReturnURL: 'http://169.254.169.254/latest/meta-data/' },
        { ReturnURL: 'http://photos.test.evil.example/api/services/app/Payment/EcpayReturn' },
        { ReturnURL: `${fields.ReturnURL}?next=1` },
        { OrderResultURL: 'https://evil.example/collect' },
        { OrderResultURL: '' },
        { ClientBackURL: 'https://evil.example/phish' },
        { ClientBackURL: 'http://photos.test@evil.example/orderdetails/1' },
        { ClientBackURL: 'http://photos.test/orderdetails/1/../../logout' },
      ];
      for (const changes of foreign) {
        // Signed with the shop's own keys: only the addresses are wrong.
        const form = resigned(fields, changes, shopKeys(t));
        for (const [path, outcome] of [
          [pathOf(action), undefined],
          [SIMULATOR_COMPLETE_PATH, 'pay'],
          [SIMULATOR_COMPLETE_PATH, 'cancel'],
        ] as const) {
          const answer = await postForm(t.app, path, outcome ? { ...form, SimulatorOutcome: outcome } : form);
          const what = `${JSON.stringify(changes)} → ${path} ${outcome ?? ''}`;
          expect(answer.statusCode, what).toBe(400);
          expect(answer.body, what).toContain('ReturnURL / OrderResultURL / ClientBackURL');
          expect(answer.headers.location, what).toBeUndefined();
          expect(foreignOrigins(answer.headers['content-security-policy']), what).toEqual([]);
          expect(answer.body, what).not.toContain('evil.example');
        }
      }
      expect(requests).toEqual([]);
      expect(fetched).not.toHaveBeenCalled();
      expect(await orderStatus(orderId)).toBe('pending');
      expect(await t.db.paymentNotification.count({ where: { orderId } })).toBe(0);
    } finally {
      fetched.mockRestore();
      elsewhere.close();
    }
  });

  it("refuses a form signed with ECPay's public stage keys: anyone has those", async () => {
    const { orderId, action, fields } = await checkoutForm();
    const withPublicKeys = resigned(fields, {}, PUBLIC_STAGE_MERCHANT);
    const page = await postForm(t.app, pathOf(action), withPublicKeys);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('CheckMacValue');
    const paid = await postForm(t.app, SIMULATOR_COMPLETE_PATH, { ...withPublicKeys, SimulatorOutcome: 'pay' });
    expect(paid.statusCode).toBe(400);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('names no other site than the shop in the policies of its pages', async () => {
    const { action, fields } = await checkoutForm();
    const { page, buttons } = await paymentPage(action, fields);
    const done = await postForm(t.app, SIMULATOR_COMPLETE_PATH, { ...buttons.fields, SimulatorOutcome: 'pay' });
    expect(done.statusCode).toBe(200);
    for (const answer of [page, done]) {
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toMatch(/form-action 'self'( http:\/\/photos\.test)?;/);
      expect(foreignOrigins(policy)).toEqual([]);
    }
  });

  it('answers nothing once the back office has left simulator mode', async () => {
    const { action, fields } = await checkoutForm();
    await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'stage' } });
    try {
      expect((await postForm(t.app, pathOf(action), fields)).statusCode).toBe(404);
    } finally {
      await t.db.paymentSetting.update({ where: { id: 1 }, data: { mode: 'simulator' } });
    }
  });
});
