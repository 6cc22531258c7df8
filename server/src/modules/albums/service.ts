import type { FastifyInstance } from 'fastify';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { publicPhotoKeys } from '../../lib/storage-keys.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { BibSource, isValidBib, normaliseBib } from '../../shared/domain/bib.ts';
import { PhotoFailure, type PhotoFailureCode } from '../../shared/domain/photo-failure.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { adjustPublishedCount } from '../../shared/published-counts.ts';
import { changePhotoVisibility } from '../../shared/photo-visibility.ts';
import { assertOfferedPrice } from './prices.ts';
import { recordFollowMatches } from '../../shared/follows.ts';

/** The album, if the caller is the photographer who owns it. */
export async function ownAlbum(app: FastifyInstance, user: CurrentUser, albumId: number) {
  // An activity being deleted (Activity/DeleteActivity) takes nothing more: its albums are going.
  const album = await app.db.album.findFirst({ where: { id: albumId, activity: { deletingAt: null } } });
  if (!album) throw notFound('album.notFound');
  if (album.photographerId !== user.id) throw new AppError('Forbidden', 'album.notYours');
  return album;
}

/** The caller's own photos among the ids; refuses the whole request if any is someone else's. */
export async function ownPhotos(app: FastifyInstance, user: CurrentUser, photoIds: number[]) {
  const photos = await app.db.photo.findMany({ where: { id: { in: photoIds }, photographerId: user.id } });
  if (photos.length !== photoIds.length) throw notFound('photo.notFound');
  return photos;
}

/** Creates the caller's album in an activity; answers it as the API shows albums. */
export async function createAlbum(
  app: FastifyInstance,
  user: CurrentUser,
  input: {
    activityId: number;
    name: string;
    nameEn?: string;
    shootDate?: string;
    defaultPrice?: number;
    cameraPoint?: string;
    cameraPointEn?: string;
  },
) {
  const activity = await app.db.activity.findFirst({ where: { id: input.activityId, deletingAt: null } });
  if (!activity) throw notFound('activity.notFound');
  const defaultPrice = input.defaultPrice ?? activity.defaultPrice;
  await assertOfferedPrice(app.db, defaultPrice);
  const album = await app.db.album.create({
    data: {
      activityId: activity.id,
      photographerId: user.id,
      name: input.name.trim(),
      nameEn: input.nameEn?.trim() || null,
      cameraPoint: input.cameraPoint?.trim() || null,
      cameraPointEn: input.cameraPointEn?.trim() || null,
      shootDate: input.shootDate ? new Date(input.shootDate) : null,
      defaultPrice,
    },
  });
  return {
    coId: album.id,
    activityId: album.activityId,
    name: album.name,
    nameEn: album.nameEn,
    shootDate: album.shootDate?.toISOString().slice(0, 10) ?? null,
    cameraPoint: album.cameraPoint,
    cameraPointEn: album.cameraPointEn,
    defaultPrice: album.defaultPrice,
    photoCount: album.photoCount,
  };
}

export async function updatePrice(
  app: FastifyInstance,
  user: CurrentUser,
  input: { coId: number; price: number; photoIds?: number[] },
) {
  await assertOfferedPrice(app.db, input.price);
  const album = await ownAlbum(app, user, input.coId);
  if (input.photoIds) {
    const photos = await ownPhotos(app, user, input.photoIds);
    if (photos.some((p) => p.albumId !== album.id)) throw notFound('photo.notFound');
    const { count } = await app.db.photo.updateMany({
      where: { id: { in: input.photoIds } },
      data: { price: input.price },
    });
    return count;
  }
  const [, { count }] = await app.db.$transaction([
    app.db.album.update({ where: { id: album.id }, data: { defaultPrice: input.price } }),
    app.db.photo.updateMany({ where: { albumId: album.id }, data: { price: input.price } }),
  ]);
  return count;
}

