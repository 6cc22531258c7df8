import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { INT32_MAX } from '../../lib/schema-types.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { orderBundles } from './order-bundles.ts';
import {
  ORDER_DOWNLOADS_SHOWN,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type AdminOrderListQuery,
  type RefundMethod,
} from './admin-schemas.ts';

// Orders as the back office reads them: every order, its payment attempts and ECPay notices, its
// refunds, and the anomalies (money that came twice, or after the order had expired or failed).

type ListQuery = Paging & Omit<Static<typeof AdminOrderListQuery>, keyof Paging>;
export type OrderFilter = Omit<ListQuery, keyof Paging>;
type Detail = Static<typeof AdminOrderDetail>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const taipeiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/**
 * Money that came twice (a duplicate notice), or an order paid after it had expired (cancelledAt)
 * or failed (a failed notice always comes before the paid one: only a pending order fails).
 */
const withAnomaly: Prisma.OrderWhereInput = {
  OR: [
    { notifications: { some: { outcome: 'duplicate' } } },
    { paidAt: { not: null }, cancelledAt: { not: null } },
    { paidAt: { not: null }, notifications: { some: { outcome: 'failed' } } },
  ],
};

function keywordWhere(keyword: string): Prisma.OrderWhereInput {
  const tradeNo = { contains: keyword, mode: 'insensitive' as const };
  const asId = /^\d{1,10}$/.test(keyword) && Number(keyword) <= INT32_MAX ? Number(keyword) : null;
  return {
    OR: [
      ...(asId ? [{ id: asId }] : []),
      { merchantTradeNo: tradeNo },
      { attempts: { some: { merchantTradeNo: tradeNo } } },
    ],
  };
}

export function listWhere(query: OrderFilter): Prisma.OrderWhereInput {
  const keyword = query.keyword?.trim();
  const email = query.email?.trim();
  return {
    AND: [
      keyword ? keywordWhere(keyword) : {},
      email ? { user: { email: { contains: email, mode: 'insensitive' } } } : {},
      query.status ? { status: query.status } : {},
      query.activityId ? { items: { some: { activityId: query.activityId } } } : {},
      query.photographerId ? { items: { some: { photographerId: query.photographerId } } } : {},
      query.dateFrom ? { createdAt: { gte: taipeiMidnight(query.dateFrom) } } : {},
      query.dateTo ? { createdAt: { lt: new Date(taipeiMidnight(query.dateTo).getTime() + DAY_MS) } } : {},
      query.anomaly === undefined ? {} : query.anomaly ? withAnomaly : { NOT: withAnomaly },
    ],
  };
}

export const listed = {
  user: { select: { id: true, email: true, displayName: true } },
  items: { select: { refundedAt: true } },
  notifications: { where: { outcome: { in: ['duplicate', 'failed'] } }, select: { outcome: true } },
} satisfies Prisma.OrderInclude;

type ListedOrder = Prisma.OrderGetPayload<{ include: typeof listed }>;

export function toListItem(order: ListedOrder): Static<typeof AdminOrderListItem> {
  const late =
    order.paidAt !== null && (order.cancelledAt !== null || order.notifications.some((n) => n.outcome === 'failed'));
  return {
    id: order.id,
    merchantTradeNo: order.merchantTradeNo,
    member: order.user,
    status: order.status as Static<typeof AdminOrderListItem>['status'],
    totalAmount: order.totalAmount,
    itemCount: order.itemCount,
    refundedItemCount: order.items.filter((item) => item.refundedAt).length,
    choosePayment: order.choosePayment,
    paymentType: order.paymentType,
    hasAnomaly: late || order.notifications.some((n) => n.outcome === 'duplicate'),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
  };
}

export async function listAdminOrders(app: FastifyInstance, query: ListQuery) {
  const rows = await page(app.db.order, query, { where: listWhere(query), include: listed, orderBy: { id: 'desc' } });
  return { ...rows, items: rows.items.map(toListItem) };
}

const detailed = {
  ...listed,
  items: {
    orderBy: { id: 'asc' },
    include: {
      photo: { select: { thumbnailKey: true, fileName: true } },
      photographer: { select: { id: true, displayName: true } },
    },
  },
  attempts: { orderBy: { id: 'asc' } },
  notifications: { orderBy: { id: 'asc' } },
  refunds: {
    orderBy: { id: 'asc' },
    include: { createdBy: { select: { id: true, email: true } }, items: { select: { id: true } } },
  },
} satisfies Prisma.OrderInclude;

type DetailedOrder = Prisma.OrderGetPayload<{ include: typeof detailed }>;

/** A field ECPay posted in a recorded notice. */
export const postedText = (payload: Prisma.JsonValue, field: string) => {
  const value = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload[field] : null;
  return typeof value === 'string' ? value : null;
};

