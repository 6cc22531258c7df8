import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { queuePhotoProcessing } from '../../jobs/photo-queue.ts';
import { AppError } from '../../lib/errors.ts';
import { BibSource, isValidBib, normaliseBib } from '../../shared/domain/bib.ts';
import type { PhotoFailureCode } from '../../shared/domain/photo-failure.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { albumCoverKeySql } from '../../shared/views/sql-fragments.ts';
import { ownPhotos } from './service.ts';
import { recordFollowMatches } from '../../shared/follows.ts';

type PhotoStatusName = (typeof PhotoStatus)[keyof typeof PhotoStatus];

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** Photos of the albums counted by status, in one grouped scan of the (albumId, status, takenAt) index. */
async function countsByStatus(app: FastifyInstance, albumIds: number[]) {
  const groups = await app.db.photo.groupBy({
    by: ['albumId', 'status'],
    where: { albumId: { in: albumIds } },
    _count: { _all: true },
  });
  const counts = new Map(albumIds.map((id) => [id, { processing: 0, ready: 0, failed: 0, hidden: 0, total: 0 }]));
  for (const group of groups) {
    const album = counts.get(group.albumId)!;
    if (group.status in album) album[group.status as PhotoStatusName] += group._count._all;
    album.total += group._count._all;
  }
  return counts;
}

async function coverKeys(app: FastifyInstance, albumIds: number[]) {
  if (albumIds.length === 0) return new Map<number, string | null>();
  const rows = await app.db.$queryRaw<{ id: number; coverKey: string | null }[]>`
    SELECT a.id, ${albumCoverKeySql('a')} AS "coverKey" FROM "Album" a WHERE a.id IN (${Prisma.join(albumIds)})`;
  return new Map(rows.map((row) => [row.id, row.coverKey]));
}

/** The caller's albums, newest activity first, each with its photos counted by status. */
export async function myAlbumsWithCounts(
  app: FastifyInstance,
  user: CurrentUser,
  culture: Culture,
  filter: { coId?: number; activityId?: number; keyword?: string },
  paging: Paging,
) {
  const keyword = filter.keyword?.trim();
  const where: Prisma.AlbumWhereInput = {
    photographerId: user.id,
    ...(filter.coId && { id: filter.coId }),
    ...(filter.activityId && { activityId: filter.activityId }),
    ...(keyword && { name: { contains: keyword, mode: 'insensitive' } }),
  };
  const activity = { select: { id: true, title: true, titleEn: true, activityDate: true } } as const;
  const [albums, activities] = await Promise.all([
    page(app.db.album, paging, {
      where,
      include: { activity },
      orderBy: [{ activity: { activityDate: 'desc' } }, { activityId: 'desc' }, { id: 'desc' }],
    }),
    app.db.activity.findMany({
      where: { albums: { some: { photographerId: user.id } } },
      select: activity.select,
      orderBy: [{ activityDate: 'desc' }, { id: 'desc' }],
    }),
  ]);
  const ids = albums.items.map((album) => album.id);
  const [counts, covers] = await Promise.all([countsByStatus(app, ids), coverKeys(app, ids)]);
  const activityView = (a: (typeof activities)[number]) => ({
    id: a.id,
    title: localized(culture, a.title, a.titleEn),
    activityDate: dateOnly(a.activityDate),
  });
  return {
    totalCount: albums.totalCount,
    items: albums.items.map((album) => ({
      coId: album.id,
      name: album.name,
      activityId: album.activityId,
      activityTitle: localized(culture, album.activity.title, album.activity.titleEn),
      activityDate: dateOnly(album.activity.activityDate),
      cameraPoint: album.cameraPoint,
      shootDate: album.shootDate && dateOnly(album.shootDate),
      defaultPrice: album.defaultPrice,
      coverUrl: publicUrlOf(app, covers.get(album.id) ?? null),
      counts: counts.get(album.id)!,
    })),
    activities: activities.map(activityView),
  };
}

