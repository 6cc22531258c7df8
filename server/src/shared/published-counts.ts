import type { Prisma } from '../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

/**
 * Keeps the album's and activity's counters (shown on every listing) in step when a photo starts or
 * stops being published. Increments instead of counts, so the cost does not grow with the event.
 */
export async function adjustPublishedCount(tx: Tx, photo: { albumId: number; activityId: number }, delta: number) {
  if (delta === 0) return;
  await tx.album.update({ where: { id: photo.albumId }, data: { photoCount: { increment: delta } } });
  await tx.$executeRaw`
    UPDATE "Activity" SET
      "photoCount" = "photoCount" + ${delta},
      "photographerCount" = (SELECT COUNT(DISTINCT "photographerId") FROM "Album"
                             WHERE "activityId" = ${photo.activityId} AND "photoCount" > 0 AND "isVisible")
    WHERE id = ${photo.activityId}`;
}
