import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { BLOCKED_PHOTOGRAPHER } from '../../shared/domain/photographer-status.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { photographerSelect, toPhotographerView } from '../../shared/views/photographer-view.ts';
import { albumCoverKeySql, localizedSql } from '../../shared/views/sql-fragments.ts';

// A photographer's page for members (/photographeralbum/:id): who they are, and their published
// albums grouped by activity, newest activity first, paged by activity.

interface AlbumRow {
  id: number;
  activityId: number;
  name: string;
  cameraPoint: string | null;
  photoCount: number;
  coverKey: string | null;
}

export async function photographerPage(app: FastifyInstance, culture: Culture, input: Paging & { userId: number }) {
  // Only certified photographers in good standing have a page.
  const user = await app.db.user.findFirst({
    where: { id: input.userId, photographerAuth: true, photographerAuthStatus: { not: BLOCKED_PHOTOGRAPHER } },
    select: {
      ...photographerSelect,
      photographerApplications: {
        where: { status: 'approved' },
        orderBy: [{ reviewedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
        take: 1,
        select: { introduction: true },
      },
    },
  });
  if (!user) throw notFound('catalogue.photographerNotFound');

  const published = { photographerId: user.id, isVisible: true, photoCount: { gt: 0 } };
  const [totals, activities] = await Promise.all([
    app.db.album.aggregate({
      where: { ...published, activity: { isVisible: true } },
      _count: { _all: true },
      _sum: { photoCount: true },
    }),
    page(app.db.activity, input, {
      where: { isVisible: true, albums: { some: published } },
      select: { id: true, title: true, titleEn: true, activityDate: true },
      orderBy: [{ activityDate: 'desc' }, { id: 'desc' }],
    }),
  ]);
  const activityIds = activities.items.map((activity) => activity.id);
  const albums = activityIds.length
    ? await app.db.$queryRaw<AlbumRow[]>`
        SELECT al.id, al."activityId", ${localizedSql(culture, 'al', 'name')} AS name, ${localizedSql(culture, 'al', 'cameraPoint')} AS "cameraPoint", al."photoCount", ${albumCoverKeySql('al')} AS "coverKey"
        FROM "Album" al
        WHERE al."photographerId" = ${user.id} AND al."isVisible" AND al."photoCount" > 0
          AND al."activityId" IN (${Prisma.join(activityIds)})
        ORDER BY al."photoCount" DESC, al.id`
    : [];

  return {
    photographer: {
      ...toPhotographerView(app, user),
      introduction: user.photographerApplications[0]?.introduction ?? null,
    },
    albumCount: totals._count._all,
    photoCount: totals._sum.photoCount ?? 0,
    activities: {
      totalCount: activities.totalCount,
      items: activities.items.map((activity) => ({
        id: activity.id,
        sgL_Title: localized(culture, activity.title, activity.titleEn),
        sgL_ActivityDate: activity.activityDate.toISOString().slice(0, 10),
        albums: albums
          .filter((album) => album.activityId === activity.id)
          .map((album) => ({
            coId: album.id,
            name: album.name,
            cameraPoint: album.cameraPoint,
            photoCount: album.photoCount,
            coverUrl: publicUrlOf(app, album.coverKey),
          })),
      })),
    },
  };
}
