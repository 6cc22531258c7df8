import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localized, translate, type Culture } from '../../lib/i18n.ts';
import { photoViewSelect, toPhotoView, type PhotoViewData } from '../../shared/views/photo-view.ts';
import { REFUSAL_MESSAGES, refusals } from '../../shared/purchase-eligibility.ts';
import { bundledPhotoIds, listBundles } from './bundle.ts';

/** The most photos a cart holds: a whole race for one runner is far fewer, a checkout stays small. */
export const CART_LIMIT = 500;

type AddStatus = 'added' | keyof typeof REFUSAL_MESSAGES;

/** Adds photos to the member's cart and says, photo by photo, what happened. */
export async function addPhotos(app: FastifyInstance, culture: Culture, userId: number, photoIds: number[]) {
  const ids = [...new Set(photoIds)];
  const refused = await refusals(app, userId, ids);
  const inCart = await bundledPhotoIds(app, userId);
  for (const item of await app.db.cartItem.findMany({
    where: { userId, photoId: { in: ids } },
    select: { photoId: true },
  }))
    inCart.add(item.photoId);
  const status = new Map<number, AddStatus>();
  for (const id of ids) {
    const refusal = refused.get(id) ?? (inCart.has(id) ? 'duplicate' : undefined);
    if (refusal) status.set(id, refusal);
  }
  const wanted = ids.filter((id) => !status.has(id));
  const added = await app.db.$transaction(async (tx) => {
    const room = Math.max(0, CART_LIMIT - (await tx.cartItem.count({ where: { userId } })));
    const taken = wanted.slice(0, room);
    for (const id of wanted) status.set(id, taken.includes(id) ? 'added' : 'cartFull');
    const { count } = await tx.cartItem.createMany({
      data: taken.map((photoId) => ({ userId, photoId })),
      skipDuplicates: true,
    });
    return count;
  });
  return {
    added,
    items: ids.map((photoId) => {
      const outcome = status.get(photoId)!;
      const key = outcome === 'added' ? 'cart.added' : REFUSAL_MESSAGES[outcome];
      return { photoId, status: outcome, message: translate(culture, key, { max: CART_LIMIT }) };
    }),
  };
}

type CartPhoto = PhotoViewData & { cartItemId: number; photoId: number; available: boolean; message: string | null };
interface PhotographerGroup {
  photographerId: number;
  photographerName: string;
  items: CartPhoto[];
}
interface ActivityGroup {
  activityId: number;
  activityTitle: string;
  groups: PhotographerGroup[];
}

/**
 * The cart grouped by activity, then photographer, in the order photos were added, and its
 * bundles, at today's prices. Photos that can no longer be bought stay listed (so the member sees why) but out of the totals.
 */
export async function listCart(app: FastifyInstance, culture: Culture, userId: number) {
  const rows = await app.db.cartItem.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      photo: {
        select: {
          ...photoViewSelect,
          activity: { select: { id: true, title: true, titleEn: true } },
          album: { select: { photographer: { select: { id: true, displayName: true } } } },
        },
      },
    },
  });
  const refused = await refusals(
    app,
    userId,
    rows.map((row) => row.photo.id),
  );
  const activities = new Map<number, ActivityGroup>();
  let totalCount = 0;
  let totalAmount = 0;
  for (const { id, photo } of rows) {
    const { activity } = photo;
    const { photographer } = photo.album;
    let activityGroup = activities.get(activity.id);
    if (!activityGroup) {
      activityGroup = {
        activityId: activity.id,
        activityTitle: localized(culture, activity.title, activity.titleEn),
        groups: [],
      };
      activities.set(activity.id, activityGroup);
    }
    let group = activityGroup.groups.find((g) => g.photographerId === photographer.id);
    if (!group) {
      group = { photographerId: photographer.id, photographerName: photographer.displayName, items: [] };
      activityGroup.groups.push(group);
    }
    const refusal = refused.get(photo.id);
    group.items.push({
      ...toPhotoView(app, photo),
      cartItemId: id,
      photoId: photo.id,
      available: !refusal,
      message: refusal ? translate(culture, REFUSAL_MESSAGES[refusal]) : null,
    });
    if (!refusal) {
      totalCount += 1;
      totalAmount += photo.price;
    }
  }
  const bundles = await listBundles(app, culture, userId);
  for (const bundle of bundles.filter((b) => b.available)) {
    totalCount += bundle.photoCount;
    totalAmount += bundle.price;
  }
  return { items: [...activities.values()], bundles, totalCount, totalAmount };
}

/** Removes one cart item, named by its id or by its photo's id. */
export async function removeFromCart(app: FastifyInstance, userId: number, target: { id?: number; photoId?: number }) {
  if (!target.id && !target.photoId) throw badRequest('cart.deleteTarget');
  const { count } = await app.db.cartItem.deleteMany({
    where: { userId, ...(target.id ? { id: target.id } : { photoId: target.photoId }) },
  });
  if (count === 0) throw new AppError('NotFound', 'cart.itemNotFound');
  return count;
}
