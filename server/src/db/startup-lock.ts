import pg from 'pg';

// Web servers started together (`docker compose up` with several replicas) must not seed the
// same rows at once: upserts of the same new row race, and two demo uploads would double the
// photos. A PostgreSQL advisory lock, held on a connection of its own, makes them take turns.

/** pg_advisory_lock key of start-up seeding: "SEED". */
const SEEDING_LOCK = 0x53454544;
/** Key of the demo photo upload, which only one server does: "DEMO". */
const DEMO_INGEST_LOCK = 0x44454d4f;

/** Runs `work` holding the lock (waiting for it, or giving up when `wait` is false and it is taken). */
async function holding<T>(databaseUrl: string, key: number, wait: boolean, work: () => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost while the work runs (database restarted) would otherwise end the process:
  // the lock goes with it, and the work's own queries report the outage.
  client.on('error', () => {});
  await client.connect();
  try {
    if (wait) await client.query('SELECT pg_advisory_lock($1)', [key]);
    else {
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [key]);
      if (!rows[0]!.held) return { ran: false as const };
    }
    return { ran: true as const, value: await work() };
  } finally {
    // Closing the session releases the lock.
    await client.end();
  }
}

/** Runs the start-up seeding once the other servers starting now are done with theirs. */
export async function seedingInTurn<T>(databaseUrl: string, seed: () => Promise<T>): Promise<T> {
  const { value } = (await holding(databaseUrl, SEEDING_LOCK, true, seed)) as { value: T };
  return value;
}

/** Runs the demo photo upload unless another server is doing it; answers whether this one did. */
export async function demoIngestUnlessRunning(databaseUrl: string, ingest: () => Promise<void>): Promise<boolean> {
  return (await holding(databaseUrl, DEMO_INGEST_LOCK, false, ingest)).ran;
}
