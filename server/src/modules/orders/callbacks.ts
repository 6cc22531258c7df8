import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FormFields } from '../../payments/form-body.ts';
import { getPaymentSetting, isSignedByMerchant } from '../payment-setting/service.ts';

// ECPay's server-to-server ReturnURL notification: the only way an order becomes paid.
// Every notification is recorded (PaymentNotification), whatever it did.

export type CallbackOutcome = 'paid' | 'failed' | 'repeat' | 'refused';

export interface CallbackAnswer {
  outcome: CallbackOutcome;
  /** The text ECPay expects: `1|OK` once handled, `0|<reason>` when refused (ECPay then retries). */
  body: string;
}

/** A money-moving success code; any other RtnCode on ReturnURL is a failed payment. */
const RTN_SUCCESS = '1';
// An order that received money is paid, even if it had expired or failed before: the member paid.
const PAYABLE_STATUSES = ['pending', 'cancelled', 'failed'];

const text = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

export async function handleReturnNotification(
  app: FastifyInstance,
  fields: FormFields,
  log: FastifyBaseLogger,
): Promise<CallbackAnswer> {
  const setting = await getPaymentSetting(app.db);
  const merchantTradeNo = text(fields.MerchantTradeNo, 40);
  const rtnCode = text(fields.RtnCode, 10);
  const tradeAmt = /^\d{1,9}$/.test(fields.TradeAmt ?? '') ? Number(fields.TradeAmt) : null;
  const verified = isSignedByMerchant(setting, fields);
  const order = verified ? await app.db.order.findUnique({ where: { merchantTradeNo } }) : null;

  const record = (outcome: CallbackOutcome) => ({
    orderId: order?.id ?? null,
    merchantTradeNo,
    rtnCode: rtnCode || null,
    tradeAmt,
    verified,
    outcome,
    payload: { ...fields },
  });
  const refuse = async (reason: string): Promise<CallbackAnswer> => {
    // Only what identifies the notification: never the keys, never the expected CheckMacValue.
    log.warn({ merchantTradeNo, rtnCode, tradeAmt, verified, reason }, 'payment notification refused');
    await app.db.paymentNotification.create({ data: record('refused') });
    return { outcome: 'refused', body: `0|${reason}` };
  };

  if (!verified) return refuse('CheckMacValue or MerchantID mismatch');
  if (!order) return refuse('unknown MerchantTradeNo');
  if (tradeAmt !== order.totalAmount) return refuse('TradeAmt does not match the order');
  // ECPay's back office can send simulated payments; in production they carry no money.
  if (fields.SimulatePaid === '1' && setting.mode === 'production') return refuse('simulated payment');

  const now = new Date();
  const paid = rtnCode === RTN_SUCCESS;
  const changed = await app.db.$transaction(async (tx) => {
    // Conditional updates: a repeat or a concurrent notification finds nothing left to change.
    const update = paid
      ? await tx.order.updateMany({
          where: { id: order.id, status: { in: PAYABLE_STATUSES } },
          data: {
            status: 'paid',
            paidAt: now,
            ecpayTradeNo: text(fields.TradeNo, 20) || null,
            paymentType: text(fields.PaymentType, 40) || null,
            paymentMessage: text(fields.RtnMsg, 200) || null,
          },
        })
      : await tx.order.updateMany({
          where: { id: order.id, status: 'pending' },
          data: { status: 'failed', paymentMessage: text(fields.RtnMsg, 200) || null },
        });
    const outcome: CallbackOutcome = update.count === 0 ? 'repeat' : paid ? 'paid' : 'failed';
    await tx.paymentNotification.create({ data: record(outcome) });
    return outcome;
  });

  if (changed === 'paid' && order.status !== 'pending') {
    // Money arrived after the order had expired or failed: paid it is, but someone should look.
    log.warn({ orderId: order.id, merchantTradeNo, previousStatus: order.status }, 'late payment accepted');
  } else {
    log.info({ orderId: order.id, merchantTradeNo, rtnCode, outcome: changed }, 'payment notification handled');
  }
  return { outcome: changed, body: '1|OK' };
}

/** Where OrderResultURL sends the browser: the order's page when the post is genuine. */
export async function orderForResult(app: FastifyInstance, fields: FormFields) {
  const setting = await getPaymentSetting(app.db);
  if (!isSignedByMerchant(setting, fields)) return null;
  return app.db.order.findUnique({ where: { merchantTradeNo: text(fields.MerchantTradeNo, 40) } });
}
