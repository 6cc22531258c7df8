import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { reverseItem } from '../../shared/ledger/entries.ts';
import { postedText } from './admin-orders.ts';
import type { RefundBody, RefundMethod } from './admin-schemas.ts';
import { requestCreditRefund } from './credit-refund.ts';

// Refunds by an admin (docs/decisions/033): some or all items of a paid order, or a duplicate
// payment. Everything happens in one transaction under the order's row lock, so a repeated or
// concurrent refund finds the items already refunded and changes nothing: an item is refunded,
// its download stopped and its share reversed in the ledger exactly once.

type Refund = Static<typeof RefundBody>;
type Tx = Prisma.TransactionClient;

/** Waits for ECPay's answer to a credit-card refund, asked while the order is locked. */
const REFUND_TRANSACTION_TIMEOUT_MS = 20_000;

interface Payment {
  /** ECPay's PaymentType (Credit_CreditCard, ATM_…); only card payments can be refunded through ECPay. */
  paymentType: string | null | undefined;
  merchantTradeNo: string;
  tradeNo: string | null | undefined;
}

/**
 * How the money goes back: a card payment through ECPay's credit-card refund (the simulator when
 * the shop runs on it); anything else, or a refund ECPay refuses, by finance (manual).
 */
async function giveMoneyBack(app: FastifyInstance, payment: Payment, amount: number) {
  const manual: Static<typeof RefundMethod> = 'manual';
  if (!payment.paymentType?.startsWith('Credit') || !payment.tradeNo) return { method: manual, ecpayMessage: null };
  const answer = await requestCreditRefund(app, {
    merchantTradeNo: payment.merchantTradeNo,
    tradeNo: payment.tradeNo,
    amount,
  });
  return { method: answer.done ? ('ecpay-credit' as const) : manual, ecpayMessage: answer.message };
}

async function lockedOrder(tx: Tx, orderId: number) {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  const order = await tx.order.findUnique({ where: { id: orderId }, include: { items: true } });
  if (!order) throw notFound('order.notFound');
  return order;
}

async function refundItems(app: FastifyInstance, tx: Tx, adminId: number, body: Refund, reason: string) {
  const order = await lockedOrder(tx, body.orderId);
  if (order.status !== OrderStatus.paid) throw conflict('orderRefund.notPaid');
  const wanted = body.itemIds ? new Set(body.itemIds) : null;
  if (wanted && order.items.filter((item) => wanted.has(item.id)).length !== wanted.size)
    throw badRequest('orderRefund.itemNotInOrder');
  // A bundle is refunded only whole: its price was one price (docs/decisions/036).
  const bundles = new Set(order.items.filter((item) => wanted?.has(item.id)).map((item) => item.bundleActivityId));
  if (order.items.some((item) => bundles.has(item.bundleActivityId) && item.bundleActivityId && !wanted!.has(item.id)))
    throw badRequest('orderRefund.bundleWhole');
  const items = order.items.filter((item) => !item.refundedAt && (!wanted || wanted.has(item.id)));
  if (items.length === 0 || (wanted && items.length !== wanted.size)) throw conflict('orderRefund.alreadyRefunded');

  const amount = items.reduce((sum, item) => sum + item.price, 0);
  // The attempt that paid: its MerchantTradeNo goes with ECPay's TradeNo.
  const paidNotice = await tx.paymentNotification.findFirst({
    where: { orderId: order.id, outcome: 'paid' },
    orderBy: { id: 'asc' },
  });
  const payment = {
    paymentType: order.paymentType,
    merchantTradeNo: paidNotice?.merchantTradeNo ?? order.merchantTradeNo,
    tradeNo: order.ecpayTradeNo,
  };
  const moneyBack = await giveMoneyBack(app, payment, amount);
  const now = new Date();
  const refund = await tx.refund.create({
    data: { orderId: order.id, amount, reason, ...moneyBack, createdById: adminId },
  });
  await tx.orderItem.updateMany({
    where: { id: { in: items.map((item) => item.id) }, refundedAt: null },
    data: { refundedAt: now, refundId: refund.id },
  });
  for (const item of items) await reverseItem(tx, item.id, now);
  const remaining = order.items.length - order.items.filter((item) => item.refundedAt).length - items.length;
  if (remaining === 0)
    await tx.order.update({ where: { id: order.id }, data: { status: OrderStatus.refunded, refundedAt: now } });
  return refund.id;
}

async function refundDuplicatePayment(
  app: FastifyInstance,
  tx: Tx,
  adminId: number,
  body: Refund,
  notificationId: number,
  reason: string,
) {
  await lockedOrder(tx, body.orderId);
  const notice = await tx.paymentNotification.findUnique({ where: { id: notificationId }, include: { refund: true } });
  if (notice?.orderId !== body.orderId || notice.outcome !== 'duplicate' || !notice.tradeAmt)
    throw badRequest('orderRefund.notDuplicatePayment');
  if (notice.refund) throw conflict('orderRefund.alreadyRefunded');
  const payment = {
    paymentType: postedText(notice.payload, 'PaymentType'),
    merchantTradeNo: notice.merchantTradeNo,
    tradeNo: postedText(notice.payload, 'TradeNo'),
  };
  const moneyBack = await giveMoneyBack(app, payment, notice.tradeAmt);
  const refund = await tx.refund.create({
    data: {
      orderId: body.orderId,
      amount: notice.tradeAmt,
      reason,
      ...moneyBack,
      paymentNotificationId: notice.id,
      createdById: adminId,
    },
  });
  return refund.id;
}

/** Records a refund and answers its id; refused (nothing written) when there is nothing to refund. */
export async function refundOrder(app: FastifyInstance, adminId: number, body: Refund): Promise<number> {
  const reason = body.reason.trim();
  if (body.itemIds && body.paymentNotificationId) throw badRequest('orderRefund.itemsOrPayment');
  return app.db.$transaction(
    (tx) =>
      body.paymentNotificationId
        ? refundDuplicatePayment(app, tx, adminId, body, body.paymentNotificationId, reason)
        : refundItems(app, tx, adminId, body, reason),
    { timeout: REFUND_TRANSACTION_TIMEOUT_MS },
  );
}
