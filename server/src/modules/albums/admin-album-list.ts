import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { page } from '../../shared/paging.ts';
import { recountActivity } from '../../shared/published-counts.ts';
import type { AdminAlbumListQuery, AdminAlbumView } from './admin-schemas.ts';

type StatusCounts = Static<typeof AdminAlbumView>['counts'];
const noPhotos = (): StatusCounts => ({ processing: 0, ready: 0, failed: 0, hidden: 0 });

/** Every album, newest first, with its photos counted by status (one grouped query for the page). */
export async function listAlbums(app: FastifyInstance, query: Static<typeof AdminAlbumListQuery>) {
  const keyword = query.keyword?.trim();
  const contains = { contains: keyword, mode: 'insensitive' as const };
  const where: Prisma.AlbumWhereInput = {
    ...(query.activityId !== undefined && { activityId: query.activityId }),
    ...(query.photographerId !== undefined && { photographerId: query.photographerId }),
    ...(query.isVisible !== undefined && { isVisible: query.isVisible }),
    ...(keyword && {
      OR: [{ name: contains }, { photographer: { displayName: contains } }, { activity: { title: contains } }],
    }),
  };
  const albums = await page(app.db.album, query, {
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: { activity: { select: { title: true } }, photographer: { select: { displayName: true } } },
  });
  const groups = await app.db.photo.groupBy({
    by: ['albumId', 'status'],
    where: { albumId: { in: albums.items.map((album) => album.id) } },
    _count: { _all: true },
  });
  const counts = new Map<number, StatusCounts>();
  for (const group of groups) {
    const albumCounts = counts.get(group.albumId) ?? noPhotos();
    if (group.status in albumCounts) albumCounts[group.status as keyof StatusCounts] = group._count._all;
    counts.set(group.albumId, albumCounts);
  }
  return {
    totalCount: albums.totalCount,
    items: albums.items.map((album) => ({
      id: album.id,
      name: album.name,
      activityId: album.activityId,
      activityTitle: album.activity.title,
      photographerId: album.photographerId,
      photographerName: album.photographer.displayName,
      defaultPrice: album.defaultPrice,
      isVisible: album.isVisible,
      counts: counts.get(album.id) ?? noPhotos(),
      createdAt: album.createdAt.toISOString(),
    })),
  };
}

/** Hides an album from buyers (it leaves every public list and search) or shows it again. */
export async function setAlbumVisible(app: FastifyInstance, albumId: number, isVisible: boolean) {
  await app.db.$transaction(async (tx) => {
    const album = await tx.album.findUnique({ where: { id: albumId }, select: { activityId: true } });
    if (!album) throw notFound('album.notFound');
    await tx.album.update({ where: { id: albumId }, data: { isVisible } });
    await recountActivity(tx, album.activityId);
  });
}
