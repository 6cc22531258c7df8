import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// Applies prisma/migrations the way `prisma migrate deploy` does, without Prisma's schema engine
// binary (which cannot be installed everywhere). It keeps Prisma's bookkeeping table, so either
// tool can take over a database the other one migrated.

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../prisma/migrations');

// Prisma's own advisory lock key: two deployers never run migrations at the same time.
const PRISMA_LOCK_KEY = 72707369;

const BOOKKEEPING_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(dir, name, 'migration.sql'));
      return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
    });
}

/** Applies pending migrations, one transaction each; returns the names applied. */
export async function migrate(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_LOCK_KEY]);
    await client.query(BOOKKEEPING_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"');
    const recorded = new Map(rows.filter((r) => !r.rolled_back_at).map((r) => [r.migration_name, r]));

    const applied: string[] = [];
    for (const migration of readMigrations(dir)) {
      const row = recorded.get(migration.name);
      if (row && !row.finished_at) {
        throw new Error(`Migration ${migration.name} failed earlier; resolve it before migrating again`);
      }
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied`);
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
