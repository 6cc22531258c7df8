import type { FastifyInstance } from 'fastify';
import { takeRequestTally } from '../../infra/metrics.ts';
import { photoQueueState } from '../../jobs/photo-queue.ts';

export const SAMPLE_SECONDS = 60;
const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
/** Samples older than this are deleted as new ones are written. */
const KEEP_MS = 24 * 60 * MINUTE_MS;

const minuteOf = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/**
 * Writes this minute's sample (decision 070): the photo queue as the database holds it, and the
 * requests this web server answered since its last sample. Every web server samples: the queue
 * figures are the last one's, the request counts add up.
 */
export async function takeStatusSample(app: FastifyInstance, now = Date.now()): Promise<void> {
  const minute = new Date(minuteOf(now));
  const queue = await photoQueueState(app.db);
  const { requests, serverErrors } = takeRequestTally();
  await app.db.$executeRaw`
    INSERT INTO "StatusSample" (minute, "queueWaiting", "queueOldestSeconds", requests, "serverErrors")
    VALUES (${minute}, ${queue.waiting}, ${queue.oldestWaitingSeconds}, ${requests}, ${serverErrors})
    ON CONFLICT (minute) DO UPDATE SET
      "queueWaiting" = EXCLUDED."queueWaiting",
      "queueOldestSeconds" = EXCLUDED."queueOldestSeconds",
      requests = "StatusSample".requests + EXCLUDED.requests,
      "serverErrors" = "StatusSample"."serverErrors" + EXCLUDED."serverErrors"`;
  await app.db.statusSample.deleteMany({ where: { minute: { lt: new Date(minute.getTime() - KEEP_MS) } } });
}

interface PublishedMinute {
  minute: Date;
  published: number;
  p50: number;
  p95: number;
}

/** Photos first published per minute since `since`, with their upload → published delays (index Photo(publishedAt)). */
async function publishedPerMinute(app: FastifyInstance, since: Date) {
  return app.db.$queryRaw<PublishedMinute[]>`
    SELECT date_trunc('minute', "publishedAt") AS minute, count(*)::int AS published,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "publishedAt" - "createdAt"))::float8 AS p50,
           percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM "publishedAt" - "createdAt"))::float8 AS p95
    FROM "Photo"
    WHERE "publishedAt" >= ${since}
    GROUP BY 1`;
}

const oneDecimal = (value: number) => Math.round(Math.max(0, value) * 10) / 10;

/** The system status page's last hour, minute by minute, and the photo queue now. */
export async function lastHourStatus(app: FastifyInstance, now = Date.now()) {
  const since = minuteOf(now) - (HOUR_MINUTES - 1) * MINUTE_MS;
  const [queue, samples, published] = await Promise.all([
    photoQueueState(app.db),
    app.db.statusSample.findMany({ where: { minute: { gte: new Date(since) } } }),
    publishedPerMinute(app, new Date(since)),
  ]);
  const sampleAt = new Map(samples.map((sample) => [sample.minute.getTime(), sample]));
  const publishedAt = new Map(published.map((row) => [row.minute.getTime(), row]));
  const minutes = Array.from({ length: HOUR_MINUTES }, (_, index) => {
    const minute = since + index * MINUTE_MS;
    const sample = sampleAt.get(minute);
    const photos = publishedAt.get(minute);
    return {
      minute: new Date(minute).toISOString(),
      queueWaiting: sample?.queueWaiting ?? null,
      queueOldestSeconds: sample?.queueOldestSeconds ?? null,
      requests: sample?.requests ?? null,
      serverErrors: sample?.serverErrors ?? null,
      photosPublished: photos?.published ?? 0,
      publishDelayP50Seconds: photos ? oneDecimal(photos.p50) : null,
      publishDelayP95Seconds: photos ? oneDecimal(photos.p95) : null,
    };
  });
  return { sampleSeconds: SAMPLE_SECONDS, queue, minutes };
}
