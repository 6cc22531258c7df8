import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Activity } from '../../generated/prisma/client.ts';
import { deleteActivity } from '../../jobs/delete-activity.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ImageUpload } from '../../lib/images.ts';
import { getAlbumSettings } from '../../shared/album-settings.ts';
import { forgetActivityFaces } from '../../shared/activity-faces.ts';
import { removeCover, storeCover } from '../../media/covers.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { adminListWhere, asDate, checkPlace, dateOnly, optionalText, type AdminListFilter } from './admin-filters.ts';
import type { ActivityInput } from './admin-schemas.ts';

// Photo activities in the back office (/admin/EventList's second tab, /admin/EventDetails/:id?kind=activity).

function adminActivityView(app: FastifyInstance, activity: Activity) {
  return {
    id: activity.id,
    title: activity.title,
    titleEn: activity.titleEn,
    activityDate: dateOnly(activity.activityDate),
    cityId: activity.cityId,
    typeId: activity.typeId,
    eventId: activity.eventId,
    coverUrl: publicUrlOf(app, activity.coverKey),
    isVisible: activity.isVisible,
    isRecommended: activity.isRecommended,
    bibSearchEnabled: activity.bibSearchEnabled,
    faceSearchEnabled: activity.faceSearchEnabled,
    defaultPrice: activity.defaultPrice,
    bundlePrice: activity.bundlePrice,
    photoCount: activity.photoCount,
    deleting: activity.deletingAt !== null,
  };
}

export async function listAdminActivities(app: FastifyInstance, query: Paging & AdminListFilter) {
  const activities = await page(app.db.activity, query, {
    where: adminListWhere(query, 'activityDate'),
    orderBy: [{ activityDate: 'desc' }, { id: 'desc' }],
  });
  return { ...activities, items: activities.items.map((activity) => adminActivityView(app, activity)) };
}

async function activityRow(app: FastifyInstance, id: number) {
  const activity = await app.db.activity.findUnique({ where: { id } });
  if (!activity) throw notFound('activity.notFound');
  return activity;
}

/** An activity that is not being deleted: the only kind that may change. */
export async function editableActivity(app: FastifyInstance, id: number) {
  const activity = await activityRow(app, id);
  if (activity.deletingAt) throw new AppError('Conflict', 'activity.deleting');
  return activity;
}

export async function getAdminActivity(app: FastifyInstance, id: number) {
  return adminActivityView(app, await activityRow(app, id));
}

async function activityData(app: FastifyInstance, input: Static<typeof ActivityInput>) {
  await checkPlace(app, input);
  if (input.eventId && (await app.db.event.count({ where: { id: input.eventId } })) === 0)
    throw badRequest('event.notFound');
  const { priceList } = await getAlbumSettings(app.db);
  if (!priceList.includes(input.defaultPrice)) throw badRequest('price.notOffered', { prices: priceList.join(', ') });
  return {
    title: input.title.trim(),
    titleEn: optionalText(input.titleEn),
    activityDate: asDate(input.activityDate),
    cityId: input.cityId ?? null,
    typeId: input.typeId ?? null,
    eventId: input.eventId ?? null,
    isVisible: input.isVisible ?? true,
    isRecommended: input.isRecommended ?? false,
    bibSearchEnabled: input.bibSearchEnabled ?? true,
    faceSearchEnabled: input.faceSearchEnabled ?? true,
    defaultPrice: input.defaultPrice,
    bundlePrice: input.bundlePrice ?? null,
  };
}

export async function createActivity(app: FastifyInstance, input: Static<typeof ActivityInput>) {
  return adminActivityView(app, await app.db.activity.create({ data: await activityData(app, input) }));
}

export async function updateActivity(app: FastifyInstance, input: Static<typeof ActivityInput> & { id: number }) {
  const before = await editableActivity(app, input.id);
  const activity = await app.db.activity.update({ where: { id: input.id }, data: await activityData(app, input) });
  if (before.faceSearchEnabled && !activity.faceSearchEnabled) await forgetActivityFaces(app, activity.id);
  return adminActivityView(app, activity);
}

export async function setActivityCover(app: FastifyInstance, id: number, image: ImageUpload) {
  const before = await editableActivity(app, id);
  const cover = await storeCover(app, 'activities', id, image);
  await app.db.activity.update({ where: { id }, data: cover });
  await removeCover(app.storage, before.coverKey);
  return { coverUrl: app.storage.publicUrl(cover.coverKey) };
}

/** What deleting the activity would remove, and the order items that forbid it. */
export async function deleteImpact(app: FastifyInstance, id: number) {
  await activityRow(app, id);
  const sold = [OrderStatus.paid, OrderStatus.refunded];
  const [albums, photos, faces, soldItems, orderedItems] = await Promise.all([
    app.db.album.count({ where: { activityId: id } }),
    app.db.photo.count({ where: { activityId: id } }),
    app.db.face.count({ where: { activityId: id } }),
    app.db.orderItem.count({ where: { photo: { activityId: id }, order: { status: { in: sold } } } }),
    app.db.orderItem.count({ where: { photo: { activityId: id } } }),
  ]);
  return { albums, photos, faces, soldItems, orderedItems };
}

/**
 * Refused while any of its photos is in an order: a buyer keeps the download of a sold photo, and
 * an unpaid order can still be paid by a late notice. Otherwise the activity is hidden at once
 * (the public site no longer shows it) and a job removes its photos, faces, files and albums.
 */
export async function requestActivityDeletion(app: FastifyInstance, id: number) {
  const activity = await activityRow(app, id);
  if (activity.deletingAt) return;
  const { orderedItems } = await deleteImpact(app, id);
  if (orderedItems > 0) throw badRequest('activity.hasOrderedPhotos', { count: orderedItems });
  await app.db.activity.update({ where: { id }, data: { deletingAt: new Date(), isVisible: false } });
  app.faces.registry.drop(id);
  await app.jobs.send(deleteActivity, { activityId: id });
}