/** Replaces the photographer's own bib tags of a photo (OCR tags stay, ranked below). */
export async function setBibTags(app: FastifyInstance, user: CurrentUser, photoId: number, bibs: string[]) {
  const [photo] = await ownPhotos(app, user, [photoId]);
  const normalised = [...new Set(bibs.map(normaliseBib).filter(Boolean))];
  const invalid = normalised.find((b) => !isValidBib(b));
  if (invalid) throw new AppError('BadRequest', 'bib.invalid', { bib: invalid });
  await app.db.$transaction([
    app.db.bibTag.deleteMany({ where: { photoId: photo!.id, source: BibSource.photographer } }),
    app.db.bibTag.createMany({
      data: normalised.map((bib) => ({
        photoId: photo!.id,
        activityId: photo!.activityId,
        bib,
        source: BibSource.photographer,
      })),
    }),
  ]);
  await recordFollowMatches(app.db, [photo!.id]);
  return normalised.length;
}

/** Hides published photos from buyers, or shows hidden ones again. */
export async function setHidden(app: FastifyInstance, user: CurrentUser, photoIds: number[], hidden: boolean) {
  return changePhotoVisibility(app.db, await ownPhotos(app, user, photoIds), hidden);
}

/**
 * Deletes photos with their files; a processing job that meets a deleted photo does nothing.
 * A photo that is in any order is refused, whole request with it: its buyer keeps the right to
 * download the original and the order its record (OrderItem → Photo is Restrict). Hiding is the way
 * to take such a photo off sale.
 */
export async function deletePhotos(app: FastifyInstance, user: CurrentUser, photoIds: number[]) {
  const photos = await ownPhotos(app, user, photoIds);
  const ordered = await app.db.orderItem.findFirst({
    where: { photoId: { in: photos.map((p) => p.id) } },
    select: { photo: { select: { fileName: true } } },
  });
  if (ordered) throw conflict('photo.orderedCannotDelete', { fileName: ordered.photo.fileName });
  await app.db.$transaction(async (tx) => {
    for (const photo of photos) {
      await tx.photo.delete({ where: { id: photo.id } });
      if (photo.status === PhotoStatus.ready) await adjustPublishedCount(tx, photo, -1);
    }
  });
  for (const photo of photos) {
    await app.storage.remove('originals', photo.originalKey);
    for (const key of publicPhotoKeys(photo)) await app.storage.remove('public', key);
  }
  return photos.length;
}

export async function uploadProgress(app: FastifyInstance, albumId: number, batchId?: string) {
  const where = { albumId, ...(batchId && { batchId }) };
  const groups = await app.db.photo.groupBy({ by: ['status'], where, _count: { _all: true } });
  const count = (status: string) => groups.find((g) => g.status === status)?._count._all ?? 0;
  const total = groups.reduce((sum, g) => sum + g._count._all, 0);
  const failures = await app.db.photo.findMany({
    where: { ...where, status: PhotoStatus.failed },
    select: { id: true, fileName: true, failureCode: true },
    orderBy: { id: 'asc' },
    take: 100,
  });
  return {
    total,
    processing: count(PhotoStatus.processing),
    ready: count(PhotoStatus.ready),
    failed: count(PhotoStatus.failed),
    hidden: count(PhotoStatus.hidden),
    percent: total === 0 ? 100 : Math.floor(((total - count(PhotoStatus.processing)) * 100) / total),
    failures: failures.map((f) => ({
      photoId: f.id,
      fileName: f.fileName,
      code: (f.failureCode ?? PhotoFailure.processingError) as PhotoFailureCode,
    })),
  };
}

/** Which of the hashes the album already holds (one lookup on its unique (album, hash) index). */
export async function existingHashes(app: FastifyInstance, albumId: number, hashes: string[]) {
  if (hashes.length === 0) return [];
  const held = await app.db.photo.findMany({
    where: { albumId, contentHash: { in: hashes } },
    select: { contentHash: true },
  });
  return held.map((photo) => photo.contentHash);
}
