import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from '../../e2e/setup/app-server.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { createDatabase, type Database } from '../../server/src/infra/database.ts';
import {
  ensureDatabase,
  freePort,
  startPostgresCluster,
  type RunningDatabase,
} from '../../server/src/infra/postgres-cluster.ts';
import { startStandaloneS3, type StandaloneS3 } from './standalone-s3.ts';

// What every fault scenario runs against: a throwaway PostgreSQL cluster on a fixed loopback port
// (so it can be stopped and started again at the same address) and the real server entry point in
// its own process, with its embedded object store and its worker, as `npm start` runs them.

/** Each scenario's server log, kept for reading after a failure. */
export const artifactsRoot = path.resolve(import.meta.dirname, '../../test-artifacts/faults');

export interface FaultStack {
  baseUrl: string;
  server: AppServer;
  /** The server's settings as it reads them (its data folder holds the simulator's keys). */
  config: Config;
  /** The server's database, for setting up and checking what a caller cannot see. */
  db: Database;
  /** Fast shutdown, as an operator's `pg_ctl stop -m fast`: connections are cut. */
  stopDatabase(): Promise<void>;
  /** Starts PostgreSQL again on the same data folder and port. */
  startDatabase(): Promise<void>;
  /** The object store in its own process, when the scenario asked for one. */
  s3?: StandaloneS3;
  /** Stops everything started, whatever state it is in. */
  close(): Promise<void>;
}

export interface FaultStackOptions {
  /** Run the object store in a process of its own (reached over loopback) instead of inside the server. */
  standaloneS3?: boolean;
  env?: Record<string, string>;
}

export async function startFaultStack(
  name: string,
  { standaloneS3 = false, env = {} }: FaultStackOptions = {},
): Promise<FaultStack> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), `sportphoto-faults-${name}-`));
  chmodSync(scratch, 0o755); // PostgreSQL may run as the postgres user (when we are root)
  const clusterOptions = {
    dataDir: path.join(scratch, 'postgres'),
    passwordFile: path.join(scratch, 'postgres-password'),
    port: await freePort(),
    ephemeral: true,
  };
  let cluster: RunningDatabase | undefined;
  let server: AppServer | undefined;
  let db: Database | undefined;
  let s3: StandaloneS3 | undefined;
  const close = async () => {
    await server?.stop().catch(() => {});
    await s3?.kill().catch(() => {});
    await db?.$disconnect().catch(() => {});
    await cluster?.stop().catch(() => {});
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    cluster = await startPostgresCluster(clusterOptions);
    const databaseUrl = await ensureDatabase(cluster.url, 'sportphoto');
    const dataDir = path.join(scratch, 'data');
    if (standaloneS3) s3 = await startStandaloneS3(path.join(scratch, 's3'), await freePort());
    server = await startAppServer({
      databaseUrl,
      clientDist: path.join(scratch, 'no-client-build'),
      dataDir,
      demoPhotoCount: 0,
      logFile: path.join(artifactsRoot, `${name}-server.log`),
      env: { SEED_DEMO: 'false', ...s3?.env, ...env },
    });
    db = createDatabase(databaseUrl, 2);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    return {
      baseUrl: server.baseUrl,
      server,
      config,
      db,
      s3,
      async stopDatabase() {
        await cluster?.stop();
        cluster = undefined;
      },
      async startDatabase() {
        cluster = await startPostgresCluster(clusterOptions);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