function anomaliesOf(order: DetailedOrder): Detail['anomalies'] {
  const refundOfNotice = new Map(order.refunds.map((refund) => [refund.paymentNotificationId, refund.id]));
  const wasFailed = order.notifications.some((notice) => notice.outcome === 'failed');
  const lastItemRefund =
    order.status === 'refunded' ? order.refunds.findLast((r) => !r.paymentNotificationId) : undefined;
  return order.notifications.flatMap((notice) => {
    const kind =
      notice.outcome === 'duplicate'
        ? ('duplicate' as const)
        : notice.outcome === 'paid' && (order.cancelledAt || wasFailed)
          ? ('late' as const)
          : null;
    if (!kind) return [];
    const refundId = kind === 'duplicate' ? refundOfNotice.get(notice.id) : lastItemRefund?.id;
    return [
      {
        kind,
        notificationId: notice.id,
        merchantTradeNo: notice.merchantTradeNo,
        amount: notice.tradeAmt,
        receivedAt: notice.createdAt.toISOString(),
        refundId: refundId ?? null,
      },
    ];
  });
}

/** The order's newest downloads and their count (docs/decisions/041). */
async function orderDownloadLog(app: FastifyInstance, orderId: number): Promise<Detail['downloads']> {
  const [totalCount, rows] = await Promise.all([
    app.db.downloadLog.count({ where: { orderId } }),
    app.db.downloadLog.findMany({
      where: { orderId },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: ORDER_DOWNLOADS_SHOWN,
      select: {
        id: true,
        at: true,
        kind: true,
        clientNetwork: true,
        user: { select: { id: true, displayName: true } },
        orderItem: { select: { photo: { select: { id: true, fileName: true } } } },
      },
    }),
  ]);
  return {
    totalCount,
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      kind: row.kind as Detail['downloads']['items'][number]['kind'],
      member: row.user,
      photo: row.orderItem?.photo ?? null,
      clientNetwork: row.clientNetwork,
    })),
  };
}

export async function adminOrderDetail(app: FastifyInstance, id: number): Promise<Detail> {
  const order = await app.db.order.findUnique({ where: { id }, include: detailed });
  if (!order) throw notFound('order.notFound');
  const [activities, downloads] = await Promise.all([
    app.db.activity.findMany({
      where: { id: { in: [...new Set(order.items.map((item) => item.activityId))] } },
      select: { id: true, title: true },
    }),
    orderDownloadLog(app, order.id),
  ]);
  const activityTitle = new Map(activities.map((activity) => [activity.id, activity.title]));
  return {
    ...toListItem(order),
    ecpayTradeNo: order.ecpayTradeNo,
    paymentMessage: order.paymentMessage,
    expiresAt: order.expiresAt.toISOString(),
    cancelledAt: iso(order.cancelledAt),
    refundedAt: iso(order.refundedAt),
    refundedAmount: order.refunds.reduce((sum, refund) => sum + refund.amount, 0),
    bundles: orderBundles(order.items, (activityId) => activityTitle.get(activityId) ?? ''),
    items: order.items.map((item) => ({
      id: item.id,
      photoId: item.photoId,
      thumbnailUrl: publicUrlOf(app, item.photo.thumbnailKey),
      fileName: item.photo.fileName,
      activity: { id: item.activityId, title: activityTitle.get(item.activityId) ?? '' },
      photographer: item.photographer,
      price: item.price,
      bundleActivityId: item.bundleActivityId,
      photographerShare: item.photographerShare,
      platformFee: item.platformFee,
      settlementStatus: item.settlementStatus,
      refundedAt: iso(item.refundedAt),
      refundId: item.refundId,
    })),
    attempts: order.attempts.map((attempt) => ({
      merchantTradeNo: attempt.merchantTradeNo,
      choosePayment: attempt.choosePayment,
      issuedAt: iso(attempt.issuedAt),
      createdAt: attempt.createdAt.toISOString(),
    })),
    notifications: order.notifications.map((notice) => ({
      id: notice.id,
      merchantTradeNo: notice.merchantTradeNo,
      rtnCode: notice.rtnCode,
      tradeAmt: notice.tradeAmt,
      verified: notice.verified,
      outcome: notice.outcome,
      message: postedText(notice.payload, 'RtnMsg'),
      paymentType: postedText(notice.payload, 'PaymentType'),
      createdAt: notice.createdAt.toISOString(),
    })),
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      method: refund.method as Static<typeof RefundMethod>,
      ecpayMessage: refund.ecpayMessage,
      paymentNotificationId: refund.paymentNotificationId,
      itemIds: refund.items.map((item) => item.id),
      createdBy: refund.createdBy,
      createdAt: refund.createdAt.toISOString(),
    })),
    anomalies: anomaliesOf(order),
    downloads,
  };
}
