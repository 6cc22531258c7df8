import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer, type AppServerOptions } from '../../e2e/setup/app-server.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { createDatabase } from '../../server/src/infra/database.ts';
import type { Database } from '../../server/src/shared/database.ts';
import { createStorage, type Storage } from '../../server/src/infra/storage.ts';
import {
  ensureDatabase,
  freePort,
  startPostgresCluster,
  type RunningDatabase,
} from '../../server/src/infra/postgres-cluster.ts';
import { startStandaloneS3, type StandaloneS3 } from './standalone-s3.ts';
import { startWorkerProcess, type WorkerProcess } from './worker-process.ts';

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
  /** That store as the server reaches it, for checking which files are there. */
  storage?: Storage;
  /** SIGKILL: the server is gone at once, in the middle of whatever it was doing. */
  killServer(): Promise<void>;
  /** Starts the server again on the same database and store (at a new address: `baseUrl`). */
  startServer(): Promise<void>;
  /**
   * One more web server on the same database, store and data folder, as behind a load balancer
   * (needs `standaloneS3`: the embedded store answers only its own server).
   */
  startAnotherServer(): Promise<AppServer>;
  /** A background worker in its own process (needs `standaloneS3` and `WORKER_IN_PROCESS=false`). */
  startWorker(): Promise<WorkerProcess>;
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
  let storage: Storage | undefined;
  const workers: WorkerProcess[] = [];
  const otherServers: AppServer[] = [];
  const close = async () => {
    await server?.stop().catch(() => {});
    for (const other of otherServers) await other.stop().catch(() => {});
    for (const worker of workers) await worker.kill().catch(() => {});
    storage?.close();
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
    const serverOptions: AppServerOptions = {
      databaseUrl,
      clientDist: path.join(scratch, 'no-client-build'),
      dataDir,
      demoPhotoCount: 0,
      logFile: path.join(artifactsRoot, `${name}-server.log`),
      env: { SEED_DEMO: 'false', ...s3?.env, ...env },
    };
    server = await startAppServer(serverOptions);
    db = createDatabase(databaseUrl, 2);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    if (s3) {
      const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = s3.env;
      storage = createStorage({
        ...config.s3,
        endpoint: S3_ENDPOINT!,
        accessKeyId: S3_ACCESS_KEY_ID!,
        secretAccessKey: S3_SECRET_ACCESS_KEY!,
        forcePathStyle: true,
        publicUrl: undefined,
      });
    }
    const stack: FaultStack = {
      baseUrl: server.baseUrl,
      server,
      config,
      db,
      s3,
      storage,
      async killServer() {
        process.kill(server!.pid, 'SIGKILL');
        await server!.stop();
        server = undefined;
      },
      async startServer() {
        server = await startAppServer({
          ...serverOptions,
          logFile: serverOptions.logFile.replace(/\.log$/, '-again.log'),
        });
        stack.server = server;
        stack.baseUrl = server.baseUrl;
      },
      async startAnotherServer() {
        const other = await startAppServer({
          ...serverOptions,
          logFile: serverOptions.logFile.replace(/\.log$/, `-${otherServers.length + 2}.log`),
        });
        otherServers.push(other);
        return other;
      },
      async startWorker() {
        const worker = await startWorkerProcess(
          { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...s3?.env, ...env },
          path.join(artifactsRoot, `${name}-worker.log`),
        );
        workers.push(worker);
        return worker;
      },
      async stopDatabase() {
        await cluster?.stop();
        cluster = undefined;
      },
      async startDatabase() {
        cluster = await startPostgresCluster(clusterOptions);
      },
      close,
    };
    return stack;
  } catch (error) {
    await close();
    throw error;
  }
}
