import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { raiseNotification } from '../shared/notifications.ts';
import type { JobContext } from './definitions.ts';

/**
 * Once the last photo of an upload burst reaches a final state, the back office hears about the
 * album once, with its published and failed counts. Every photo checks after its own commit, so
 * the last one to finish always sees the album done; the burst's key (its newest photo and its
 * failure count) keeps photos finishing together from raising it twice, while a later upload or a
 * reprocessing that changes the failures raises a new one.
 */
export async function notifyIfAlbumProcessed(context: JobContext, albumId: number) {
  const { db, log } = context;
  try {
    const byStatus = await db.photo.groupBy({ by: ['status'], where: { albumId }, _count: true, _max: { id: true } });
    if (byStatus.some((group) => group.status === PhotoStatus.processing)) return;
    const count = (status: string) => byStatus.find((group) => group.status === status)?._count ?? 0;
    const newest = Math.max(0, ...byStatus.map((group) => group._max.id ?? 0));
    const album = await db.album.findUnique({ where: { id: albumId }, select: { name: true } });
    if (!album || newest === 0) return;
    const failed = count(PhotoStatus.failed);
    await raiseNotification(db, {
      kind: 'albumProcessed',
      message: failed > 0 ? 'notification.albumProcessedWithFailures' : 'notification.albumProcessed',
      params: { album: album.name, ready: count(PhotoStatus.ready), failed },
      link: failed > 0 ? `/admin/AdminImgDeal?albumId=${albumId}` : '/admin/AdminalbumList',
      entityId: albumId,
      onceKey: `album:${albumId}:newest:${newest}:failed:${failed}`,
    });
  } catch (error) {
    log.error({ err: error, albumId }, 'album notification not raised');
  }
}
