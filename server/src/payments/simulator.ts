import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PaymentSetting } from '../generated/prisma/client.ts';
import { getPaymentSetting, isSignedByMerchant, merchantKeysOf, modeOf } from './settings.ts';
import { checkMacValue, SIMULATOR_CHECKOUT_PATH, taipeiDateTime } from './ecpay.ts';
import { acceptFormBodies, formFields, type FormFields } from './form-body.ts';
import { checkoutPage, errorPage, returnPage } from './simulator-page.ts';

// A local stand-in for ECPay's AioCheckOut, for `npm start` without a merchant account and for
// tests: it checks the form's CheckMacValue, lets a person choose pay / fail / cancel, then does
// what ECPay does: a signed server-to-server post to ReturnURL, and the browser back to the shop.

export const SIMULATOR_COMPLETE_PATH = '/ecpay-simulator/Cashier/Complete';
const OUTCOME_FIELD = 'SimulatorOutcome';
/** An ECPay credit-card refusal code (授權失敗). */
const FAILURE_RTN_CODE = '10100058';
const PAYMENT_TYPES: Record<string, string> = {
  Credit: 'Credit_CreditCard',
  WebATM: 'WebATM_TAISHIN',
  ATM: 'ATM_TAISHIN',
};

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** Helmet's site-wide policy has no room for this page's own form targets and inline submit. */
function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  formTargets: (string | undefined)[],
  nonce?: string,
) {
  const targets = [...new Set(formTargets.filter(Boolean))].join(' ');
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    `form-action 'self' ${targets}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return reply.status(status).header('content-security-policy', policy).type('text/html; charset=utf-8').send(html);
}

/** ECPay's TradeNo: 20 digits. */
const tradeNo = (now: Date) =>
  taipeiDateTime(now).replace(/\D/g, '').slice(2) + String(randomInt(10 ** 8)).padStart(8, '0');

/** The notification ECPay posts to ReturnURL (and the browser to OrderResultURL), signed. */
export function signedNotification(setting: PaymentSetting, form: FormFields, paid: boolean, now = new Date()) {
  const fields: FormFields = {
    MerchantID: setting.merchantId,
    MerchantTradeNo: form.MerchantTradeNo ?? '',
    StoreID: form.StoreID ?? '',
    RtnCode: paid ? '1' : FAILURE_RTN_CODE,
    RtnMsg: paid ? '交易成功' : '授權失敗',
    TradeNo: tradeNo(now),
    TradeAmt: form.TotalAmount ?? '',
    PaymentDate: taipeiDateTime(now),
    PaymentType: PAYMENT_TYPES[form.ChoosePayment ?? ''] ?? 'Credit_CreditCard',
    PaymentTypeChargeFee: '0',
    TradeDate: form.MerchantTradeDate ?? '',
    SimulatePaid: '0',
    CustomField1: form.CustomField1 ?? '',
    CustomField2: form.CustomField2 ?? '',
    CustomField3: form.CustomField3 ?? '',
    CustomField4: form.CustomField4 ?? '',
  };
  return { ...fields, CheckMacValue: checkMacValue(fields, merchantKeysOf(setting)) };
}

/**
 * A real HTTP POST to ReturnURL. When ReturnURL is this very server (its PUBLIC_URL), the post goes
 * through app.inject: the same routes, hooks and parsers, without needing PUBLIC_URL to be reachable
 * from inside (behind a proxy, in a container, or in tests it often is not). Anywhere else: fetch.
 */
async function notifyShop(app: FastifyInstance, returnUrl: string, fields: FormFields): Promise<string> {
  const target = new URL(returnUrl);
  const payload = new URLSearchParams(fields).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  if (target.origin === originOf(app.config.publicUrl)) {
    const response = await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers, payload });
    return response.body;
  }
  const response = await fetch(target, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(10_000) });
  return response.text();
}

const simulator: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);

  /** The posted AioCheckOut form if the simulator is on and our merchant signed it; else answers. */
  async function signedForm(body: unknown, reply: FastifyReply) {
    const setting = await getPaymentSetting(app.db);
    // The back office may have left simulator mode since start-up.
    if (modeOf(setting) !== 'simulator') {
      await sendPage(reply, 404, errorPage('金流模擬器未啟用 / The payment simulator is off'), []);
      return undefined;
    }
    const { [OUTCOME_FIELD]: outcome, ...form } = formFields(body);
    if (!isSignedByMerchant(setting, form)) {
      await sendPage(reply, 400, errorPage('CheckMacValue 驗證失敗 / CheckMacValue verification failed'), []);
      return undefined;
    }
    return { setting, form, outcome };
  }

  app.post(SIMULATOR_CHECKOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const signed = await signedForm(request.body, reply);
    if (!signed) return reply;
    const { form } = signed;
    const html = checkoutPage({
      merchantTradeNo: form.MerchantTradeNo ?? '',
      totalAmount: form.TotalAmount ?? '',
      itemName: form.ItemName ?? '',
      choosePayment: form.ChoosePayment ?? '',
      fields: form,
      completeAction: SIMULATOR_COMPLETE_PATH,
    });
    return sendPage(reply, 200, html, [originOf(form.ClientBackURL)]);
  });

  app.post(SIMULATOR_COMPLETE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const signed = await signedForm(request.body, reply);
    if (!signed) return reply;
    const { setting, form, outcome } = signed;
    if (outcome !== 'pay' && outcome !== 'fail') {
      return reply.redirect(form.ClientBackURL || app.config.publicUrl, 303);
    }
    const notification = signedNotification(setting, form, outcome === 'pay');
    try {
      const answer = await notifyShop(app, form.ReturnURL ?? '', notification);
      request.log.info(
        { merchantTradeNo: form.MerchantTradeNo, answer: answer.slice(0, 100) },
        'simulator notified the shop',
      );
    } catch (err) {
      // ECPay would retry later; the browser still goes back to the shop, which shows the order as unpaid.
      request.log.warn({ err, merchantTradeNo: form.MerchantTradeNo }, 'simulator could not notify the shop');
    }
    if (!form.OrderResultURL) return reply.redirect(form.ClientBackURL || app.config.publicUrl, 303);
    const nonce = randomBytes(16).toString('base64');
    const html = returnPage(form.OrderResultURL, notification, outcome === 'pay', nonce);
    return sendPage(reply, 200, html, [originOf(form.OrderResultURL)], nonce);
  });
};

export default simulator;
