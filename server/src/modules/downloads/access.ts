import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { loadCurrentUser } from '../../plugins/app/authorization.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { verifyDownloadToken, type DownloadTarget } from './tokens.ts';

// Who may have an original: the buyer of an unrefunded item of a PAID order (refunding the item or
// its order takes it back at once), the photographer who took it, or an admin. Everyone else is
// refused, whatever the client shows.

export interface Downloader {
  id: number;
  isAdmin: boolean;
}

/** The caller of a download: a bearer token, or a download token in the query. Guests get 401. */
export async function downloader(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string | undefined,
  target: DownloadTarget,
): Promise<Downloader> {
  if (!token) {
    const user = await loadCurrentUser(app, request);
    return { id: user.id, isAdmin: user.isAdmin };
  }
  const userId = verifyDownloadToken(app, token, target);
  const user = await app.db.user.findUnique({
    where: { id: userId },
    select: { id: true, isAdmin: true, isActive: true },
  });
  if (!user?.isActive) throw new AppError('Unauthorized', 'download.tokenInvalid');
  return { id: user.id, isAdmin: user.isAdmin };
}

const paidItemOf = (userId: number) => ({ refundedAt: null, order: { userId, status: OrderStatus.paid } });

/** Whether the user bought the photo and it was refunded: they are told so, not asked to buy it. */
async function wasRefunded(app: FastifyInstance, userId: number, photoId: number) {
  const refunded = await app.db.orderItem.findFirst({
    where: { photoId, refundedAt: { not: null }, order: { userId } },
    select: { id: true },
  });
  return refunded !== null;
}

/**
 * The photo's original, if the user may download it, with the purchase that allows it (null for its
 * photographer or an admin, who need none).
 */
export async function downloadablePhoto(app: FastifyInstance, user: Downloader, photoId: number) {
  const photo = await app.db.photo.findUnique({
    where: { id: photoId },
    select: { id: true, originalKey: true, fileName: true, photographerId: true },
  });
  if (!photo) throw new AppError('NotFound', 'photo.notFound');
  if (user.isAdmin || photo.photographerId === user.id) return { ...photo, purchase: null };
  const purchase = await app.db.orderItem.findFirst({
    where: { photoId, ...paidItemOf(user.id) },
    orderBy: { id: 'desc' },
    select: { id: true, orderId: true },
  });
  if (!purchase)
    throw new AppError(
      'Forbidden',
      (await wasRefunded(app, user.id, photoId)) ? 'download.refunded' : 'download.notAllowed',
    );
  return { ...photo, purchase };
}

/** A paid order with its photos' originals, if it is the user's (or the user is an admin). */
export async function downloadableOrder(app: FastifyInstance, user: Downloader, orderId: number) {
  const order = await app.db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      userId: true,
      status: true,
      merchantTradeNo: true,
      items: {
        where: { refundedAt: null },
        orderBy: { id: 'asc' },
        select: {
          photo: {
            select: { id: true, originalKey: true, fileName: true, activity: { select: { title: true } } },
          },
        },
      },
    },
  });
  if (!order) throw new AppError('NotFound', 'order.notFound');
  if (order.userId !== user.id && !user.isAdmin) throw new AppError('Forbidden', 'download.notAllowed');
  if (order.status !== OrderStatus.paid) throw new AppError('Forbidden', 'download.orderNotPaid');
  return order;
}

/** The paid item that lets a buyer download a photo's original. */
export type Purchase = NonNullable<Awaited<ReturnType<typeof downloadablePhoto>>['purchase']>;
