import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { queuePhotoProcessing } from '../../jobs/photo-queue.ts';
import { rerunPhotos, type RerunScope } from '../../jobs/rerun-photos.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { getAlbumSettings } from '../../shared/album-settings.ts';
import { BibSource, isValidBib, normaliseBib } from '../../shared/domain/bib.ts';
import type { PhotoFailureCode } from '../../shared/domain/photo-failure.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { page } from '../../shared/paging.ts';
import { changePhotoVisibility } from '../../shared/photo-visibility.ts';
import type { ProblemPhotoQuery, ProblemPhotoView, RerunBody, RetryBody, UpdateBibTagsBody } from './admin-schemas.ts';
import { recordFollowMatches } from '../../shared/follows.ts';

// The back office's photo processing: photos that failed (with the reason) or were hidden, a retry
// of failed ones, hiding by an admin, bib tags on many photos at once, and reading bibs or faces again.

/** Failed retries queued per round trip. */
const RETRY_BATCH = 1000;

export async function listProblemPhotos(app: FastifyInstance, query: Static<typeof ProblemPhotoQuery>) {
  const where: Prisma.PhotoWhereInput = {
    status: query.status,
    ...(query.activityId !== undefined && { activityId: query.activityId }),
    ...(query.albumId !== undefined && { albumId: query.albumId }),
  };
  const photos = await page(app.db.photo, query, {
    where,
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    include: {
      album: { select: { name: true, photographer: { select: { displayName: true } } } },
      activity: { select: { title: true } },
      bibTags: { select: { bib: true }, orderBy: { bib: 'asc' } },
    },
  });
  return {
    totalCount: photos.totalCount,
    items: photos.items.map((photo): Static<typeof ProblemPhotoView> => ({
      id: photo.id,
      fileName: photo.fileName,
      status: photo.status as Static<typeof ProblemPhotoView>['status'],
      failureCode: photo.failureCode as PhotoFailureCode | null,
      failureReason: photo.failureReason,
      thumbnailUrl: photo.thumbnailKey ? app.storage.publicUrl(photo.thumbnailKey) : null,
      albumId: photo.albumId,
      albumName: photo.album.name,
      activityId: photo.activityId,
      activityTitle: photo.activity.title,
      photographerName: photo.album.photographer.displayName,
      bibs: [...new Set(photo.bibTags.map((tag) => tag.bib))],
      updatedAt: photo.updatedAt.toISOString(),
    })),
  };
}

/** The one scope a request names: some photos, an album or an activity. */
function oneScope<T extends { photoIds?: number[]; albumId?: number; activityId?: number }>(input: T) {
  const named = [input.photoIds, input.albumId, input.activityId].filter((value) => value !== undefined);
  if (named.length !== 1) throw badRequest('imgDeal.oneScope');
}

/**
 * Puts failed photos back into processing, each with a new photo.process job. Photos that are
 * not failed (already retried, or published meanwhile) are left alone, so a repeated request
 * queues nothing twice. Answers how many photos went back.
 */
export async function retryFailed(app: FastifyInstance, input: Static<typeof RetryBody>) {
  oneScope(input);
  const scope: Prisma.PhotoWhereInput = input.photoIds
    ? { id: { in: input.photoIds } }
    : input.albumId !== undefined
      ? { albumId: input.albumId }
      : { activityId: input.activityId };
  let retried = 0;
  for (;;) {
    const ids = await app.db.$transaction(async (tx) => {
      const failed = await tx.photo.findMany({
        where: { ...scope, status: PhotoStatus.failed },
        select: { id: true },
        orderBy: { id: 'asc' },
        take: RETRY_BATCH,
      });
      const photoIds = failed.map((photo) => photo.id);
      await tx.photo.updateMany({
        where: { id: { in: photoIds }, status: PhotoStatus.failed },
        data: { status: PhotoStatus.processing, failureCode: null, failureReason: null },
      });
      return photoIds;
    });
    await queuePhotoProcessing(app.db, app.jobs, ids);
    retried += ids.length;
    if (ids.length < RETRY_BATCH) return retried;
  }
}

/** Hides photos from buyers, or shows hidden ones again, whoever's they are. */
export async function setPhotosHidden(app: FastifyInstance, photoIds: number[], hidden: boolean) {
  const photos = await app.db.photo.findMany({ where: { id: { in: photoIds } } });
  if (photos.length !== photoIds.length) throw notFound('photo.notFound');
  return changePhotoVisibility(app.db, photos, hidden);
}

function validBibs(bibs: string[] = []) {
  const normalised = [...new Set(bibs.map(normaliseBib))];
  const invalid = normalised.find((bib) => !isValidBib(bib));
  if (invalid !== undefined) throw new AppError('BadRequest', 'bib.invalid', { bib: invalid });
  return normalised;
}

/**
 * Adds bibs to many photos (tagged by an admin) and takes bibs off them, whoever tagged them
 * (an admin correcting the reader or the photographer). Answers how many tags changed.
 */
export async function updateBibTags(app: FastifyInstance, input: Static<typeof UpdateBibTagsBody>) {
  const add = validBibs(input.add);
  const remove = validBibs(input.remove);
  if (add.length + remove.length === 0) throw badRequest('imgDeal.noBibs');
  if (add.some((bib) => remove.includes(bib))) throw badRequest('imgDeal.bibAddedAndRemoved');
  const photos = await app.db.photo.findMany({
    where: { id: { in: input.photoIds } },
    select: { id: true, activityId: true },
  });
  if (photos.length !== input.photoIds.length) throw notFound('photo.notFound');
  const [removed, added] = await app.db.$transaction([
    app.db.bibTag.deleteMany({ where: { photoId: { in: input.photoIds }, bib: { in: remove } } }),
    app.db.bibTag.createMany({
      data: photos.flatMap((photo) =>
        add.map((bib) => ({ photoId: photo.id, activityId: photo.activityId, bib, source: BibSource.admin })),
      ),
      skipDuplicates: true,
    }),
  ]);
  await recordFollowMatches(app.db, input.photoIds);
  return removed.count + added.count;
}

/** Queues reading the bibs (OCR tags replaced) or the faces of an album's or activity's photos again. */
export async function rerun(app: FastifyInstance, input: Static<typeof RerunBody>) {
  oneScope(input);
  const scope: RerunScope =
    input.albumId !== undefined ? { albumId: input.albumId } : { activityId: input.activityId! };
  const exists =
    'albumId' in scope
      ? await app.db.album.count({ where: { id: scope.albumId } })
      : await app.db.activity.count({ where: { id: scope.activityId } });
  if (!exists) throw notFound();
  if (input.what === 'ocr' && !(await getAlbumSettings(app.db)).bibOcrEnabled) {
    throw badRequest('imgDeal.ocrOff');
  }
  await app.jobs.send(rerunPhotos, { scope, what: input.what });
}
