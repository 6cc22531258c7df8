import type { FastifyInstance } from 'fastify';
import { checkMacValue, PUBLIC_STAGE_MERCHANT, type MerchantKeys } from '../../src/payments/ecpay.ts';
import { createActivity, createAlbum, createPhoto } from './catalogue-factories.ts';
import { bearer, createUser, loginToken, type UserOverrides } from './factories.ts';
import type { TestApp } from './test-app.ts';

// Payment test helpers: signed-in members, form posts, ECPay notifications, and reading the
// simulator's HTML forms the way a browser would.

export const api = (path: string) => `/api/services/app/${path}`;

export async function signIn(t: TestApp, overrides: UserOverrides = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

/** A member's POST Order/Checkout: the cart becomes a pending order (payload: e.g. choosePayment). */
export function checkout(t: TestApp, headers: Record<string, string>, payload: object = {}) {
  return t.app.inject({ method: 'POST', url: api('Order/Checkout'), headers, payload });
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({ method: 'POST', url, headers: formHeaders, payload: new URLSearchParams(fields).toString() });
}

/** Ready photos of one album (a new activity), with the given prices. */
export async function photosPriced(t: TestApp, prices: number[], activity?: { title?: string }) {
  const album = await createAlbum(t.db, await createActivity(t.db, activity));
  const photos = [];
  for (const price of prices) photos.push(await createPhoto(t.db, album, { price }));
  return photos;
}

/**
 * The keys the shop signs its ECPay forms with, and checks notices with, on the simulator: the
 * installation's own (never the public stage merchant's), for the row's merchant.
 */
export const shopKeys = (t: Pick<TestApp, 'config'>): MerchantKeys => ({
  merchantId: PUBLIC_STAGE_MERCHANT.merchantId,
  ...t.config.simulatorKeys!,
});

/** A form's fields changed and signed again with the given keys (as anyone holding them could). */
export function resigned(fields: Record<string, string>, changes: Record<string, string>, keys: MerchantKeys) {
  const { CheckMacValue: _, ...unsigned } = { ...fields, ...changes };
  return { ...unsigned, CheckMacValue: checkMacValue(unsigned, keys) };
}

/** The ReturnURL notification ECPay would post for an order, signed with the merchant's keys (the simulator's by default). */
export function returnNotification(
  t: Pick<TestApp, 'config'>,
  order: { merchantTradeNo: string; totalAmount: number },
  overrides: Record<string, string> = {},
  keys: MerchantKeys = shopKeys(t),
) {
  const fields: Record<string, string> = {
    MerchantID: keys.merchantId,
    MerchantTradeNo: order.merchantTradeNo,
    StoreID: '',
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: '2611231200001234',
    TradeAmt: String(order.totalAmount),
    PaymentDate: '2026/11/23 12:01:02',
    PaymentType: 'Credit_CreditCard',
    PaymentTypeChargeFee: '5',
    TradeDate: '2026/11/23 12:00:00',
    SimulatePaid: '0',
    CustomField1: '',
    CustomField2: '',
    CustomField3: '',
    CustomField4: '',
    ...overrides,
  };
  return { ...fields, CheckMacValue: checkMacValue(fields, keys) };
}

const unescape = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The action and hidden fields of the (first) form of an HTML page. */
export function readForm(html: string) {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(name!)] = unescape(value!);
  }
  return { action: action === undefined ? undefined : unescape(action), fields };
}

/** A URL's path and query (relative ones as a browser on the site resolves them), for app.inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://photos.test');
  return `${parsed.pathname}${parsed.search}`;
};
