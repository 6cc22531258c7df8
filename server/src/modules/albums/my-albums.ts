import type { FastifyInstance } from 'fastify';
import { localized, type Culture } from '../../lib/i18n.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { page, type Paging } from '../../shared/paging.ts';

/** The caller's albums, newest first, optionally of one activity: what an upload is sent into. */
export async function listMyAlbums(
  app: FastifyInstance,
  user: CurrentUser,
  culture: Culture,
  query: Paging & { activityId?: number },
) {
  const where = { photographerId: user.id, ...(query.activityId && { activityId: query.activityId }) };
  const albums = await page(app.db.album, query, {
    where,
    orderBy: { id: 'desc' },
    include: { activity: { select: { title: true, titleEn: true } }, _count: { select: { photos: true } } },
  });
  return {
    totalCount: albums.totalCount,
    items: albums.items.map((album) => ({
      id: album.id,
      name: album.name,
      activityId: album.activityId,
      activityTitle: localized(culture, album.activity.title, album.activity.titleEn),
      cameraPoint: album.cameraPoint,
      defaultPrice: album.defaultPrice,
      photoCount: album._count.photos,
    })),
  };
}
