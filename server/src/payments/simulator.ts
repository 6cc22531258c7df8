import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  checkMacValue,
  isSignedBy,
  SIMULATOR_CHECKOUT_PATH,
  SIMULATOR_DO_ACTION_PATH,
  taipeiDateTime,
  type MerchantKeys,
  type ShopAddresses,
} from './ecpay.ts';
import { acceptFormBodies, formFields, type FormFields } from './form-body.ts';
import { checkoutPage, errorPage, returnPage } from './simulator-page.ts';

// A local stand-in for ECPay's AioCheckOut, for `npm start` without a merchant account and for
// tests: it checks the form's CheckMacValue, lets a person choose pay / fail / cancel, then does
// what ECPay does: a signed server-to-server post to ReturnURL, and the browser back to the shop.
// It plays ECPay for this shop only: a form naming any other address is refused, so the simulator
// never posts, redirects or sends a browser anywhere but to the shop's own pages.

export interface SimulatorOptions {
  /** The merchant the simulator stands in for, or undefined once the shop has left simulator mode. */
  merchant: () => Promise<MerchantKeys | undefined>;
  /** The shop's own addresses: the only ones a form may carry. */
  shop: ShopAddresses;
}

export const SIMULATOR_COMPLETE_PATH = '/ecpay-simulator/Cashier/Complete';
export const OUTCOME_FIELD = 'SimulatorOutcome';
/** An ECPay credit-card refusal code (授權失敗). */
const FAILURE_RTN_CODE = '10100058';
const PAYMENT_TYPES: Record<string, string> = {
  Credit: 'Credit_CreditCard',
  WebATM: 'WebATM_TAISHIN',
  ATM: 'ATM_TAISHIN',
};

/** ECPay's TradeNo: 20 digits. */
const tradeNo = (now: Date) =>
  taipeiDateTime(now).replace(/\D/g, '').slice(2) + String(randomInt(10 ** 8)).padStart(8, '0');

/** The notification ECPay posts to ReturnURL (and the browser to OrderResultURL), signed. */
function signedNotification(merchant: MerchantKeys, form: FormFields, paid: boolean, now = new Date()) {
  const fields: FormFields = {
    MerchantID: merchant.merchantId,
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
  return { ...fields, CheckMacValue: checkMacValue(fields, merchant) };
}

const simulator: FastifyPluginAsync<SimulatorOptions> = async (app, { merchant: currentMerchant, shop }) => {
  acceptFormBodies(app);
  const returnPath = new URL(shop.returnUrl).pathname;
  // Helmet's site-wide policy has no room for this page's inline submit. Its forms (and the
  // redirects they lead to) only ever go to the site itself.
  const formAction = `form-action 'self' ${new URL(app.config.publicUrl).origin}`;

  function sendPage(reply: FastifyReply, status: number, html: string, nonce?: string) {
    const policy = [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
      formAction,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
    return reply.status(status).header('content-security-policy', policy).type('text/html; charset=utf-8').send(html);
  }

  /** The refusal page for a form the simulator will not play; undefined: nothing to go on with. */
  async function refuse(reply: FastifyReply, status: number, message: string) {
    await sendPage(reply, status, errorPage(message));
    return undefined;
  }

  /** The posted AioCheckOut form if the simulator is on, our merchant signed it, and it names only the shop. */
  async function signedForm(body: unknown, reply: FastifyReply) {
    // The back office may have left simulator mode since start-up.
    const merchant = await currentMerchant();
    if (!merchant) return refuse(reply, 404, '金流模擬器未啟用 / The payment simulator is off');
    const { [OUTCOME_FIELD]: outcome, ...form } = formFields(body) ?? {};
    if (!isSignedBy(form, merchant)) {
      return refuse(reply, 400, 'CheckMacValue 驗證失敗 / CheckMacValue verification failed');
    }
    const clientBackUrl = form.ClientBackURL ?? '';
    const ownAddresses =
      form.ReturnURL === shop.returnUrl &&
      form.OrderResultURL === shop.orderResultUrl &&
      shop.isClientBackUrl(clientBackUrl);
    if (!ownAddresses) {
      return refuse(
        reply,
        400,
        '表單的 ReturnURL / OrderResultURL / ClientBackURL 不是本站的網址 / ' +
          "The form's ReturnURL / OrderResultURL / ClientBackURL are not this shop's addresses",
      );
    }
    return { merchant, form, outcome, clientBackUrl };
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
    return sendPage(reply, 200, html);
  });

  app.post(SIMULATOR_COMPLETE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const signed = await signedForm(request.body, reply);
    if (!signed) return reply;
    const { merchant, form, outcome, clientBackUrl } = signed;
    if (outcome !== 'pay' && outcome !== 'fail') return reply.redirect(clientBackUrl, 303);
    const notification = signedNotification(merchant, form, outcome === 'pay');
    // ReturnURL is the shop's own: posted through app.inject, the same routes, hooks and parsers,
    // without PUBLIC_URL having to be reachable from inside (behind a proxy, in a container, in tests).
    const answer = await app.inject({
      method: 'POST',
      url: returnPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(notification).toString(),
    });
    request.log.info(
      { merchantTradeNo: form.MerchantTradeNo, answer: answer.body.slice(0, 100) },
      'simulator notified the shop',
    );
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply, 200, returnPage(shop.orderResultUrl, notification, outcome === 'pay', nonce), nonce);
  });

  // CreditDetail/DoAction: a credit-card refund (Action R), answered as ECPay does, url-encoded.
  app.post(SIMULATOR_DO_ACTION_PATH, { schema: { hide: true } }, async (request, reply) => {
    const merchant = await currentMerchant();
    const fields = formFields(request.body) ?? {};
    const done =
      merchant !== undefined && isSignedBy(fields, merchant) && fields.Action === 'R' && Number(fields.TotalAmount) > 0;
    const answer = new URLSearchParams({
      MerchantID: fields.MerchantID ?? '',
      MerchantTradeNo: fields.MerchantTradeNo ?? '',
      TradeNo: fields.TradeNo ?? '',
      RtnCode: done ? '1' : '0',
      RtnMsg: done ? '退款成功' : 'CheckMacValue or Action refused',
    });
    return reply.type('text/plain; charset=utf-8').send(answer.toString());
  });
};

export default simulator;
