import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/src/infra/postgres-cluster.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface AppServerOptions {
  databaseUrl: string;
  clientDist: string;
  dataDir: string;
  demoPhotoCount: number;
  logFile: string;
  /** Variables set over the defaults below (e.g. WORKER_IN_PROCESS for a benchmark). */
  env?: Record<string, string>;
  /** The server's entry: its TypeScript source unless given the compiled one (benchmarks, the build's test). */
  entry?: string;
}

export interface AppServer {
  baseUrl: string;
  /** The server's process, for measuring it. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real entry point (`server/src/server.ts` or its build: migrations, seeds, demo data,
 * in-process worker) in its own process, so photo processing does not compete with the test
 * runner's event loop.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  const entry = options.entry ?? path.join(repoRoot, 'server/src/server.ts');
  // tsx for the source (resolved from the repository, the child's cwd); source maps for the build's stack traces.
  const nodeOptions = entry.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const child = spawn(process.execPath, [...nodeOptions, entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      // The embedded object store in DATA_DIR, reached only by the server (as with `npm start`).
      S3_ENDPOINT: '',
      CLIENT_DIST: options.clientDist,
      SEED_DEMO: 'true',
      DEMO_PHOTO_COUNT: String(options.demoPhotoCount),
      // Journeys count sales and orders from a known start.
      DEMO_SALES: 'false',
      WORKER_IN_PROCESS: 'true',
      // Every test logs in from the same address.
      AUTH_RATE_LIMIT_MAX: '10000',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...options.env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let tail = '';
  child.stderr.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // close-with-grace: finishes requests and running jobs
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
  };

  try {
    await Promise.race([
      waitForHealth(baseUrl, 120_000),
      exited.then((code) => {
        throw new Error(`The server exited with code ${code} while starting (log: ${options.logFile}):\n${tail}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}

async function waitForHealth(baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Waits until the pipeline has finished every demo photo (published or given up). On a busy
 * machine that takes long, so only a pipeline that makes no progress for `stallMs` fails.
 */
export async function waitForDemoPhotos(databaseUrl: string, count: number, stallMs: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let progress = '';
    let deadline = 0;
    for (;;) {
      const { rows } = await client.query<{ done: number; total: number }>(
        `SELECT count(*) FILTER (WHERE status <> 'processing')::int AS done, count(*)::int AS total FROM "Photo"`,
      );
      const { done, total } = rows[0]!;
      if (total >= count && done === total) return;
      if (`${done}/${total}` !== progress) {
        progress = `${done}/${total}`;
        deadline = Date.now() + stallMs;
      }
      if (Date.now() > deadline) {
        throw new Error(`Demo photos: ${done} of ${count} processed, none more in the last ${stallMs / 1000} s`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await client.end();
  }
}
