import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../src/db/migrate.ts';

/** Runs one statement on the test cluster's maintenance database (CREATE/DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('maintenanceDatabaseUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the test cluster, empty or copied from a template; answers its name and URL. */
export async function createScratchDatabase(prefix: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(inject('maintenanceDatabaseUrl'));
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export const dropDatabase = (name: string) => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * For a migration's own test (the data it changes): a new database migrated up to the migration
 * named `<timestamp>_<suffix>`, not included, and `applyIt`, which runs that one only. Dropped when
 * the test ends.
 */
export async function databaseBeforeMigration(suffix: string) {
  const migrations = readMigrations().map((migration) => migration.name);
  const migration = migrations.find((name) => name.endsWith(`_${suffix}`))!;
  const folder = mkdtempSync(path.join(os.tmpdir(), `${suffix}-`));
  const { name, url } = await createScratchDatabase(suffix);
  onTestFinished(async () => {
    rmSync(folder, { recursive: true, force: true });
    await dropDatabase(name);
  });
  const copy = (names: string[]) => {
    for (const name of names) cpSync(path.join(MIGRATIONS_DIR, name), path.join(folder, name), { recursive: true });
  };
  copy(migrations.filter((name) => name < migration));
  await migrate(url, folder);
  return {
    url,
    migration,
    applyIt: () => {
      copy([migration]);
      return migrate(url, folder);
    },
  };
}
