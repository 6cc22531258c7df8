import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { INT32_MAX } from '../../lib/schema-types.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';

/** The most photos one question may name: a page of a grid is far fewer. */
export const PHOTO_STATES_LIMIT = 100;

export type PhotoState =
  | { photoId: number; state: 'bought'; orderId: number }
  | { photoId: number; state: 'pending'; orderId: number }
  | { photoId: number; state: 'inCart'; orderId: null };

/**
 * What the member already has of each photo: bought (a paid, unrefunded order item), waiting in an
 * unpaid order that has not expired, or in the cart; a photo with none of these is left out. Only
 * the caller's own orders and cart are read, so public photo answers stay the same for everyone.
 */
export async function photoStates(app: FastifyInstance, userId: number, photoIdList: string): Promise<PhotoState[]> {
  const ids = [...new Set(photoIdList.split(',').map(Number))];
  if (ids.length > PHOTO_STATES_LIMIT || ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > INT32_MAX)) {
    throw badRequest('shop.photoIdsInvalid', { max: PHOTO_STATES_LIMIT });
  }
  const [items, cart] = await Promise.all([
    app.db.orderItem.findMany({
      where: {
        photoId: { in: ids },
        refundedAt: null,
        order: {
          userId,
          OR: [{ status: OrderStatus.paid }, { status: OrderStatus.pending, expiresAt: { gt: new Date() } }],
        },
      },
      orderBy: { orderId: 'desc' },
      select: { photoId: true, orderId: true, order: { select: { status: true } } },
    }),
    app.db.cartItem.findMany({ where: { userId, photoId: { in: ids } }, select: { photoId: true } }),
  ]);
  const states = new Map<number, PhotoState>();
  // Bought wins over pending, and an order wins over the cart (the cart refuses both anyway).
  for (const item of items) {
    const state = item.order.status === OrderStatus.paid ? 'bought' : 'pending';
    if (states.get(item.photoId)?.state !== 'bought')
      states.set(item.photoId, { photoId: item.photoId, state, orderId: item.orderId });
  }
  for (const { photoId } of cart) {
    if (!states.has(photoId)) states.set(photoId, { photoId, state: 'inCart', orderId: null });
  }
  return ids.flatMap((id) => states.get(id) ?? []);
}
