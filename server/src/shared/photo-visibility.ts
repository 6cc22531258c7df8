import type { Photo } from '../generated/prisma/client.ts';
import type { Database } from './database.ts';
import { PhotoStatus } from './domain/photo-status.ts';
import { adjustPublishedCount } from './published-counts.ts';

/**
 * Takes published photos off sale (hidden) or puts hidden ones back, keeping the published
 * counters in step; photos in any other state are left alone. Answers how many changed.
 */
export async function changePhotoVisibility(
  db: Database,
  photos: Pick<Photo, 'id' | 'albumId' | 'activityId' | 'status'>[],
  hidden: boolean,
): Promise<number> {
  const [from, to] = hidden ? [PhotoStatus.ready, PhotoStatus.hidden] : [PhotoStatus.hidden, PhotoStatus.ready];
  let changed = 0;
  await db.$transaction(async (tx) => {
    for (const photo of photos.filter((p) => p.status === from)) {
      const { count } = await tx.photo.updateMany({ where: { id: photo.id, status: from }, data: { status: to } });
      if (count) await adjustPublishedCount(tx, photo, hidden ? -1 : 1);
      changed += count;
    }
  });
  return changed;
}
