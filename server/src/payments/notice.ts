import { isSignedBy, type EcpayMerchant } from './ecpay.ts';
import type { FormFields } from './form-body.ts';

// ECPay's payment notices (ReturnURL, and the browser's post to OrderResultURL), read and checked
// here so the shop only sees a plain result: which payment, how much, paid or not.

/** RtnCode of a payment that moved money; any other code on ReturnURL is a failed payment. */
const RTN_PAID = '1';

export interface PaymentNotice {
  /** MerchantTradeNo: the shop's number of the payment attempt. */
  tradeNo: string;
  /** TradeAmt in NT$, or null when it is not a whole number. */
  amount: number | null;
  paid: boolean;
  /** ECPay's result code and message, as posted. */
  rtnCode: string | null;
  message: string | null;
  paymentType: string | null;
  /** ECPay's own number of the payment (TradeNo). */
  ecpayTradeNo: string | null;
  /** Every posted field as posted, to keep with the notice (it carries no secret). */
  raw: FormFields;
}

export interface NoticeReading {
  notice: PaymentNotice;
  /** The notice names our merchant and carries a CheckMacValue made with its keys. */
  verified: boolean;
  /** Why the notice must not change any order; null when it may. */
  refusal: string | null;
}

/** A field shortened to what the shop keeps of it (the columns' sizes), or null when empty. */
const text = (value: string | undefined, max: number) => (value ?? '').slice(0, max) || null;

/** Reads and checks a notice posted by ECPay (or the simulator) for the merchant of the moment. */
export function readPaymentNotice(fields: FormFields, merchant: EcpayMerchant): NoticeReading {
  const rtnCode = text(fields.RtnCode, 10);
  const notice: PaymentNotice = {
    tradeNo: text(fields.MerchantTradeNo, 40) ?? '',
    amount: /^\d{1,9}$/.test(fields.TradeAmt ?? '') ? Number(fields.TradeAmt) : null,
    paid: rtnCode === RTN_PAID,
    rtnCode,
    message: text(fields.RtnMsg, 200),
    paymentType: text(fields.PaymentType, 40),
    ecpayTradeNo: text(fields.TradeNo, 20),
    raw: { ...fields },
  };
  const verified = isSignedBy(fields, merchant.keys);
  // ECPay's back office can send simulated payments; in production they carry no money.
  const simulated = fields.SimulatePaid === '1' && merchant.mode === 'production';
  const refusal = !verified ? 'CheckMacValue or MerchantID mismatch' : simulated ? 'simulated payment' : null;
  return { notice, verified, refusal };
}
