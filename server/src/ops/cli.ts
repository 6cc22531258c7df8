import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config, type S3Settings } from '../config.ts';
import { startEmbeddedS3 } from '../infra/embedded-s3.ts';
import { configuredS3, exitIfDatabaseUnavailable, startDatabase } from '../infra/services.ts';
import { REMITTANCE_KEY_FILE, writeBackup } from './backup.ts';
import { rotateKeyFile, rotateRemittanceKey } from './remittance-key.ts';
import { OperationRefused } from './operation-refused.ts';
import { restoreBackup, type RestoreResult } from './restore.ts';

// `npm run backup -- [--out <folder>] [--with-objects | --without-objects]`,
// `npm run restore -- <folder> [--force]` and `npm run rotate:remittance-key`, on DATABASE_URL/S3_*
// or the embedded stores in DATA_DIR (docs/operations.md, "Backups and restores"). The embedded default's objects are copied unless told not to;
// a real S3 store's are only listed unless told to copy them (its versioning protects them).

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// npm runs scripts in the package's folder; paths on the command line are the caller's.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const say = (line: string) => console.log(`[運動相簿] ${line}`);

const command = process.argv[2];
const { values, positionals } = parseArgs({
  args: process.argv.slice(3),
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    'with-objects': { type: 'boolean' },
    'without-objects': { type: 'boolean' },
    force: { type: 'boolean' },
  },
});
const commands = ['backup', 'restore', 'rotate-remittance-key'];
if (!commands.includes(command ?? '') || (command === 'restore') !== (positionals.length === 1)) {
  console.error('usage: npm run backup -- [--out <folder>] [--with-objects | --without-objects]');
  console.error('       npm run restore -- <backup folder> [--force]');
  console.error('       [NEW_REMITTANCE_KEY=…] npm run rotate:remittance-key');
  process.exit(2);
}

/** The object store to read or fill: S3_* when set, else the embedded one's files in DATA_DIR. */
async function objectStore(config: Config): Promise<{ s3: S3Settings; embedded: boolean; stop(): Promise<void> }> {
  const configured = configuredS3(config);
  if (configured) return { s3: configured, embedded: false, stop: async () => {} };
  // A second s3rver over the same files as a running `npm start`: it only reads them for a backup.
  const embedded = await startEmbeddedS3(path.join(config.dataDir, 's3'), config.s3, say);
  return { s3: embedded.settings, embedded: true, stop: embedded.stop };
}

async function backup(config: Config, databaseUrl: string, store: { s3: S3Settings; embedded: boolean }) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = values.out ? path.resolve(invokedFrom, values.out) : path.join(repoRoot, 'backups', stamp);
  const copyObjects = values['with-objects'] ?? (store.embedded && !values['without-objects']);
  // Without REMITTANCE_KEY the key was generated into DATA_DIR: the backup cannot be read without it.
  const remittanceKey = process.env.REMITTANCE_KEY ? undefined : config.remittanceKey;
  const manifest = await writeBackup({ databaseUrl, s3: store.s3, dir, copyObjects, remittanceKey });
  say(
    `Backup written to ${dir}: database dump (PostgreSQL ${manifest.database.serverMajor}), ${manifest.objects.length} objects ${copyObjects ? 'copied' : 'listed'}`,
  );
  if (!copyObjects) say("The objects themselves are not copied: the bucket's versioning or replication keeps them.");
  if (!remittanceKey) say('REMITTANCE_KEY is not in the backup: keep it in your secret store, bank numbers need it.');
  if (manifest.originalsMissingAtBackup.length) {
    say(
      `${manifest.originalsMissingAtBackup.length} originals named by photos were missing from the store (see manifest.json)`,
    );
  }
}

/** Puts the backup's generated REMITTANCE_KEY in DATA_DIR, keeping a different one aside. */
function restoreRemittanceKey(config: Config, dir: string): void {
  const saved = path.join(dir, REMITTANCE_KEY_FILE);
  if (!existsSync(saved)) return;
  const key = readFileSync(saved, 'utf8').trim();
  if (process.env.REMITTANCE_KEY) {
    if (process.env.REMITTANCE_KEY !== key)
      say(`Bank numbers in this backup are sealed with the key in ${saved}: set REMITTANCE_KEY to it.`);
    return;
  }
  const target = path.join(config.dataDir, 'remittance-key');
  if (existsSync(target) && readFileSync(target, 'utf8').trim() !== key) renameSync(target, `${target}.before-restore`);
  writeFileSync(target, key, { mode: 0o600 });
}

function report(result: RestoreResult): boolean {
  say(
    `Database restored; ${result.objectsPutBack} objects put back; ${result.checked} objects of the manifest checked`,
  );
  for (const object of result.missing) say(`missing: ${object.bucket}/${object.key}`);
  for (const object of result.different) say(`different size or hash: ${object.bucket}/${object.key}`);
  const complete = result.missing.length === 0 && result.different.length === 0;
  say(
    complete ? 'Every object is in place.' : `${result.missing.length} missing, ${result.different.length} different.`,
  );
  return complete;
}

/** With REMITTANCE_KEY set, the new key comes from NEW_REMITTANCE_KEY; else the key file in DATA_DIR is replaced. */
async function rotateKey(config: Config, databaseUrl: string): Promise<void> {
  if (!process.env.REMITTANCE_KEY) {
    const result = await rotateKeyFile(databaseUrl, path.join(config.dataDir, 'remittance-key'));
    say(`${result.resealed} account numbers sealed with a new key, now in ${config.dataDir}/remittance-key`);
    return;
  }
  const newKey = process.env.NEW_REMITTANCE_KEY;
  if (!newKey)
    throw new OperationRefused(
      'Set NEW_REMITTANCE_KEY to the new key (32+ characters), beside REMITTANCE_KEY, the current one.',
    );
  const result = await rotateRemittanceKey(databaseUrl, config.remittanceKey, newKey);
  say(`${result.resealed} account numbers sealed with the new key (${result.alreadyNew} already were).`);
  say('Now set REMITTANCE_KEY to the new key on every web server, and start them again.');
}

async function run(config: Config, databaseUrl: string): Promise<boolean> {
  if (command === 'rotate-remittance-key') {
    await rotateKey(config, databaseUrl);
    return true;
  }
  const store = await objectStore(config);
  try {
    if (command === 'backup') {
      await backup(config, databaseUrl, store);
      return true;
    }
    const dir = path.resolve(invokedFrom, positionals[0]!);
    const result = await restoreBackup({ databaseUrl, s3: store.s3, dir, force: Boolean(values.force) });
    restoreRemittanceKey(config, dir);
    return report(result);
  } finally {
    await store.stop();
  }
}

const config = loadConfig();
const database = await startDatabase(config, say, { shareRunning: true }).catch(exitIfDatabaseUnavailable);
let succeeded = false;
try {
  succeeded = await run(config, database.url);
} catch (error) {
  // What the operator must do differently, said as it is; anything else keeps its stack trace.
  if (!(error instanceof OperationRefused)) throw error;
  console.error(`[運動相簿] ${error.message}`);
} finally {
  await database.stop();
}
process.exit(succeeded ? 0 : 1);
