import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { sweepOrphans } from '../../src/jobs/sweep-orphans.ts';
import { startJobQueue } from '../../src/jobs/worker-runtime.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A worker killed mid-photo holds its job until the job expires: PHOTO_JOB_EXPIRY_SECONDS says
// how long, also for queues a previous start created (docs/decisions/047).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expirySeconds(queue: string) {
  const [row] = await t.db.$queryRaw<{ expire_seconds: number | null }[]>`
    SELECT expire_seconds FROM pgboss.queue WHERE name = ${queue}`;
  return row?.expire_seconds;
}

it('gives the photo queue the configured expiry when a server or worker starts on an existing queue', async () => {
  expect(await expirySeconds(processPhoto.name)).toBe(15 * 60);
  const sweepExpiry = await expirySeconds(sweepOrphans.name);

  const boss = await startJobQueue(t.databaseUrl, (error) => expect.fail(error.message), {
    photoJobExpirySeconds: 5,
  });
  try {
    expect(await expirySeconds(processPhoto.name)).toBe(5);
    expect(await expirySeconds(sweepOrphans.name)).toBe(sweepExpiry);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
});

it('reads PHOTO_JOB_EXPIRY_SECONDS, 15 minutes unless set, and refuses 0', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).photoJobExpirySeconds).toBe(900);
  expect(loadConfig({ NODE_ENV: 'test', PHOTO_JOB_EXPIRY_SECONDS: '30' }).photoJobExpirySeconds).toBe(30);
  expect(() => loadConfig({ NODE_ENV: 'test', PHOTO_JOB_EXPIRY_SECONDS: '0' })).toThrow(/at least 1/);
});
