import type { FastifyInstance } from 'fastify';
import {
  checkMacValue,
  creditRefundFields,
  requestEcpayCreditRefund,
  SIMULATOR_DO_ACTION_PATH,
  type CreditRefund,
  type EcpayMerchant,
} from '../../payments/ecpay.ts';
import { currentMerchant } from '../../payments/settings.ts';

// A credit-card payment is given back through ECPay (CreditDetail/DoAction, Action R): on ECPay's
// site with the official SDK, or by the local simulator when the shop runs on it. Anything but
// RtnCode 1 leaves the refund to finance, with ECPay's message kept for them.

export interface CreditRefundAnswer {
  done: boolean;
  message: string;
}

/** The simulator plays ECPay in this same app: asked through app.inject, signed as ECPay expects. */
async function askSimulator(app: FastifyInstance, merchant: EcpayMerchant, refund: CreditRefund) {
  const fields = creditRefundFields(merchant.keys, refund);
  const answer = await app.inject({
    method: 'POST',
    url: SIMULATOR_DO_ACTION_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, CheckMacValue: checkMacValue(fields, merchant.keys) }).toString(),
  });
  return Object.fromEntries(new URLSearchParams(answer.body));
}

export async function requestCreditRefund(app: FastifyInstance, refund: CreditRefund): Promise<CreditRefundAnswer> {
  const merchant = await currentMerchant(app.db, app.config);
  try {
    const answer =
      merchant.mode === 'simulator'
        ? await askSimulator(app, merchant, refund)
        : await requestEcpayCreditRefund(merchant, refund);
    return { done: answer.RtnCode === '1', message: (answer.RtnMsg ?? '').slice(0, 200) };
  } catch (err) {
    app.log.warn({ merchantTradeNo: refund.merchantTradeNo, err }, 'ECPay credit refund could not be asked');
    return { done: false, message: 'ECPay could not be reached' };
  }
}
