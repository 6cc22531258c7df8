import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../src/db/migrate.ts';
import { createScratchDatabase, dropDatabase } from '../helpers/databases.ts';

// The applier runs on fresh, empty databases (not the migrated template) and on temporary copies
// of the migrations folder, so it can be given edited and broken migrations.

const databases: string[] = [];
const folders: string[] = [];

async function emptyDatabase(): Promise<string> {
  const { name, url } = await createScratchDatabase('migrate');
  databases.push(name);
  return url;
}

async function query<T extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function copyOfMigrations(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-migrations-'));
  folders.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

function addMigration(dir: string, name: string, sql: string): void {
  mkdirSync(path.join(dir, name));
  writeFileSync(path.join(dir, name, 'migration.sql'), sql);
}

const tableExists = async (databaseUrl: string, table: string) =>
  (await query<{ oid: string | null }>(databaseUrl, `SELECT to_regclass('public."${table}"') AS oid`))[0]?.oid != null;

const recordedNames = async (databaseUrl: string) =>
  (
    await query<{ migration_name: string }>(
      databaseUrl,
      'SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name',
    )
  ).map((row) => row.migration_name);

const migrationNames = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

afterAll(async () => {
  for (const name of databases) await dropDatabase(name);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('applies every migration to an empty database and records each as Prisma does', async () => {
    const url = await emptyDatabase();
    expect(migrationNames.length).toBeGreaterThan(0);

    expect(await migrate(url)).toEqual(migrationNames);

    expect(await tableExists(url, 'User')).toBe(true);
    const rows = await query(url, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows).toEqual(
      migrationNames.map((name) => ({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        checksum: createHash('sha256')
          .update(readFileSync(path.join(MIGRATIONS_DIR, name, 'migration.sql')))
          .digest('hex'),
        finished_at: expect.any(Date),
        migration_name: name,
        logs: null,
        rolled_back_at: null,
        started_at: expect.any(Date),
        applied_steps_count: 1,
      })),
    );
    expect(readMigrations().map((m) => m.checksum)).toEqual(rows.map((row) => row.checksum));
  });

  it('creates the bookkeeping table exactly as Prisma does', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    // Prisma's definition, as in its schema engine: id VARCHAR(36) PRIMARY KEY, checksum VARCHAR(64),
    // finished_at TIMESTAMPTZ, migration_name VARCHAR(255), logs TEXT, rolled_back_at TIMESTAMPTZ,
    // started_at TIMESTAMPTZ NOT NULL DEFAULT now(), applied_steps_count INTEGER NOT NULL DEFAULT 0.
    const columns = await query(
      url,
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
              pg_get_expr(d.adbin, d.adrelid) AS default
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attrelid = '"_prisma_migrations"'::regclass AND a.attnum > 0 AND NOT a.attisdropped
       ORDER BY a.attnum`,
    );
    expect(columns).toEqual([
      { name: 'id', type: 'character varying(36)', not_null: true, default: null },
      { name: 'checksum', type: 'character varying(64)', not_null: true, default: null },
      { name: 'finished_at', type: 'timestamp with time zone', not_null: false, default: null },
      { name: 'migration_name', type: 'character varying(255)', not_null: true, default: null },
      { name: 'logs', type: 'text', not_null: false, default: null },
      { name: 'rolled_back_at', type: 'timestamp with time zone', not_null: false, default: null },
      { name: 'started_at', type: 'timestamp with time zone', not_null: true, default: 'now()' },
      { name: 'applied_steps_count', type: 'integer', not_null: true, default: '0' },
    ]);
    const [primaryKey] = await query(
      url,
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = '"_prisma_migrations"'::regclass AND contype = 'p'`,
    );
    expect(primaryKey).toEqual({ definition: 'PRIMARY KEY (id)' });
  });

  it('applies nothing the second time', async () => {
    const url = await emptyDatabase();
    await migrate(url);

    expect(await migrate(url)).toEqual([]);
    expect(await recordedNames(url)).toEqual(migrationNames);
  });

  it('refuses a migration whose file changed after it was applied', async () => {
    const dir = copyOfMigrations();
    const url = await emptyDatabase();
    await migrate(url, dir);
    const [first] = migrationNames;
    appendFileSync(path.join(dir, first!, 'migration.sql'), '\n-- edited afterwards\n');

    await expect(migrate(url, dir)).rejects.toThrow(`Migration ${first} was changed after it was applied`);
  });

  it('rolls a failing migration back whole, records nothing for it and names it', async () => {
    const dir = copyOfMigrations();
    const broken = '99990101000000_broken';
    addMigration(dir, broken, 'CREATE TABLE "Broken" ("id" integer);\nSELEC 1;\n');
    const url = await emptyDatabase();

    await expect(migrate(url, dir)).rejects.toThrow(new RegExp(`Migration ${broken} failed: .*syntax error`));

    expect(await tableExists(url, 'Broken')).toBe(false);
    // The migrations before it were committed on their own.
    expect(await recordedNames(url)).toEqual(migrationNames);

    // Once fixed, it applies (so the failure also released the lock).
    writeFileSync(path.join(dir, broken, 'migration.sql'), 'CREATE TABLE "Broken" ("id" integer);\n');
    expect(await migrate(url, dir)).toEqual([broken]);
    expect(await tableExists(url, 'Broken')).toBe(true);
  });

  it('lets two concurrent runs on one database apply each migration once', async () => {
    // A slow first migration makes sure the second run arrives while the first still holds the lock.
    const dir = copyOfMigrations();
    const slow = '00000000000000_slow';
    addMigration(dir, slow, 'SELECT pg_sleep(0.5);\n');
    const all = [slow, ...migrationNames];
    const url = await emptyDatabase();

    const runs = await Promise.all([migrate(url, dir), migrate(url, dir)]);

    expect(runs.map((applied) => applied.length).sort()).toEqual([0, all.length]);
    expect(runs.flat()).toEqual(all);
    expect(await recordedNames(url)).toEqual(all);
  });
});
