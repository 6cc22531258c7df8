import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Order, Prisma } from '../../generated/prisma/client.ts';
import type { FormFields } from '../../payments/form-body.ts';
import { readPaymentNotice } from '../../payments/notice.ts';
import { currentMerchant } from '../../payments/settings.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { raiseNotification, type NotificationInput } from '../../shared/notifications.ts';
import { latestTradeNo, orderByTradeNo } from './attempts.ts';

// ECPay's server-to-server ReturnURL notification: the only way an order becomes paid.
// Every notification is recorded (PaymentNotification), whatever it did. It names one of the
// order's payment attempts (MerchantTradeNo); the paid notification's row says which one paid.

/**
 * repeat: changes nothing (the same payment again, or a failure for an order already decided);
 * duplicate: money for an order already paid through another attempt, to be refunded by an admin;
 * superseded: a failure of an attempt the member has since replaced with a newer one.
 */
export type CallbackOutcome = 'paid' | 'failed' | 'repeat' | 'duplicate' | 'superseded' | 'refused';

export interface CallbackAnswer {
  outcome: CallbackOutcome;
  /** The text ECPay expects: `1|OK` once handled, `0|<reason>` when refused (ECPay then retries). */
  body: string;
}

// An order that received money is paid, even if it had expired or failed before: the member paid.
const PAYABLE_STATUSES = [OrderStatus.pending, OrderStatus.cancelled, OrderStatus.failed];

/**
 * Tells the back office about money that arrived: an order paid, or an anomaly to refund (paid
 * after it had expired or failed, or paid twice). ECPay repeats a notice until answered, so a
 * duplicate is raised once per attempt.
 */
async function notifyBackOffice(
  tx: Prisma.TransactionClient,
  order: Pick<Order, 'id' | 'status' | 'totalAmount'>,
  outcome: CallbackOutcome,
  merchantTradeNo: string,
) {
  let notice: Pick<NotificationInput, 'kind' | 'message'>;
  if (outcome === 'duplicate') notice = { kind: 'paymentAnomaly', message: 'notification.duplicatePayment' };
  else if (outcome !== 'paid') return;
  else if (order.status === OrderStatus.pending) notice = { kind: 'orderPaid', message: 'notification.orderPaid' };
  else notice = { kind: 'paymentAnomaly', message: 'notification.latePayment' };
  await raiseNotification(tx, {
    ...notice,
    params: { orderId: order.id, amount: order.totalAmount },
    link: `/admin/OrderDetails/${order.id}`,
    entityId: order.id,
    ...(outcome === 'duplicate' && { onceKey: `duplicate-payment:${merchantTradeNo}` }),
  });
}

/** A post that is not a form (ECPay posts nothing else): refused before reading it, not recorded. */
export function refuseNonFormNotification(log: FastifyBaseLogger): CallbackAnswer {
  const reason = 'not a form-encoded notice';
  log.warn({ reason }, 'payment notification refused');
  return { outcome: 'refused', body: `0|${reason}` };
}

export async function handleReturnNotification(
  app: FastifyInstance,
  fields: FormFields,
  log: FastifyBaseLogger,
): Promise<CallbackAnswer> {
  const { notice, verified, refusal } = readPaymentNotice(fields, await currentMerchant(app.db, app.config));
  const { tradeNo: merchantTradeNo, rtnCode, amount: tradeAmt } = notice;
  const order = verified ? await orderByTradeNo(app.db, merchantTradeNo) : null;

  const record = (outcome: CallbackOutcome) => ({
    orderId: order?.id ?? null,
    merchantTradeNo,
    rtnCode,
    tradeAmt,
    verified,
    outcome,
    payload: notice.raw,
  });
  const refuse = async (reason: string): Promise<CallbackAnswer> => {
    // Only what identifies the notification: never the keys, never the expected CheckMacValue.
    log.warn({ merchantTradeNo, rtnCode, tradeAmt, verified, reason }, 'payment notification refused');
    await app.db.paymentNotification.create({ data: record('refused') });
    return { outcome: 'refused', body: `0|${reason}` };
  };

  if (refusal) return refuse(refusal);
  if (!order) return refuse('unknown MerchantTradeNo');
  if (tradeAmt !== order.totalAmount) return refuse('TradeAmt does not match the order');

  const now = new Date();
  const changed = await app.db.$transaction(async (tx) => {
    // Conditional updates: a repeat or a concurrent notification finds nothing left to change.
    if (notice.paid) {
      const update = await tx.order.updateMany({
        where: { id: order.id, status: { in: PAYABLE_STATUSES } },
        data: {
          status: OrderStatus.paid,
          paidAt: now,
          ecpayTradeNo: notice.ecpayTradeNo,
          paymentType: notice.paymentType,
          paymentMessage: notice.message,
        },
      });
      // Already paid: by this attempt (a repeat), or by another one (the money came twice).
      const paidThrough =
        update.count === 0
          ? ((
              await tx.paymentNotification.findFirst({
                where: { orderId: order.id, outcome: 'paid' },
                orderBy: { id: 'asc' },
              })
            )?.merchantTradeNo ?? order.merchantTradeNo)
          : merchantTradeNo;
      const outcome: CallbackOutcome =
        update.count === 1 ? 'paid' : paidThrough === merchantTradeNo ? 'repeat' : 'duplicate';
      await tx.paymentNotification.create({ data: record(outcome) });
      await notifyBackOffice(tx, order, outcome, merchantTradeNo);
      return { outcome, paidThrough };
    }
    // Only the attempt the member is on now can fail the order: an older one was left behind.
    // The order's lock keeps a new attempt (issueAttempt) from appearing while this one decides.
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${order.id} FOR UPDATE`;
    const current = (await latestTradeNo(tx, order)) === merchantTradeNo;
    const update = current
      ? await tx.order.updateMany({
          where: { id: order.id, status: OrderStatus.pending },
          data: { status: OrderStatus.failed, paymentMessage: notice.message },
        })
      : { count: 0 };
    const outcome: CallbackOutcome = !current ? 'superseded' : update.count === 0 ? 'repeat' : 'failed';
    await tx.paymentNotification.create({ data: record(outcome) });
    return { outcome, paidThrough: null };
  });

  const context = { orderId: order.id, merchantTradeNo, rtnCode, tradeAmt };
  if (changed.outcome === 'duplicate') {
    // ECPay keeps the money and we keep the record: answered 1|OK, refunded by hand.
    log.warn({ ...context, paidThrough: changed.paidThrough }, 'duplicate payment: refund the member');
  } else if (changed.outcome === 'paid' && order.status !== OrderStatus.pending) {
    // Money arrived after the order had expired or failed: paid it is, but someone should look.
    log.warn({ ...context, previousStatus: order.status }, 'late payment accepted');
  } else {
    log.info({ ...context, outcome: changed.outcome }, 'payment notification handled');
  }
  return { outcome: changed.outcome, body: '1|OK' };
}

/** Where OrderResultURL sends the browser: the order's page when the post is genuine. */
export async function orderForResult(app: FastifyInstance, fields: FormFields) {
  const { notice, verified } = readPaymentNotice(fields, await currentMerchant(app.db, app.config));
  return verified ? orderByTradeNo(app.db, notice.tradeNo) : null;
}
