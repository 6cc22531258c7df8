import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config, S3Settings } from '../config.ts';
import { startEmbeddedS3 } from './embedded-s3.ts';
import { EmbeddedDatabaseUnavailable } from './postgres-binaries.ts';
import {
  ensureDatabase,
  runningClusterUrl,
  startPostgresCluster,
  withDatabaseName,
  type RunningDatabase,
} from './postgres-cluster.ts';

// Resolves the database and object store: the real ones named by the environment, or embedded
// stand-ins under DATA_DIR so that `npm start` needs nothing but npm's packages on Linux x64, and
// PostgreSQL's server package elsewhere (docs/decisions/001, 063).

export interface Services {
  databaseUrl: string;
  s3: S3Settings;
  /** True when the stand-ins run in this process (the single-command default). */
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'sportphoto';
const passwordFileOf = (dataDir: string) => path.join(dataDir, 'postgres-password');

async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void,
): Promise<RunningDatabase & { appUrl: string }> {
  const formerEngineDir = path.join(dataDir, 'pglite');
  if (existsSync(formerEngineDir)) {
    log(
      `${formerEngineDir} holds a database of PGlite, which earlier versions ran where PostgreSQL was missing and ` +
        'this one no longer runs (docs/decisions/063): its data is not carried over. Delete that folder when you no longer need it.',
    );
  }
  const cluster = await startPostgresCluster({
    dataDir: path.join(dataDir, 'postgres'),
    passwordFile: passwordFileOf(dataDir),
    log,
  });
  return { ...cluster, appUrl: await ensureDatabase(cluster.url, EMBEDDED_DATABASE) };
}

/**
 * The database alone: DATABASE_URL, or the embedded one (for the db:migrate, db:seed, backup and
 * restore commands). With `shareRunning`, an embedded cluster that `npm start` is running is used as
 * it is, rather than stopped and started again under the server's feet.
 */
export async function startDatabase(
  config: Config,
  log: (line: string) => void,
  { shareRunning = false } = {},
): Promise<{ url: string; embedded: boolean; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const running =
    shareRunning && runningClusterUrl(path.join(config.dataDir, 'postgres'), passwordFileOf(config.dataDir));
  if (running) {
    log(`Using the embedded PostgreSQL that is running from ${config.dataDir}`);
    return { url: withDatabaseName(running, EMBEDDED_DATABASE), embedded: true, stop: async () => {} };
  }
  const db = await startEmbeddedDatabase(config.dataDir, log);
  return { url: db.appUrl, embedded: true, stop: db.stop };
}

/** Ends the process with the reason the embedded database cannot start, without a stack trace to read past. */
export function exitIfDatabaseUnavailable(error: unknown): never {
  if (!(error instanceof EmbeddedDatabaseUnavailable)) throw error;
  console.error(`[運動相簿] The embedded database cannot start. ${error.message}`);
  process.exit(1);
}

/** The S3 store named by S3_ENDPOINT and its keys, or undefined for the embedded one. */
export function configuredS3(config: Config): S3Settings | undefined {
  if (!config.s3.endpoint) return undefined;
  const { accessKeyId, secretAccessKey } = config.s3;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT');
  return {
    ...config.s3,
    endpoint: config.s3.endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.s3.forcePathStyle ?? true,
    publicUrl: config.s3.publicUrl,
  };
}

export async function startServices(config: Config, log: (line: string) => void): Promise<Services> {
  const stops: Array<() => Promise<void>> = [];
  try {
    const database = await startDatabase(config, log);
    stops.push(database.stop);
    const databaseUrl = database.url;
    let s3 = configuredS3(config);
    if (!s3) {
      const embedded = await startEmbeddedS3(path.join(config.dataDir, 's3'), config.s3, log);
      stops.push(embedded.stop);
      s3 = embedded.settings;
    }
    return {
      databaseUrl,
      s3,
      embedded: database.embedded || !config.s3.endpoint,
      async stop() {
        for (const stop of stops.reverse()) await stop();
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    throw error;
  }
}
