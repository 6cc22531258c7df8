import type { Prisma } from '../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

/**
 * Keeps the album's and activity's counters (shown on every listing) in step when a photo starts or
 * stops being published. Increments instead of counts, so the cost does not grow with the event.
 * The activity counts only what buyers see: photos of a hidden album are not in its photoCount.
 */
export async function adjustPublishedCount(tx: Tx, photo: { albumId: number; activityId: number }, delta: number) {
  if (delta === 0) return;
  await tx.album.update({ where: { id: photo.albumId }, data: { photoCount: { increment: delta } } });
  await tx.$executeRaw`
    UPDATE "Activity" SET
      "photoCount" = "photoCount"
        + (SELECT CASE WHEN "isVisible" THEN ${delta}::int ELSE 0 END FROM "Album" WHERE id = ${photo.albumId}),
      "photographerCount" = (SELECT COUNT(DISTINCT "photographerId") FROM "Album"
                             WHERE "activityId" = ${photo.activityId} AND "photoCount" > 0 AND "isVisible")
    WHERE id = ${photo.activityId}`;
}

/** Counts the activity's published photos and photographers afresh (after an album was hidden or shown). */
export async function recountActivity(tx: Tx, activityId: number) {
  await tx.$executeRaw`
    UPDATE "Activity" SET
      "photoCount" = (SELECT COALESCE(SUM("photoCount"), 0) FROM "Album"
                      WHERE "activityId" = ${activityId} AND "isVisible"),
      "photographerCount" = (SELECT COUNT(DISTINCT "photographerId") FROM "Album"
                             WHERE "activityId" = ${activityId} AND "photoCount" > 0 AND "isVisible")
    WHERE id = ${activityId}`;
}
