import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { S3Settings } from '../config.ts';
import { createS3Client, createStorage } from '../infra/storage.ts';
import { DUMP_FILE, MANIFEST_FILE, type BackupManifest } from './backup.ts';
import { OperationRefused } from './operation-refused.ts';
import { putObjectsBack, verifyObjects, type VerifyResult } from './object-manifest.ts';
import { clientToolsFor, runTool, serverMajorVersion } from './postgres-tools.ts';

// `npm run restore -- <backup folder>`: the dump into an empty database (all or nothing), the
// copied objects back into the buckets, then every object of the manifest checked in the store.

export interface RestoreOptions {
  databaseUrl: string;
  s3: S3Settings;
  dir: string;
  /** Replace a database that holds data (every schema of it is dropped first). */
  force: boolean;
}

export interface RestoreResult extends VerifyResult {
  objectsPutBack: number;
}

const USER_SCHEMAS = `SELECT nspname FROM pg_namespace
  WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg\\_%'`;

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new OperationRefused(`${dir} holds no ${MANIFEST_FILE}: not a backup folder`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new OperationRefused(`${file} is of an unknown format (${manifest.format})`);
  return manifest;
}

/** Names of the tables the database holds outside PostgreSQL's own schemas. */
async function tablesIn(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname IN (${USER_SCHEMAS}) ORDER BY 1 LIMIT 5`,
  );
  return rows.map((row) => row.name);
}

async function emptyDatabase(databaseUrl: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await tablesIn(client);
    if (tables.length === 0) return;
    if (!force) {
      throw new OperationRefused(
        `The database already holds data (${tables.join(', ')}, …). Restore into an empty database, ` +
          'or add --force to drop everything in it first.',
      );
    }
    const { rows } = await client.query<{ nspname: string }>(USER_SCHEMAS);
    await client.query('BEGIN');
    for (const { nspname } of rows) await client.query(`DROP SCHEMA ${pg.escapeIdentifier(nspname)} CASCADE`);
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = readManifest(options.dir);
  const dumpFile = path.join(options.dir, DUMP_FILE);
  if (!existsSync(dumpFile)) throw new OperationRefused(`${dumpFile} is missing`);
  const serverMajor = await serverMajorVersion(options.databaseUrl);
  if (serverMajor < manifest.database.serverMajor) {
    throw new OperationRefused(
      `The backup comes from PostgreSQL ${manifest.database.serverMajor}; this server is ${serverMajor}. Restore into ` +
        `PostgreSQL ${manifest.database.serverMajor} or newer.`,
    );
  }
  const tools = clientToolsFor(Math.max(serverMajor, manifest.database.dumpMajor));
  await emptyDatabase(options.databaseUrl, options.force);
  // One transaction: a restore that fails leaves the database as empty as it found it. Objects
  // belong to the connecting user, whoever owned them before.
  runTool(tools.pgRestore, options.databaseUrl, [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    dumpFile,
  ]);

  const storage = createStorage(options.s3);
  const client = createS3Client(options.s3);
  try {
    await storage.ensureBuckets();
    if (manifest.objectsCopied) await putObjectsBack(client, options.s3, manifest.objects, options.dir);
    const verified = await verifyObjects(client, options.s3, manifest.objects);
    return { ...verified, objectsPutBack: manifest.objectsCopied ? manifest.objects.length : 0 };
  } finally {
    client.destroy();
    storage.close();
  }
}
