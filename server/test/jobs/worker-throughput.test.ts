import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  t = await createTestApp();
  await t.boss.createQueue(trivialJob.name);
});
afterAll(async () => {
  await t.boss.offWork(trivialJob.name);
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
