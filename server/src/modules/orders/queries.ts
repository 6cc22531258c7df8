import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import type { Order } from '../../generated/prisma/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { buildCheckoutForm, isPaymentMethod } from '../../payments/ecpay.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { getPaymentSetting, merchantKeysOf, modeOf } from '../../payments/settings.ts';
import { issueAttempt } from './attempts.ts';
import { enabledMethod } from './checkout.ts';
import type { EcpayFormResult, OrderDetail, OrderSummary } from './schemas.ts';

export const RETURN_PATH = '/api/services/app/Payment/EcpayReturn';
export const ORDER_RESULT_PATH = '/api/services/app/Payment/EcpayOrderResult';

export const orderDetailsUrl = (app: FastifyInstance, orderId: number) =>
  `${app.config.publicUrl}/orderdetails/${orderId}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toSummary(order: Order): Static<typeof OrderSummary> {
  return {
    id: order.id,
    merchantTradeNo: order.merchantTradeNo,
    status: order.status as Static<typeof OrderSummary>['status'],
    totalAmount: order.totalAmount,
    itemCount: order.itemCount,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    paymentType: order.paymentType,
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
  const items = await app.db.orderItem.findMany({
    where: { orderId: order.id },
    orderBy: { id: 'asc' },
    select: {
      photoId: true,
      activityId: true,
      albumId: true,
      photographerId: true,
      price: true,
      photo: { select: { thumbnailKey: true, takenAt: true, activity: { select: { title: true, titleEn: true } } } },
      photographer: { select: { displayName: true } },
    },
  });
  return {
    ...toSummary(order),
    choosePayment: order.choosePayment,
    expiresAt: order.expiresAt.toISOString(),
    cancelledAt: iso(order.cancelledAt),
    refundedAt: iso(order.refundedAt),
    items: items.map((item) => ({
      photoId: item.photoId,
      activityId: item.activityId,
      activityTitle: localized(culture, item.photo.activity.title, item.photo.activity.titleEn),
      albumId: item.albumId,
      photographerId: item.photographerId,
      photographerName: item.photographer.displayName,
      price: item.price,
      thumbnailUrl: item.photo.thumbnailKey ? app.storage.publicUrl(item.photo.thumbnailKey) : null,
      takenAt: item.photo.takenAt.toISOString(),
    })),
  };
}

export async function memberOrders(app: FastifyInstance, user: CurrentUser, paging: Paging) {
  const orders = await page(app.db.order, paging, {
    where: { userId: user.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return { ...orders, items: orders.items.map(toSummary) };
}

/**
 * The signed AioCheckOut form of the caller's own order, while it can still be paid. Each form
 * carries the number of a new payment attempt (see issueAttempt); the member may switch to another
 * enabled method for it.
 */
export async function ecpayForm(
  app: FastifyInstance,
  user: CurrentUser,
  orderId: number,
  requestedMethod: string | undefined,
): Promise<Static<typeof EcpayFormResult>> {
  const order = await app.db.order.findUnique({
    where: { id: orderId },
    include: { items: { orderBy: { id: 'asc' }, select: { photoId: true, photo: { select: { activity: true } } } } },
  });
  if (!order || order.userId !== user.id) throw notFound('order.notFound');
  if (order.status !== 'pending' || order.expiresAt <= new Date() || !isPaymentMethod(order.choosePayment)) {
    throw new AppError('Conflict', 'order.notPayable');
  }
  const setting = await getPaymentSetting(app.db);
  // The order's method needs no new approval; another one must be enabled now.
  const method =
    requestedMethod && requestedMethod !== order.choosePayment
      ? enabledMethod(setting.enabledMethods, requestedMethod)
      : order.choosePayment;
  const attempt = await issueAttempt(app, order, method);
  const { publicUrl } = app.config;
  const form = buildCheckoutForm({
    keys: merchantKeysOf(setting),
    mode: modeOf(setting),
    publicUrl,
    method,
    merchantTradeNo: attempt.merchantTradeNo,
    tradeDate: attempt.createdAt,
    totalAmount: order.totalAmount,
    tradeDesc: '運動相簿 照片',
    itemNames: order.items.map((item) => `${item.photo.activity.title} 照片 ${item.photoId}`),
    returnUrl: `${publicUrl}${RETURN_PATH}`,
    orderResultUrl: `${publicUrl}${ORDER_RESULT_PATH}`,
    clientBackUrl: orderDetailsUrl(app, order.id),
  });
  return {
    ...form,
    order: {
      id: order.id,
      merchantTradeNo: order.merchantTradeNo,
      totalAmount: order.totalAmount,
      itemCount: order.itemCount,
      choosePayment: method,
      expiresAt: order.expiresAt.toISOString(),
    },
  };
}
