import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { photoViewSelect, toPhotoView } from '../../shared/views/photo-view.ts';
import type { Downloader } from './access.ts';

// What a member has bought (/myphoto, the download page of an order). Only public renditions are
// answered; the original is fetched through Download/* with its own checks.

const purchasedSelect = {
  id: true,
  price: true,
  refundedAt: true,
  order: { select: { id: true, status: true, paidAt: true } },
  photo: {
    select: {
      ...photoViewSelect,
      fileName: true,
      activity: { select: { id: true, title: true, titleEn: true } },
    },
  },
} as const satisfies Prisma.OrderItemSelect;

type PurchasedRow = Prisma.OrderItemGetPayload<{ select: typeof purchasedSelect }>;

function toPurchased(app: FastifyInstance, culture: Culture, row: PurchasedRow) {
  const { photo, order } = row;
  return {
    ...toPhotoView(app, photo),
    orderId: order.id,
    orderItemId: row.id,
    photoId: photo.id,
    fileName: photo.fileName,
    activityId: photo.activity.id,
    activityTitle: localized(culture, photo.activity.title, photo.activity.titleEn),
    price: row.price,
    paidAt: order.paidAt?.toISOString() ?? null,
    downloadable: order.status === OrderStatus.paid && !row.refundedAt,
  };
}

/** The photos of the member's paid orders, most recently paid first. */
export async function myPhotos(app: FastifyInstance, culture: Culture, userId: number, paging: Paging) {
  const rows = await page(app.db.orderItem, paging, {
    where: { refundedAt: null, order: { userId, status: OrderStatus.paid } },
    orderBy: [{ order: { paidAt: 'desc' } }, { orderId: 'desc' }, { id: 'asc' }],
    select: purchasedSelect,
  });
  return { ...rows, items: rows.items.map((row) => toPurchased(app, culture, row)) };
}

/** One order's photos for its download page: the buyer's own order, or any for an admin. */
export async function orderDownloads(app: FastifyInstance, culture: Culture, user: Downloader, orderId: number) {
  const order = await app.db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      userId: true,
      merchantTradeNo: true,
      status: true,
      paidAt: true,
      totalAmount: true,
      items: { orderBy: { id: 'asc' }, select: purchasedSelect },
    },
  });
  // Someone else's order is as good as missing: its existence is not the caller's business.
  if (!order || (order.userId !== user.id && !user.isAdmin)) throw new AppError('NotFound', 'order.notFound');
  return {
    orderId: order.id,
    merchantTradeNo: order.merchantTradeNo,
    status: order.status,
    paidAt: order.paidAt?.toISOString() ?? null,
    totalAmount: order.totalAmount,
    downloadable: order.status === OrderStatus.paid,
    items: order.items.map((row) => toPurchased(app, culture, row)),
  };
}
