import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config, S3Settings } from '../config.ts';
import { startEmbeddedS3 } from './embedded-s3.ts';
import { startPglite } from './pglite-server.ts';
import { clusterCanUse, ensureDatabase, startPostgresCluster, type RunningDatabase } from './postgres-cluster.ts';

// Resolves the database and object store: the real ones named by the environment, or embedded
// stand-ins under DATA_DIR so that `npm start` needs nothing installed (docs/decisions/001).

export interface Services {
  databaseUrl: string;
  s3: S3Settings;
  /** True when the stand-ins run in this process (the single-command default). */
  embedded: boolean;
  stop(): Promise<void>;
}

async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void,
): Promise<RunningDatabase & { appUrl: string }> {
  const clusterDir = path.join(dataDir, 'postgres');
  const pgliteDir = path.join(dataDir, 'pglite');
  // Keep using whichever engine already holds this data folder's data; else prefer the real server.
  const usePglite = existsSync(pgliteDir) || !clusterCanUse(clusterDir);
  if (usePglite) {
    const db = await startPglite(pgliteDir, log);
    return { ...db, appUrl: db.url };
  }
  const cluster = await startPostgresCluster({
    dataDir: clusterDir,
    passwordFile: path.join(dataDir, 'postgres-password'),
    log,
  });
  return { ...cluster, appUrl: await ensureDatabase(cluster.url, 'sportphoto') };
}

/** The database alone: DATABASE_URL, or the embedded one (for the db:migrate and db:seed commands). */
export async function startDatabase(
  config: Config,
  log: (line: string) => void,
): Promise<{ url: string; embedded: boolean; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const db = await startEmbeddedDatabase(config.dataDir, log);
  return { url: db.appUrl, embedded: true, stop: db.stop };
}

export async function startServices(config: Config, log: (line: string) => void): Promise<Services> {
  const stops: Array<() => Promise<void>> = [];
  try {
    const database = await startDatabase(config, log);
    stops.push(database.stop);
    const databaseUrl = database.url;
    let s3: S3Settings;
    if (config.s3.endpoint) {
      const { accessKeyId, secretAccessKey } = config.s3;
      if (!accessKeyId || !secretAccessKey)
        throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT');
      s3 = {
        ...config.s3,
        endpoint: config.s3.endpoint,
        accessKeyId,
        secretAccessKey,
        forcePathStyle: config.s3.forcePathStyle ?? true,
        publicUrl: config.s3.publicUrl,
      };
    } else {
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
