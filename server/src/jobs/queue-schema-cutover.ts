import pg from 'pg';
import type PgBoss from 'pg-boss';

/**
 * pg-boss 11 rewrote its tables and ships no migration from pg-boss 10's (schema version 24), so
 * an installation made before the upgrade is carried over here (docs/decisions/068): its schema is
 * set aside before pg-boss starts, and the jobs still waiting in it are copied into the new one.
 */
export const JOB_SCHEMA = 'pgboss';
const RETIRED_SCHEMA = 'pgboss_v10';
const LAST_PG_BOSS_10_VERSION = 24;
/** One process at a time moves the old schema, when several web servers and workers start together. */
const CUTOVER_LOCK = "hashtext('sportphoto pg-boss 10 cutover')";

async function inTransaction<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(${CUTOVER_LOCK})`);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    await client.end();
  }
}

/** Before pg-boss starts: renames a pg-boss 10 schema out of its way, so it installs a fresh one. */
export function setAsidePgBoss10Schema(databaseUrl: string): Promise<void> {
  return inTransaction(databaseUrl, async (client) => {
    const { rows } = await client.query<{ installed: string | null }>(
      `SELECT to_regclass('${JOB_SCHEMA}.version')::text AS installed`,
    );
    if (!rows[0]?.installed) return;
    const { rows: versions } = await client.query<{ version: number }>(`SELECT version FROM ${JOB_SCHEMA}.version`);
    if ((versions[0]?.version ?? Infinity) > LAST_PG_BOSS_10_VERSION) return;
    await client.query(`ALTER SCHEMA ${JOB_SCHEMA} RENAME TO ${RETIRED_SCHEMA}`);
  });
}

interface WaitingJob {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  start_after: Date;
  singleton_key: string | null;
}

/**
 * Once the queues exist: copies the old schema's unfinished jobs into them, then drops it, in one
 * transaction. A job that was running had its process stopped for the upgrade: it starts again.
 * Answers how many jobs moved.
 */
export function moveJobsFromPgBoss10(boss: PgBoss, databaseUrl: string, queues: readonly string[]): Promise<number> {
  return inTransaction(databaseUrl, async (client) => {
    const { rows: found } = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = '${RETIRED_SCHEMA}'`);
    if (found.length === 0) return 0;
    const { rows } = await client.query<WaitingJob>(
      `SELECT id, name, data, priority, start_after, singleton_key FROM ${RETIRED_SCHEMA}.job
       WHERE state IN ('created', 'retry', 'active') AND name = ANY($1) ORDER BY created_on`,
      [queues],
    );
    const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
    for (const name of queues) {
      const jobs = rows.filter((row) => row.name === name);
      if (jobs.length === 0) continue;
      const inserts = jobs.map(({ id, data, priority, start_after, singleton_key }) => ({
        id,
        name,
        data: data ?? {},
        priority,
        startAfter: start_after,
        singletonKey: singleton_key ?? undefined,
      }));
      await boss.insert(name, inserts, { db });
    }
    await client.query(`DROP SCHEMA ${RETIRED_SCHEMA} CASCADE`);
    return rows.length;
  });
}
