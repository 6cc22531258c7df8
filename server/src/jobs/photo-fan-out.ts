import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../shared/database.ts';
import type { JobDefinition, JobQueue } from './definitions.ts';

/** Photo jobs enqueued per database round trip by a fan-out. */
const FAN_OUT_BATCH = 1000;

/** Queues `job` once for every photo `where` selects, in id order, a thousand per round trip; answers how many. */
export async function fanOutPhotos(
  db: Database,
  jobs: JobQueue,
  where: Prisma.PhotoWhereInput,
  job: JobDefinition<{ photoId: number }>,
): Promise<number> {
  let queued = 0;
  for (let afterId = 0; ;) {
    const photos = await db.photo.findMany({
      where: { ...where, id: { gt: afterId } },
      orderBy: { id: 'asc' },
      take: FAN_OUT_BATCH,
      select: { id: true },
    });
    await jobs.sendMany(
      job,
      photos.map((photo) => ({ photoId: photo.id })),
    );
    queued += photos.length;
    if (photos.length < FAN_OUT_BATCH) return queued;
    afterId = photos.at(-1)!.id;
  }
}
