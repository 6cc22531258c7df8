import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { AppError, notFound } from '../../lib/errors.ts';
import { buildCheckoutForm, isPaymentMethod, type ShopAddresses } from '../../payments/ecpay.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { getPaymentSetting, merchantOf } from '../../payments/settings.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { issueAttempt } from './attempts.ts';
import { enabledMethod } from './checkout.ts';
import type { EcpayFormResult } from './schemas.ts';

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
  shop: ShopAddresses,
): Promise<Static<typeof EcpayFormResult>> {
  const order = await app.db.order.findUnique({
    where: { id: orderId },
    include: { items: { orderBy: { id: 'asc' }, select: { photoId: true, photo: { select: { activity: true } } } } },
  });
  if (!order || order.userId !== user.id) throw notFound('order.notFound');
  if (order.status !== OrderStatus.pending || order.expiresAt <= new Date() || !isPaymentMethod(order.choosePayment)) {
    throw new AppError('Conflict', 'order.notPayable');
  }
  const setting = await getPaymentSetting(app.db);
  // The order's method needs no new approval; another one must be enabled now.
  const method =
    requestedMethod && requestedMethod !== order.choosePayment
      ? enabledMethod(setting.enabledMethods, requestedMethod)
      : order.choosePayment;
  const attempt = await issueAttempt(app, order, method);
  const form = buildCheckoutForm({
    ...merchantOf(setting, app.config),
    publicUrl: app.config.publicUrl,
    method,
    merchantTradeNo: attempt.merchantTradeNo,
    tradeDate: attempt.createdAt,
    totalAmount: order.totalAmount,
    tradeDesc: '運動相簿 照片',
    itemNames: order.items.map((item) => `${item.photo.activity.title} 照片 ${item.photoId}`),
    returnUrl: shop.returnUrl,
    orderResultUrl: shop.orderResultUrl,
    clientBackUrl: shop.clientBackUrl(order.id),
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
