import pg from 'pg';
import PgBoss10 from 'pg-boss-10';
import { afterEach, expect, it } from 'vitest';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { expireOrders } from '../../src/jobs/expire-orders.ts';
import { startJobQueue } from '../../src/jobs/worker-runtime.ts';
import { createScratchDatabase, dropDatabase } from '../helpers/databases.ts';

// An installation from before the Node 24 upgrade holds pg-boss 10's tables, which pg-boss 11 cannot
// migrate: its photos still waiting must be processed after the upgrade (docs/decisions/068).

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function query<Row extends object>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A database whose job queue pg-boss 10 made: two photos waiting, one being processed, one done. */
async function pgBoss10Installation() {
  const { name, url } = await createScratchDatabase('pgboss10');
  cleanups.push(() => dropDatabase(name));
  const old = new PgBoss10({ connectionString: url, schema: 'pgboss', max: 1, supervise: false, schedule: false });
  await old.start();
  await old.createQueue(processPhoto.name);
  await old.createQueue(expireOrders.name);
  const sent = [];
  for (const photoId of [1, 2, 3, 4]) sent.push(await old.send(processPhoto.name, { photoId }, { priority: photoId }));
  const [done] = await old.fetch(processPhoto.name);
  await old.complete(processPhoto.name, done!.id);
  const [running] = await old.fetch(processPhoto.name);
  await old.stop({ graceful: false, wait: true });
  return { url, unfinished: sent.filter((id) => id !== done!.id), running: running!.id };
}

it('carries the photos waiting in a pg-boss 10 queue over to pg-boss 11, the running one started again', async () => {
  const { url, unfinished, running } = await pgBoss10Installation();

  const boss = await startJobQueue(url, (error) => expect.fail(error.message));
  cleanups.push(() => boss.stop({ graceful: false, wait: true }));

  expect(await boss.schemaVersion()).toBeGreaterThan(24);
  const jobs = await query<{ id: string; state: string; data: { photoId: number }; priority: number }>(
    url,
    `SELECT id, state::text AS state, data, priority FROM pgboss.job WHERE name = '${processPhoto.name}'`,
  );
  expect(jobs.map((job) => job.id).sort()).toEqual([...unfinished].sort());
  expect(jobs.every((job) => job.state === 'created' && job.priority === job.data.photoId)).toBe(true);
  expect(jobs.map((job) => job.id)).toContain(running);
  expect(await query(url, `SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss_v10'`)).toEqual([]);

  // A worker then takes them like any other job.
  const [next] = await boss.fetch<{ photoId: number }>(processPhoto.name);
  expect(unfinished).toContain(next!.id);
});

it('leaves a pg-boss 11 installation as it is on the next start', async () => {
  const { url } = await pgBoss10Installation();
  const first = await startJobQueue(url, (error) => expect.fail(error.message));
  await first.send(processPhoto.name, { photoId: 9 });
  await first.stop({ graceful: false, wait: true });

  const again = await startJobQueue(url, (error) => expect.fail(error.message));
  cleanups.push(() => again.stop({ graceful: false, wait: true }));
  const [{ count }] = (await query<{ count: number }>(url, `SELECT count(*)::int AS count FROM pgboss.job`)) as [
    { count: number },
  ];
  expect(count).toBe(4);
});

it('starts on a database without any job queue yet', async () => {
  const { name, url } = await createScratchDatabase('pgbossnew');
  cleanups.push(() => dropDatabase(name));
  const boss = await startJobQueue(url, (error) => expect.fail(error.message));
  cleanups.push(() => boss.stop({ graceful: false, wait: true }));
  expect(await boss.getQueue(processPhoto.name)).not.toBeNull();
});
