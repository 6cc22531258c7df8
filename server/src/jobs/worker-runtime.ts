import PgBoss from 'pg-boss';
import type { JobContext, JobDefinition } from './definitions.ts';
import { purgeExpired } from './purge-expired.ts';

/** Every job the worker runs. A new job is one definition added here. */
export const allJobs: readonly JobDefinition<never>[] = [purgeExpired];

export function createJobQueue(databaseUrl: string): PgBoss {
  // pg-boss keeps its tables in their own schema, beside the application's.
  return new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
}

/** Starts pg-boss and works every queue; several workers on several machines share the queues. */
export async function startWorker(
  boss: PgBoss,
  context: JobContext,
  jobs: readonly JobDefinition<never>[] = allJobs,
): Promise<void> {
  boss.on('error', (err) => context.log.error({ err }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, ...job.queue });
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
    await boss.work<never>(job.name, { batchSize: 1 }, async ([item]) => {
      if (!item) return;
      const log = context.log.child({ job: job.name, jobId: item.id });
      try {
        await job.handle({ ...context, log }, item.data);
      } catch (err) {
        // Thrown again so pg-boss counts the failure and retries with back-off.
        log.warn({ err }, 'job failed');
        throw err;
      }
    });
  }
}
