import type { FastifyInstance } from 'fastify';
import { csvDocument } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { listed, listWhere, toListItem, type OrderFilter } from './admin-orders.ts';

// The back office's order list as a CSV file, with the list's own filters (photographer, activity,
// status, dates, …): what finance reconciles against ECPay's statement. Never cut short: a filter
// matching more orders than one file holds is refused, so a file is always the whole answer.

/** The most orders one file holds; beyond it the admin narrows the dates. */
export const ORDER_EXPORT_LIMIT = 20_000;

const taipei = (at: string | null) =>
  at === null ? null : new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const STATUS_NAMES: Record<string, [string, string]> = {
  pending: ['待付款', 'Pending'],
  paid: ['已付款', 'Paid'],
  failed: ['付款失敗', 'Failed'],
  cancelled: ['已取消', 'Cancelled'],
  refunded: ['已退款', 'Refunded'],
};

const HEADER: [string, string][] = [
  ['訂單編號', 'Order'],
  ['綠界交易編號', 'MerchantTradeNo'],
  ['下單時間', 'Ordered at'],
  ['付款時間', 'Paid at'],
  ['會員 Email', 'Member e-mail'],
  ['會員名稱', 'Member name'],
  ['狀態', 'Status'],
  ['付款方式', 'Payment type'],
  ['照片數', 'Photos'],
  ['已退款照片', 'Refunded photos'],
  ['金額', 'Amount'],
  ['付款異常', 'Payment anomaly'],
];

export async function ordersCsv(app: FastifyInstance, culture: Culture, filter: OrderFilter): Promise<string> {
  const where = listWhere(filter);
  if ((await app.db.order.count({ where })) > ORDER_EXPORT_LIMIT)
    throw badRequest('export.tooLarge', { limit: ORDER_EXPORT_LIMIT });
  const orders = await app.db.order.findMany({ where, include: listed, orderBy: { id: 'desc' } });
  const word = ([zh, en]: [string, string]) => localized(culture, zh, en);
  const rows = orders
    .map(toListItem)
    .map((order) => [
      order.id,
      order.merchantTradeNo,
      taipei(order.createdAt),
      taipei(order.paidAt),
      order.member.email,
      order.member.displayName,
      word(STATUS_NAMES[order.status] ?? [order.status, order.status]),
      order.paymentType ?? order.choosePayment,
      order.itemCount,
      order.refundedItemCount,
      order.totalAmount,
      order.hasAnomaly ? word(['是', 'Yes']) : '',
    ]);
  return csvDocument(HEADER.map(word), rows);
}
