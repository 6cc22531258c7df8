import { pino } from 'pino';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { jobSender, type WorkerResources } from '../../src/jobs/worker-runtime.ts';
import type { TestApp } from './test-app.ts';

/** The retry state pg-boss hands a job's first run. */
export const firstAttempt = { retryCount: 0, retryLimit: 3 };

/** What startWorker needs from the app, with a silent log. */
export function workerResources(t: TestApp): WorkerResources {
  return { db: t.db, storage: t.storage, log: pino({ level: 'silent' }) };
}

/** What the worker gives a job's handler, for jobs that read neither bibs nor faces. */
export function jobContext(t: TestApp): JobContext {
  return {
    ...workerResources(t),
    bibReader: () => Promise.reject(new Error('not used')),
    faceDetector: () => ({ detect: () => Promise.reject(new Error('not used')) }),
    jobs: jobSender(t.boss),
  };
}

/** Jobs of a queue not started yet (waiting or waiting to retry), and with those running too. */
export async function queuedJobs(t: TestApp, queue: string, { includingActive = false } = {}) {
  const { queuedCount, activeCount } = await t.boss.getQueueStats(queue);
  return queuedCount + (includingActive ? activeCount : 0);
}
