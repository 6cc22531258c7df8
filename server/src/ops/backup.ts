import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { S3Settings } from '../config.ts';
import { createS3Client } from '../infra/storage.ts';
import { copyObjects, listObjects, type ManifestObject } from './object-manifest.ts';
import { clientToolsFor, runTool, serverMajorVersion } from './postgres-tools.ts';

// `npm run backup`: a PostgreSQL dump (custom format) and, taken after it, a manifest of every
// stored object, optionally with the objects' bytes (docs/decisions/071). The dump runs in a
// snapshot this process exports, and the photos' original keys are read in that same snapshot, so
// the backup can name any original the dump refers to that the store no longer had when listed.

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
export const REMITTANCE_KEY_FILE = 'remittance-key';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { file: typeof DUMP_FILE; serverMajor: number; dumpMajor: number };
  /** True when the objects' bytes are in objects/<bucket>/<key> beside the manifest. */
  objectsCopied: boolean;
  objects: ManifestObject[];
  /** Originals that photos in the dump name and the store did not list (deleted between the two). */
  originalsMissingAtBackup: string[];
  /** The embedded default's generated REMITTANCE_KEY travels with its backup (bank numbers stay readable). */
  remittanceKeyIncluded: boolean;
}

export interface BackupOptions {
  databaseUrl: string;
  s3: S3Settings;
  /** A new or empty folder. */
  dir: string;
  copyObjects: boolean;
  /** The key that sealed the bank account numbers, when it lives in a file rather than in the environment. */
  remittanceKey?: string;
}

function prepareFolder(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: choose a new folder`);
  // Owner-only: the dump holds e-mail addresses and password hashes.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Dumps the database in a snapshot it exports, and answers the original keys that snapshot holds. */
async function dumpInSnapshot(
  databaseUrl: string,
  dumpFile: string,
): Promise<{ dumpMajor: number; serverMajor: number; originals: string[] }> {
  const serverMajor = await serverMajorVersion(databaseUrl);
  const tools = clientToolsFor(serverMajor);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    // The exported snapshot lives while this transaction is open: pg_dump joins it before we end it.
    runTool(tools.pgDump, databaseUrl, ['--format=custom', `--file=${dumpFile}`, `--snapshot=${rows[0]!.snapshot}`]);
    const photos = await client.query<{ originalKey: string }>('SELECT "originalKey" FROM "Photo"');
    await client.query('COMMIT');
    return { dumpMajor: tools.major, serverMajor, originals: photos.rows.map((row) => row.originalKey) };
  } finally {
    await client.end();
  }
}

export async function writeBackup(options: BackupOptions): Promise<BackupManifest> {
  prepareFolder(options.dir);
  const { dumpMajor, serverMajor, originals } = await dumpInSnapshot(
    options.databaseUrl,
    path.join(options.dir, DUMP_FILE),
  );
  const client = createS3Client(options.s3);
  try {
    // Listed after the dump: an object the dump refers to was written before it, so it is listed.
    const objects = await listObjects(client, options.s3);
    if (options.copyObjects) await copyObjects(client, options.s3, objects, options.dir);
    const listedOriginals = new Set(objects.filter((o) => o.bucket === 'originals').map((o) => o.key));
    if (options.remittanceKey)
      writeFileSync(path.join(options.dir, REMITTANCE_KEY_FILE), options.remittanceKey, { mode: 0o600 });
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: { file: DUMP_FILE, serverMajor, dumpMajor },
      objectsCopied: options.copyObjects,
      objects,
      originalsMissingAtBackup: originals.filter((key) => !listedOriginals.has(key)),
      remittanceKeyIncluded: Boolean(options.remittanceKey),
    };
    writeFileSync(path.join(options.dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`, { mode: 0o600 });
    return manifest;
  } finally {
    client.destroy();
  }
}
