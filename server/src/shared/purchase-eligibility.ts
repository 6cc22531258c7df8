import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../generated/prisma/client.ts';
import type { MessageKey } from '../lib/i18n.ts';
import { OrderStatus } from './domain/order-status.ts';
import { PhotoStatus } from './domain/photo-status.ts';

// Which photos a member may buy (a refunded item no longer counts as bought). The cart checks it
// when a photo is added and when it is listed; checkout checks it again, because a photo can be
// hidden or bought between the two.

/** A photo on sale: published, in a visible album of a visible activity. */
export const onSaleWhere = {
  status: PhotoStatus.ready,
  album: { isVisible: true },
  activity: { isVisible: true },
} as const satisfies Prisma.PhotoWhereInput;

export type Refusal = 'unavailable' | 'bought' | 'pending';

export const REFUSAL_MESSAGES: Record<Refusal | 'duplicate' | 'cartFull', MessageKey> = {
  unavailable: 'cart.unavailable',
  bought: 'cart.alreadyBought',
  pending: 'cart.pendingOrder',
  duplicate: 'cart.duplicate',
  cartFull: 'cart.full',
};

interface EligibilityRow {
  id: number;
  onSale: boolean;
  bought: boolean;
  pending: boolean;
}

/**
 * Why each of the photos may not be bought by the member (absent from the map: it may).
 * One query: the photo's state and the member's paid and unexpired pending orders holding it.
 */
export async function refusals(
  app: FastifyInstance,
  userId: number,
  photoIds: readonly number[],
  db: Prisma.TransactionClient = app.db,
): Promise<Map<number, Refusal>> {
  const ids = [...new Set(photoIds)];
  const rows = ids.length
    ? await db.$queryRaw<EligibilityRow[]>`
        SELECT p.id,
               (p.status = ${PhotoStatus.ready} AND al."isVisible" AND a."isVisible") AS "onSale",
               EXISTS (SELECT 1 FROM "OrderItem" oi JOIN "Order" o ON o.id = oi."orderId"
                       WHERE oi."photoId" = p.id AND o."userId" = ${userId} AND o.status = ${OrderStatus.paid}
                         AND oi."refundedAt" IS NULL) AS bought,
               EXISTS (SELECT 1 FROM "OrderItem" oi JOIN "Order" o ON o.id = oi."orderId"
                       WHERE oi."photoId" = p.id AND o."userId" = ${userId} AND o.status = ${OrderStatus.pending}
                         AND o."expiresAt" > now()) AS pending
        FROM "Photo" p JOIN "Album" al ON al.id = p."albumId" JOIN "Activity" a ON a.id = p."activityId"
        WHERE p.id = ANY(${ids}::int[])`
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  const result = new Map<number, Refusal>();
  for (const id of ids) {
    const row = found.get(id);
    if (!row?.onSale) result.set(id, 'unavailable');
    else if (row.bought) result.set(id, 'bought');
    else if (row.pending) result.set(id, 'pending');
  }
  return result;
}