/** What the photo grid shows of each photo. */
const myPhotoSelect = {
  id: true,
  fileName: true,
  thumbnailKey: true,
  previewKey: true,
  takenAt: true,
  price: true,
  status: true,
  failureCode: true,
  bibTags: { select: { bib: true, source: true }, orderBy: [{ source: 'desc' }, { bib: 'asc' }] },
  _count: { select: { orderItems: true } },
} as const satisfies Prisma.PhotoSelect;

/**
 * One page of an album's photos for its photographer. Offset paging, so the grid can jump to any
 * page: with a status the (albumId, status, takenAt) index yields the rows already in order and the
 * offset walks the index; without one PostgreSQL top-N sorts the album's rows. Either way the page
 * is found sorting ids and times only, then its photos are read by id: sorting whole rows of a
 * 60 000-photo album spills to disk. Pages hold at most 200 photos.
 */
export async function albumPhotos(
  app: FastifyInstance,
  album: { id: number; activityId: number },
  filter: { status?: PhotoStatusName; bib?: string; order?: 'asc' | 'desc' },
  paging: Paging,
) {
  const bib = filter.bib && normaliseBib(filter.bib);
  const where: Prisma.PhotoWhereInput = {
    albumId: album.id,
    ...(filter.status && { status: filter.status }),
    // Bib tags are indexed by (activityId, bib).
    ...(bib && { bibTags: { some: { activityId: album.activityId, bib } } }),
  };
  const order = filter.order ?? 'asc';
  const window = await page(app.db.photo, paging, {
    where,
    orderBy: [{ takenAt: order }, { id: order }],
    select: { id: true },
  });
  const ids = window.items.map((photo) => photo.id);
  const rows = await app.db.photo.findMany({ where: { id: { in: ids } }, select: myPhotoSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A photo deleted between the two reads is left out.
  const photos = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    totalCount: window.totalCount,
    items: photos.map((photo) => ({
      id: photo.id,
      fileName: photo.fileName,
      thumbnailUrl: publicUrlOf(app, photo.thumbnailKey),
      previewUrl: publicUrlOf(app, photo.previewKey),
      takenAt: photo.takenAt.toISOString(),
      price: photo.price,
      status: photo.status as PhotoStatusName,
      failureCode: photo.failureCode as PhotoFailureCode | null,
      bibTags: photo.bibTags,
      inOrder: photo._count.orderItems > 0,
    })),
  };
}

/**
 * Sends the caller's failed photos through the pipeline again. Only photos still failed are
 * switched (in one conditional UPDATE), so a repeated request queues nothing twice.
 */
export async function reprocessPhotos(app: FastifyInstance, user: CurrentUser, photoIds: number[]) {
  await ownPhotos(app, user, photoIds);
  const switched = await app.db.$queryRaw<{ id: number }[]>`
    UPDATE "Photo" SET status = ${PhotoStatus.processing}, "failureCode" = NULL, "failureReason" = NULL, "updatedAt" = now()
    WHERE id IN (${Prisma.join(photoIds)}) AND status = ${PhotoStatus.failed}
    RETURNING id`;
  await queuePhotoProcessing(
    app.db,
    app.jobs,
    switched.map((photo) => photo.id),
  );
  return { reprocessed: switched.length, skipped: photoIds.length - switched.length };
}

/** Tags the caller's photos with one more bib of their own (a tag a photo already has stays one). */
export async function addBibTag(app: FastifyInstance, user: CurrentUser, photoIds: number[], bib: string) {
  const normalised = normaliseBib(bib);
  if (!isValidBib(normalised)) throw new AppError('BadRequest', 'bib.invalid', { bib: normalised });
  const photos = await ownPhotos(app, user, photoIds);
  const { count } = await app.db.bibTag.createMany({
    data: photos.map((photo) => ({
      photoId: photo.id,
      activityId: photo.activityId,
      bib: normalised,
      source: BibSource.photographer,
    })),
    skipDuplicates: true,
  });
  await recordFollowMatches(
    app.db,
    photos.map((photo) => photo.id),
  );
  return count;
}
