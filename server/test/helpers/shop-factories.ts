import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/shared/database.ts';
import type { Storage } from '../../src/infra/storage.ts';
import { splitPrice } from '../../src/modules/orders/checkout.ts';
import { creditSale, reverseItem } from '../../src/shared/ledger/entries.ts';
import { createActivity, createAlbum, createPhoto, type PhotoOverrides } from './catalogue-factories.ts';

// Shop rows straight in the database, priced and split the way checkout does it, so cart, order,
// payment and download tests start from the same kind of data.

type CatalogueAlbum = { id: number; activityId: number; photographerId: number };
type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** Bytes that look like a JPEG and differ for every photo, so a download can be compared exactly. */
export function originalBytes(size = 4096): Buffer {
  const bytes = randomBytes(size);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  return bytes;
}

/**
 * A ready photo whose original really sits in the originals bucket (downloads need the bytes).
 * Makes an activity and an album when none is given.
 */
export async function createReadyPhoto(
  { db, storage }: { db: Database; storage: Storage },
  album?: CatalogueAlbum,
  { bytes = originalBytes(), ...overrides }: PhotoOverrides & { bytes?: Buffer } = {},
) {
  const owner = album ?? (await createAlbum(db, await createActivity(db)));
  const photo = await createPhoto(db, owner, { status: 'ready', ...overrides });
  await storage.put('originals', photo.originalKey, bytes, 'image/jpeg');
  return { ...photo, bytes };
}

export function addToCart(db: Database, userId: number, photos: { id: number }[]) {
  return db.cartItem.createMany({ data: photos.map((photo) => ({ userId, photoId: photo.id })) });
}

/** The platform's share in basis points: the PaymentSetting row when there is one, else 20 %. */
export async function commissionBasisPoints(db: Database): Promise<number> {
  const setting = await db.paymentSetting.findUnique({ where: { id: 1 } });
  return setting?.commissionBasisPoints ?? 2000;
}

/** A fresh 20-character MerchantTradeNo (ECPay's maximum). */
export function merchantTradeNo(): string {
  return `T${randomBytes(10).toString('hex').slice(0, 19).toUpperCase()}`;
}

export interface OrderOptions {
  userId: number;
  photos: { id: number; activityId: number; albumId: number; photographerId: number; price: number }[];
  status?: OrderStatus;
  /** Defaults: 30 minutes after now for a pending order. */
  expiresAt?: Date;
  createdAt?: Date;
  paidAt?: Date;
  choosePayment?: string;
}

/**
 * An order with its items, priced from the photos now and split with the commission setting. A
 * paid order's items are credited in the ledger as the payment callback does; a refunded one's
 * credited and reversed.
 */
export async function createOrder(
  db: Database,
  {
    userId,
    photos,
    status = 'paid',
    expiresAt,
    createdAt = new Date(),
    paidAt,
    choosePayment = 'Credit',
  }: OrderOptions,
) {
  const basisPoints = await commissionBasisPoints(db);
  const paid = status === 'paid' || status === 'refunded';
  const refundedAt = status === 'refunded' ? new Date() : null;
  const order = await db.order.create({
    data: {
      merchantTradeNo: merchantTradeNo(),
      userId,
      status,
      totalAmount: photos.reduce((sum, photo) => sum + photo.price, 0),
      itemCount: photos.length,
      choosePayment,
      paymentType: paid ? 'Credit_CreditCard' : null,
      expiresAt: expiresAt ?? new Date(createdAt.getTime() + 30 * 60_000),
      createdAt,
      paidAt: paid ? (paidAt ?? createdAt) : null,
      refundedAt,
      cancelledAt: status === 'cancelled' ? new Date() : null,
      items: {
        create: photos.map((photo) => ({
          photoId: photo.id,
          activityId: photo.activityId,
          albumId: photo.albumId,
          photographerId: photo.photographerId,
          price: photo.price,
          ...splitPrice(photo.price, basisPoints),
          refundedAt,
        })),
      },
    },
    include: { items: true },
  });
  if (paid) await creditSale(db, order.id, order.paidAt ?? createdAt);
  if (status === 'refunded')
    for (const item of order.items) await reverseItem(db, item.id, order.refundedAt ?? undefined);
  return order;
}
