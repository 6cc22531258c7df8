import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import type { Database } from '../shared/database.ts';
import { isServiceUnavailable } from '../lib/service-unavailable.ts';
import type { Storage } from '../infra/storage.ts';
import { lazyFacePool } from '../faces/lazy-pool.ts';
import { createBibReader, type BibReader } from '../ocr/bib-reader.ts';
import type { JobContext, JobDefinition, JobQueue } from './definitions.ts';
import { rerunPhotoOcr, rerunPhotos } from './rerun-photos.ts';
import { processPhoto } from './process-photo.ts';
import { reindexActivityFaces, reindexPhotoFaces } from './index-faces.ts';
import { purgeExpired } from './purge-expired.ts';
import { sweepOrphans } from './sweep-orphans.ts';
import { expireOrders } from './expire-orders.ts';
import { backfillPerceptualHashes } from './backfill-perceptual-hashes.ts';
import { backfillWebCopies } from './backfill-web-copies.ts';
import { deleteActivity } from './delete-activity.ts';
import { notifyFollowersJob } from './notify-followers.ts';
import { JOB_SCHEMA, moveJobsFromPgBoss10, setAsidePgBoss10Schema } from './queue-schema-cutover.ts';

/** Every job the worker runs. A new job is one definition added here. */
export const allJobs: readonly JobDefinition<never>[] = [
  processPhoto,
  purgeExpired,
  sweepOrphans,
  expireOrders,
  reindexActivityFaces,
  reindexPhotoFaces,
  backfillPerceptualHashes,
  backfillWebCopies,
  rerunPhotoOcr,
  rerunPhotos,
  deleteActivity,
  notifyFollowersJob,
];

export type QueueOverrides = Partial<Omit<PgBoss.Queue, 'name'>>;

/** pg-boss's own interval for supervising queues, which is when it notices jobs past their expiry. */
const SUPERVISE_INTERVAL_SECONDS = 60;

export interface JobQueueOptions {
  /** Applied to every queue (tests: retries after a second). */
  overrides?: QueueOverrides;
  /**
   * How long a photo's processing may last before pg-boss counts its worker as dead (killed,
   * out of memory, machine lost) and runs the job again: `config.photoJobExpirySeconds`.
   */
  photoJobExpirySeconds?: number;
}

/**
 * Starts pg-boss (its tables live in the `pgboss` schema) and creates every queue. Web servers
 * use it to send jobs, workers also to work them.
 */
export async function startJobQueue(
  databaseUrl: string,
  onError: (error: Error) => void,
  { overrides = {}, photoJobExpirySeconds }: JobQueueOptions = {},
): Promise<PgBoss> {
  await setAsidePgBoss10Schema(databaseUrl);
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_SCHEMA,
    max: 4,
    // Expired jobs are only found when pg-boss supervises (and monitors) the queues: it does so at
    // least as often as a photo may last.
    superviseIntervalSeconds: Math.min(SUPERVISE_INTERVAL_SECONDS, photoJobExpirySeconds ?? Infinity),
    monitorIntervalSeconds: Math.min(SUPERVISE_INTERVAL_SECONDS, photoJobExpirySeconds ?? Infinity),
  });
  // A lost database connection is reported here; without a listener it would end the process.
  boss.on('error', onError);
  await boss.start();
  for (const job of allJobs) {
    const options = { ...job.queue, ...overrides };
    if (job === processPhoto && photoJobExpirySeconds) options.expireInSeconds = photoJobExpirySeconds;
    // Created once; updated on every start so that a queue made earlier follows the settings
    // (all but its policy, which pg-boss fixes at creation).
    await boss.createQueue(job.name, options);
    const { policy: _fixedAtCreation, ...settings } = options;
    await boss.updateQueue(job.name, settings);
  }
  await moveJobsFromPgBoss10(
    boss,
    databaseUrl,
    allJobs.map((job) => job.name),
  );
  return boss;
}

/**
 * What a job queue's errors are logged as: while the database is out of reach pg-boss reports
 * every poll that failed, which is expected and says no more than the first one (decisions/047).
 */
export function queueErrorLogger(log: Pick<FastifyBaseLogger, 'warn' | 'error'>) {
  return (err: Error) => {
    if (isServiceUnavailable(err)) log.warn({ reason: err.message }, 'job queue: database unavailable');
    else log.error({ err }, 'job queue error');
  };
}

export function jobSender(boss: PgBoss): JobQueue {
  return {
    async send(job, data) {
      await boss.send(job.name, data);
    },
    async sendDebounced(job, data, seconds) {
      await boss.sendDebounced(job.name, data, {}, seconds);
    },
    async sendMany(job, items, priorityOf) {
      if (items.length > 0)
        await boss.insert(
          job.name,
          items.map((data) => ({ name: job.name, data, priority: priorityOf?.(data) })),
        );
    },
  };
}

export interface WorkerResources {
  db: Database;
  storage: Storage;
  log: JobContext['log'];
  mail: JobContext['mail'];
  push: JobContext['push'];
  /** Face-detection threads (each holds its own models); one keeps up with the bib reader's one. */
  faceThreads?: number;
  /** Jobs of `concurrency: 'WORKER_CONCURRENCY'` run this many at once (default: one per core). */
  concurrency?: number;
}

/**
 * Works every queue; several workers on several machines share them. Stop pg-boss first (it lets
 * running jobs finish), then release the worker's resources with the returned function.
 */
export async function startWorker(
  boss: PgBoss,
  { faceThreads = 1, concurrency = availableParallelism(), ...resources }: WorkerResources,
  jobs = allJobs,
) {
  // Every upload is a different image: libvips's operation cache would only hold memory.
  sharp.cache(false);
  let reader: Promise<BibReader> | undefined;
  const faces = lazyFacePool(faceThreads);
  const context: JobContext = {
    ...resources,
    bibReader: () => (reader ??= createBibReader()),
    faceDetector: () => faces,
    jobs: jobSender(boss),
  };
  for (const job of jobs) {
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
    // pg-boss waits its polling interval (2 s) after every fetch, even one that found a job: one
    // job per loop every 2 s was the queue's whole pace. A loop that found a job wakes the queue's
    // loops, itself included, so they fetch again at once; only an empty queue waits between polls.
    const loops: string[] = [];
    const wakeLoops = () => loops.forEach((id) => boss.notifyWorker(id));
    const handler: PgBoss.WorkWithMetadataHandler<never> = async ([item]) => {
      if (!item) return;
      const log = context.log.child({ job: job.name, jobId: item.id, ...job.logFields?.(item.data) });
      try {
        await job.handle({ ...context, log }, item.data, item);
      } catch (err) {
        // Thrown again so pg-boss counts the failure and retries with back-off.
        log.warn({ err, attempt: item.retryCount }, 'job failed');
        throw err;
      } finally {
        wakeLoops();
      }
    };
    // Each registration runs one job at a time: several give concurrency.
    const loopCount = job.concurrency === 'WORKER_CONCURRENCY' ? concurrency : (job.concurrency ?? 1);
    for (let i = 0; i < loopCount; i += 1) {
      loops.push(await boss.work<never>(job.name, { batchSize: 1, includeMetadata: true }, handler));
    }
  }
  return async function releaseWorker() {
    if (reader) await (await reader).close();
    await faces.close();
  };
}
