import { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../shared/database.ts';
import type { PhotoQueueState } from '../infra/metrics.ts';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import type { JobQueue } from './definitions.ts';
import { processPhoto } from './process-photo.ts';

/**
 * Queues the processing of these photos so that the workers serve albums in turn (decision 038):
 * a photo's job goes before the jobs of photos that have more of their album's photos waiting
 * ahead of them. Its priority is minus its place in its album's backlog, so the first photo of a
 * new album is next in line even behind a 20 000-photo upload, and two large uploads alternate.
 * Photos no longer waiting to be processed (deleted meanwhile) are not queued.
 */
export async function queuePhotoProcessing(db: Database, jobs: JobQueue, photoIds: readonly number[]) {
  if (photoIds.length === 0) return;
  const ids = Prisma.join(photoIds);
  const places = await db.$queryRaw<{ id: number; place: number }[]>`
    SELECT id, place FROM (
      SELECT id, (row_number() OVER (PARTITION BY "albumId" ORDER BY id) - 1)::int AS place
      FROM "Photo"
      WHERE status = ${PhotoStatus.processing}
        AND "albumId" IN (SELECT DISTINCT "albumId" FROM "Photo" WHERE id IN (${ids}))
    ) backlog
    WHERE id IN (${ids})
    ORDER BY id`;
  const placeOf = new Map(places.map(({ id, place }) => [id, place]));
  await jobs.sendMany(
    processPhoto,
    places.map(({ id }) => ({ photoId: id })),
    ({ photoId }) => -placeOf.get(photoId)!,
  );
}

/**
 * The photo queue as pg-boss's job table holds it (every process sees the same): jobs waiting
 * (new or to retry), running and failed, and how long the oldest waiting one has waited. pg-boss
 * partitions the table by queue name, so this reads the photo queue's rows only.
 */
export async function photoQueueState(db: Database): Promise<PhotoQueueState> {
  const [row] = await db.$queryRaw<PhotoQueueState[]>`
    SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed,
           coalesce(extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry'))), 0)::int
             AS "oldestWaitingSeconds"
    FROM pgboss.job
    WHERE name = ${processPhoto.name} AND state IN ('created', 'retry', 'active', 'failed')`;
  return row!;
}
