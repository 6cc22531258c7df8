import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { photoViewSelect, toPhotoView } from '../../shared/views/photo-view.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { onSaleWhere } from '../../shared/purchase-eligibility.ts';
import { coverColumns, coverView } from '../../shared/views/cover-view.ts';

// A member's hearts on photos and activities. Only what buyers may see can be a favourite, and only
// what is still visible is listed: a photo hidden later drops out of the list until shown again.

type Target = { photoId?: number; activityId?: number };

function oneTarget(target: Target): { photoId: number } | { activityId: number } {
  if (target.photoId && !target.activityId) return { photoId: target.photoId };
  if (target.activityId && !target.photoId) return { activityId: target.activityId };
  throw badRequest('favorite.oneTarget');
}

/** Adds a favourite; adding one already there changes nothing. */
export async function addFavorite(app: FastifyInstance, userId: number, target: Target) {
  const chosen = oneTarget(target);
  if ('photoId' in chosen) {
    const photo = await app.db.photo.findFirst({ where: { id: chosen.photoId, ...onSaleWhere }, select: { id: true } });
    if (!photo) throw new AppError('NotFound', 'favorite.photoUnavailable');
  } else {
    const activity = await app.db.activity.findFirst({
      where: { id: chosen.activityId, isVisible: true },
      select: { id: true },
    });
    if (!activity) throw new AppError('NotFound', 'favorite.activityUnavailable');
  }
  const { count } = await app.db.favorite.createMany({ data: [{ userId, ...chosen }], skipDuplicates: true });
  return count;
}

/** Removes a favourite; removing one that is not there is harmless. */
export async function removeFavorite(app: FastifyInstance, userId: number, target: Target) {
  const { count } = await app.db.favorite.deleteMany({ where: { userId, ...oneTarget(target) } });
  return count;
}

export async function favoriteIds(app: FastifyInstance, userId: number) {
  const rows = await app.db.favorite.findMany({
    where: { userId },
    select: { photoId: true, activityId: true },
    orderBy: { id: 'asc' },
  });
  return {
    photoIds: rows.flatMap((row) => (row.photoId ? [row.photoId] : [])),
    activityIds: rows.flatMap((row) => (row.activityId ? [row.activityId] : [])),
  };
}

export async function listFavorites(
  app: FastifyInstance,
  culture: Culture,
  userId: number,
  query: Paging & { type: 'photo' | 'activity' },
) {
  const where = query.type === 'photo' ? { userId, photo: onSaleWhere } : { userId, activity: { isVisible: true } };
  const rows = await page(app.db.favorite, query, {
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      createdAt: true,
      photo: {
        select: { ...photoViewSelect, activity: { select: { id: true, title: true, titleEn: true } } },
      },
      activity: {
        select: { id: true, title: true, titleEn: true, activityDate: true, photoCount: true, ...coverColumns },
      },
    },
  });
  return {
    ...rows,
    items: rows.items.map(({ id, createdAt, photo, activity }) => ({
      favoriteId: id,
      createdAt: createdAt.toISOString(),
      photo: photo && {
        ...toPhotoView(app, photo),
        activityId: photo.activity.id,
        activityTitle: localized(culture, photo.activity.title, photo.activity.titleEn),
      },
      activity: activity && {
        id: activity.id,
        sgL_Title: localized(culture, activity.title, activity.titleEn),
        sgL_ActivityDate: activity.activityDate.toISOString().slice(0, 10),
        photoCount: activity.photoCount,
        ...coverView(app, activity),
      },
    })),
  };
}
