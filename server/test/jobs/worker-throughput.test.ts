import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { defineJob } from '../../src/jobs/definitions.ts';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { workerResources } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const JOBS = 120;

let t: TestApp;
let handled = 0;
const trivialJob = defineJob<{ n: number }>({
  name: 'test.trivial',
  concurrency: 2,
  async handle() {
    handled += 1;
  },
});

let running = 0;
let mostAtOnce = 0;
const photoLikeJob = defineJob<{ n: number }>({
  name: 'test.photo-like',
  concurrency: 'WORKER_CONCURRENCY',
  async handle() {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running -= 1;
  },
});

beforeAll(async () => {
  t = await createTestApp();
  await t.boss.createQueue(trivialJob.name);
  await t.boss.createQueue(photoLikeJob.name);
});
afterAll(async () => {
  await t.boss.offWork(trivialJob.name);
  await t.boss.offWork(photoLikeJob.name);
  await t.close();
});

describe('the worker’s pace', () => {
  it('is set by the work, not by polling: 120 trivial jobs finish in a few seconds', async () => {
    await t.boss.insert(
      trivialJob.name,
      Array.from({ length: JOBS }, (_, n) => ({ name: trivialJob.name, data: { n } })),
    );
    const started = Date.now();
    await startWorker(t.boss, workerResources(t), [trivialJob]);
    // Polling once per 2 s per work loop would need a minute; the bound leaves room for a loaded machine.
    await expect.poll(() => handled, { timeout: 15_000, interval: 50 }).toBe(JOBS);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds, `${JOBS} jobs took ${seconds} s`).toBeLessThan(15);
  });
});

describe("a worker's concurrency", () => {
  it('is one photo per core unless WORKER_CONCURRENCY says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).workerConcurrency).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: 'test', WORKER_CONCURRENCY: '3' }).workerConcurrency).toBe(3);
    expect(() => loadConfig({ NODE_ENV: 'test', WORKER_CONCURRENCY: '0' })).toThrow(/at least 1/);
  });

  it('runs that many photo jobs at once, and no more', async () => {
    const concurrency = availableParallelism() + 1;
    await t.boss.insert(
      photoLikeJob.name,
      Array.from({ length: concurrency * 2 }, (_, n) => ({ name: photoLikeJob.name, data: { n } })),
    );
    await startWorker(t.boss, { ...workerResources(t), concurrency }, [photoLikeJob]);
    await expect.poll(() => mostAtOnce, { timeout: 15_000, interval: 50 }).toBe(concurrency);
    await expect.poll(() => running, { timeout: 15_000, interval: 50 }).toBe(0);
    expect(mostAtOnce).toBe(concurrency);
  });
});
