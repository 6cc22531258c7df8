import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isPaymentMethod, type PaymentMethod } from '../../payments/ecpay.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { getPaymentSetting } from '../../payments/settings.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { refusals } from '../../shared/purchase-eligibility.ts';
import { newMerchantTradeNo, withFreshTradeNo } from './attempts.ts';
import { allocateBundlePrice } from './bundle-allocation.ts';

/** How long a member has to pay before the order is cancelled and its photos free again. */
export const ORDER_TTL_MS = 30 * 60 * 1000;

type Tx = Prisma.TransactionClient;

/** Integer NT$ split: the platform fee is rounded half up, the photographer gets the rest. */
export function splitPrice(price: number, commissionBasisPoints: number) {
  const platformFee = Math.floor((price * commissionBasisPoints + 5000) / 10000);
  return { platformFee, photographerShare: price - platformFee };
}

type SoldPhoto = { id: number; price: number; activityId: number; albumId: number; photographerId: number };
type CartBundleRow = { id: number; activityId: number; photoIds: number[]; bundlePrice: number | null };

/**
 * The order's items at this moment's prices: a photo alone at its price; a bundle's photos at the
 * bundle price (never more than their singles) allocated in proportion to their prices, each
 * marked with the bundle's activity (docs/decisions/036).
 */
export function orderItems(photos: SoldPhoto[], bundles: CartBundleRow[], commission: number) {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const priced = new Map<number, { price: number; bundleActivityId: number | null }>();
  for (const bundle of bundles) {
    const members = bundle.photoIds.map((id) => byId.get(id)!).sort((a, b) => a.id - b.id);
    const singles = members.reduce((sum, photo) => sum + photo.price, 0);
    const shares = allocateBundlePrice(Math.min(bundle.bundlePrice ?? singles, singles), members);
    members.forEach((photo, index) =>
      priced.set(photo.id, { price: shares[index]!, bundleActivityId: bundle.activityId }),
    );
  }
  return photos.map((photo) => {
    const { price, bundleActivityId } = priced.get(photo.id) ?? { price: photo.price, bundleActivityId: null };
    return {
      photoId: photo.id,
      activityId: photo.activityId,
      albumId: photo.albumId,
      photographerId: photo.photographerId,
      price,
      bundleActivityId,
      ...splitPrice(price, commission),
    };
  });
}

async function createOrderFromCart(
  app: FastifyInstance,
  db: Tx,
  userId: number,
  choosePayment: string,
  commission: number,
) {
  // Locks the member's cart: a second checkout at the same moment waits, then finds it empty.
  const cart = await db.$queryRaw<{ photoId: number }[]>`
    SELECT "photoId" FROM "CartItem" WHERE "userId" = ${userId} ORDER BY id FOR UPDATE`;
  const bundles = await db.$queryRaw<CartBundleRow[]>`
    SELECT b.id, b."activityId", b."photoIds", a."bundlePrice" FROM "CartBundle" b
    JOIN "Activity" a ON a.id = b."activityId" WHERE b."userId" = ${userId} ORDER BY b.id FOR UPDATE OF b`;
  if (cart.length === 0 && bundles.length === 0) throw badRequest('order.cartEmpty');
  const photoIds = [...new Set([...cart.map((c) => c.photoId), ...bundles.flatMap((b) => b.photoIds)])];
  // The cart's rules once more: a photo may have been hidden or bought since it was added.
  const refused = await refusals(app, userId, photoIds, db);
  if (refused.size > 0) throw new AppError('Conflict', 'order.photosUnavailable', { count: refused.size });
  const now = new Date();

  // Prices of this moment: read inside the transaction, copied into the items.
  const photos = await db.photo.findMany({
    where: { id: { in: photoIds } },
    select: { id: true, price: true, activityId: true, albumId: true, photographerId: true },
    orderBy: { id: 'asc' },
  });
  const items = orderItems(photos, bundles, commission);
  const merchantTradeNo = newMerchantTradeNo(now);
  const order = await db.order.create({
    data: {
      merchantTradeNo,
      userId,
      status: OrderStatus.pending,
      totalAmount: items.reduce((sum, item) => sum + item.price, 0),
      itemCount: items.length,
      choosePayment,
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
      createdAt: now,
      // The first trip to ECPay, with the order's own number; issued with its first form (issueAttempt).
      attempts: { create: { merchantTradeNo, choosePayment } },
      items: { create: items },
    },
  });
  await db.cartItem.deleteMany({ where: { userId, photoId: { in: photoIds } } });
  await db.cartBundle.deleteMany({ where: { id: { in: bundles.map((bundle) => bundle.id) } } });
  return order;
}

/** The methods a member may choose at checkout (enabled and known to ECPay), the default first: Credit when enabled. */
export function offeredMethods(enabled: readonly string[]): PaymentMethod[] {
  const known = enabled.filter(isPaymentMethod);
  return known.includes('Credit') ? ['Credit', ...known.filter((method) => method !== 'Credit')] : known;
}

/** The requested method, or the default one, if the back office enables it; else a clear refusal. */
export function enabledMethod(enabled: readonly string[], requested: string | undefined): PaymentMethod {
  const method = requested ?? offeredMethods(enabled)[0];
  if (!method || !isPaymentMethod(method) || !enabled.includes(method)) {
    throw badRequest('order.methodNotEnabled', { method: method ?? '' });
  }
  return method;
}

/** Turns the member's whole cart into one pending order, in one transaction. */
export async function checkout(app: FastifyInstance, user: CurrentUser, requested: string | undefined) {
  const setting = await getPaymentSetting(app.db);
  const choosePayment = enabledMethod(setting.enabledMethods, requested);
  return withFreshTradeNo(() =>
    app.db.$transaction((tx) => createOrderFromCart(app, tx, user.id, choosePayment, setting.commissionBasisPoints)),
  );
}
