import { albumFolders, publicPhotoKeys } from '../lib/storage-keys.ts';
import { removeCover } from '../media/covers.ts';
import type { JobContext } from './definitions.ts';
import { defineJob } from './definitions.ts';

/** Photos whose files and rows go per round: small enough to keep each round short. */
const PHOTO_BATCH = 200;

/**
 * Removes an activity an admin deleted (Activity/DeleteActivity marked it and hid it): its photos in
 * batches (files in both buckets first, then the rows, whose faces, bib tags, favourites and cart
 * lines go with them), then each album with whatever files are left in its folders, then the
 * cover and the activity. Every step can run again: a retry resumes where the last one stopped.
 */
export const deleteActivity = defineJob<{ activityId: number }>({
  name: 'activities.delete',
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
  async handle(context, { activityId }) {
    const activity = await context.db.activity.findUnique({ where: { id: activityId } });
    // Gone already (a retry after the last step), or never marked: nothing to do.
    if (!activity?.deletingAt) return;
    await deletePhotos(context, activityId);
    await deleteAlbums(context, activityId);
    await removeCover(context.storage, activity.coverKey);
    await context.db.activity.delete({ where: { id: activityId } });
    context.log.info({ activityId }, 'deleted activity');
  },
});

async function deletePhotos({ db, storage }: JobContext, activityId: number) {
  for (;;) {
    const photos = await db.photo.findMany({
      where: { activityId },
      select: { id: true, originalKey: true, previewKey: true, thumbnailKey: true },
      orderBy: { id: 'asc' },
      take: PHOTO_BATCH,
    });
    if (photos.length === 0) return;
    for (const photo of photos) {
      await storage.remove('originals', photo.originalKey);
      for (const key of publicPhotoKeys(photo)) await storage.remove('public', key);
    }
    await db.photo.deleteMany({ where: { id: { in: photos.map((photo) => photo.id) } } });
  }
}

async function deleteAlbums({ db, storage }: JobContext, activityId: number) {
  const albums = await db.album.findMany({ where: { activityId }, select: { id: true, activityId: true } });
  for (const album of albums) {
    // Files no photo row names any more (an upload cut short): the folders go whole.
    const folders = albumFolders(album);
    await removeFolder(storage, 'originals', folders.originals);
    await removeFolder(storage, 'public', folders.previews);
    await removeFolder(storage, 'public', folders.thumbnails);
    await db.album.delete({ where: { id: album.id } });
  }
}

async function removeFolder(storage: JobContext['storage'], kind: 'originals' | 'public', prefix: string) {
  for (;;) {
    const page = await storage.list(kind, prefix);
    for (const object of page.objects) await storage.remove(kind, object.key);
    // Removed objects leave the listing, so each page starts from the front again.
    if (page.objects.length === 0 || page.next === undefined) return;
  }
}
