import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import type { Order } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { orderBundles } from './order-bundles.ts';
import type { OrderDetail, OrderSummary } from './schemas.ts';

// Orders as the API shows them: one with its photos, and a member's list.

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What was given back for an order's refunded photos: none, some (partial) or all (full). */
interface ItemRefunds {
  amount: number;
  lastAt: Date | null;
}

const NO_REFUNDS: ItemRefunds = { amount: 0, lastAt: null };

/** Refunded photos' prices and the last refund's time, per order (duplicate payments are apart). */
async function itemRefundsOf(app: FastifyInstance, orderIds: number[]): Promise<Map<number, ItemRefunds>> {
  if (orderIds.length === 0) return new Map();
  const rows = await app.db.orderItem.groupBy({
    by: ['orderId'],
    where: { orderId: { in: orderIds }, refundedAt: { not: null } },
    _sum: { price: true },
    _max: { refundedAt: true },
  });
  return new Map(rows.map((row) => [row.orderId, { amount: row._sum.price ?? 0, lastAt: row._max.refundedAt }]));
}

function toSummary(order: Order, refunds: ItemRefunds): Static<typeof OrderSummary> {
  return {
    id: order.id,
    merchantTradeNo: order.merchantTradeNo,
    status: order.status as Static<typeof OrderSummary>['status'],
    totalAmount: order.totalAmount,
    itemCount: order.itemCount,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    paymentType: order.paymentType,
    refundState: order.status === OrderStatus.refunded ? 'full' : refunds.amount > 0 ? 'partial' : 'none',
    refundedAmount: refunds.amount,
    lastRefundedAt: iso(refunds.lastAt),
  };
}

/** The order if the caller bought it, or is an admin allowed to see orders; else "not found". */
async function visibleOrder(app: FastifyInstance, user: CurrentUser, id: number) {
  const order = await app.db.order.findUnique({ where: { id } });
  const mayRead = user.isAdmin && user.permissions.has(PERMISSIONS.Orders);
  if (!order || (order.userId !== user.id && !mayRead)) throw notFound('order.notFound');
  return order;
}

export async function orderDetail(
  app: FastifyInstance,
  user: CurrentUser,
  id: number,
  culture: Culture,
): Promise<Static<typeof OrderDetail>> {
  const order = await visibleOrder(app, user, id);
  const [items, refunds] = await Promise.all([
    app.db.orderItem.findMany({
      where: { orderId: order.id },
      orderBy: { id: 'asc' },
      select: {
        photoId: true,
        activityId: true,
        albumId: true,
        photographerId: true,
        price: true,
        bundleActivityId: true,
        refundedAt: true,
        photo: { select: { thumbnailKey: true, takenAt: true, activity: { select: { title: true, titleEn: true } } } },
        photographer: { select: { displayName: true } },
      },
    }),
    itemRefundsOf(app, [order.id]),
  ]);
  return {
    ...toSummary(order, refunds.get(order.id) ?? NO_REFUNDS),
    choosePayment: order.choosePayment,
    expiresAt: order.expiresAt.toISOString(),
    cancelledAt: iso(order.cancelledAt),
    refundedAt: iso(order.refundedAt),
    bundles: orderBundles(items, (activityId) => {
      const { activity } = items.find((item) => item.activityId === activityId)!.photo;
      return localized(culture, activity.title, activity.titleEn);
    }),
    items: items.map((item) => ({
      photoId: item.photoId,
      activityId: item.activityId,
      activityTitle: localized(culture, item.photo.activity.title, item.photo.activity.titleEn),
      albumId: item.albumId,
      photographerId: item.photographerId,
      photographerName: item.photographer.displayName,
      price: item.price,
      bundleActivityId: item.bundleActivityId,
      thumbnailUrl: item.photo.thumbnailKey ? app.storage.publicUrl(item.photo.thumbnailKey) : null,
      takenAt: item.photo.takenAt.toISOString(),
      refundedAt: iso(item.refundedAt),
    })),
  };
}

export async function memberOrders(app: FastifyInstance, user: CurrentUser, paging: Paging) {
  const orders = await page(app.db.order, paging, {
    where: { userId: user.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const refunds = await itemRefundsOf(
    app,
    orders.items.map((order) => order.id),
  );
  return { ...orders, items: orders.items.map((order) => toSummary(order, refunds.get(order.id) ?? NO_REFUNDS)) };
}
