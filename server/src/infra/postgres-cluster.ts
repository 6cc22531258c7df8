import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { secretInFile } from '../lib/secret-file.ts';
import { choosePostgresBinaries, EmbeddedDatabaseUnavailable, type BinarySearch } from './postgres-binaries.ts';

// A PostgreSQL cluster run from the machine's server binaries or the bundled ones (postgres-binaries.ts):
// the embedded database of `npm start` and the throwaway database of the tests. It listens on
// 127.0.0.1, where every account of the machine may connect, so it asks for a generated password
// (SCRAM-SHA-256).

export interface RunningDatabase {
  /** Connection string of the maintenance database `postgres`. */
  url: string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  dataDir: string;
  /** Keeps the `postgres` user's password (owner-only; made on first start). Outside dataDir. */
  passwordFile: string;
  /** Trade durability for speed (tests). */
  ephemeral?: boolean;
  /** Listen on this port (a restart on the same address, as the fault tests do); default: a free one. */
  port?: number;
  log?: (line: string) => void;
  /** Where to look for the server programs (tests play other machines); default: this machine's. */
  binaries?: BinarySearch;
}

interface ServerUser {
  uid: number;
  gid: number;
}

const AS_ROOT =
  'Started as root, so the embedded PostgreSQL runs as the system user "postgres" (PostgreSQL refuses root)';
const OTHER_WAYS = 'start the server as an ordinary user, or set DATABASE_URL to a PostgreSQL server';

/** PostgreSQL refuses to run as root; when we are root, run it as the `postgres` system user. */
function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' }).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { stdio: 'pipe' }).toString().trim());
    return { uid, gid };
  } catch {
    throw new EmbeddedDatabaseUnavailable(
      `${AS_ROOT}, and this machine has no such user. Create it (Debian: adduser --system --group postgres), or ${OTHER_WAYS}.`,
    );
  }
}

/** The first folder on the way to target (itself included) that the user cannot enter. */
function firstClosedFolder(target: string, user: ServerUser): string | undefined {
  let folder = path.parse(path.resolve(target)).root;
  for (const part of path.relative(folder, path.resolve(target)).split(path.sep)) {
    folder = path.join(folder, part);
    if (spawnSync('test', ['-x', folder], user).status !== 0) return folder;
  }
  return undefined;
}

/**
 * As root the server runs as `postgres`: it must be able to write in dataDir and run the programs
 * in bin, which it cannot below a folder only root may enter (such as /root).
 */
function checkServerUserReaches(dataDir: string, bin: string, user: ServerUser): void {
  if (spawnSync('test', ['-w', dataDir, '-a', '-x', dataDir], user).status !== 0) {
    const closed = firstClosedFolder(dataDir, user);
    throw new EmbeddedDatabaseUnavailable(
      `${AS_ROOT}, and that user cannot ${closed ? `enter ${closed}, on the way to` : 'write in'} the data folder ` +
        `${dataDir}. Set DATA_DIR to a folder every user may enter (for example DATA_DIR=/var/lib/sportphoto), or ${OTHER_WAYS}.`,
    );
  }
  const postgres = path.join(bin, 'postgres');
  if (spawnSync('test', ['-x', postgres], user).status !== 0) {
    const closed = firstClosedFolder(bin, user);
    throw new EmbeddedDatabaseUnavailable(
      `${AS_ROOT}, and that user cannot run ${postgres}${closed ? ` (it cannot enter ${closed})` : ''}. ` +
        `Put the project in a folder every user may enter, or install PostgreSQL's server package, or ${OTHER_WAYS}.`,
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForConnection(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function startPostgresCluster(options: ClusterOptions): Promise<RunningDatabase> {
  const { dataDir } = options;
  const bin = choosePostgresBinaries(dataDir, options.binaries).dir;
  const user = serverUser();
  const spawnOptions = user ? { uid: user.uid, gid: user.gid } : {};

  mkdirSync(dataDir, { recursive: true });
  if (user) {
    chownSync(dataDir, user.uid, user.gid);
    checkServerUserReaches(dataDir, bin, user);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-instructions'],
      { ...spawnOptions, stdio: 'pipe' },
    );
  }
  // A server left running by a killed parent still holds the data directory: stop it first.
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    try {
      execFileSync(path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast'], { ...spawnOptions, stdio: 'pipe' });
    } catch {
      // Not running: the pid file is stale and postgres removes it itself.
    }
  }

  const password = requirePassword(bin, options, spawnOptions);

  const port = options.port ?? (await freePort());
  const settings = [
    `port=${port}`,
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=200',
    ...(options.ephemeral ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  const child: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, ...settings.flatMap((s) => ['-c', s])],
    { ...spawnOptions, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const url = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
  await Promise.race([
    waitForConnection(url),
    exited.then((code) => {
      throw new Error(`PostgreSQL exited with code ${code}: ${stderr}`);
    }),
  ]);
  const version = readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  options.log?.(`PostgreSQL ${version} (programs in ${bin}) running from ${dataDir} on port ${port}`);

  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT'); // fast shutdown: disconnects clients, writes a checkpoint
      await exited;
    },
  };
}

/** Who may connect: anyone with the password, over TCP (the only way the cluster listens). */
const PASSWORD_ONLY_HBA = [
  '# Written by the server (server/src/infra/postgres-cluster.ts): every connection needs the password.',
  'host all all 127.0.0.1/32 scram-sha-256',
  'host all all ::1/128 scram-sha-256',
  '',
].join('\n');

/**
 * The `postgres` user's password, set on the cluster while it is stopped (single-user mode listens
 * on nothing): at the first start, and on folders made by earlier versions, which trusted every
 * connection from 127.0.0.1. Answers the password, ready for a connection URL (base64url).
 */
function requirePassword(
  bin: string,
  { dataDir, passwordFile }: ClusterOptions,
  spawnOptions: { uid?: number; gid?: number },
): string {
  const fresh = !existsSync(passwordFile);
  const password = secretInFile(passwordFile);
  const hbaFile = path.join(dataDir, 'pg_hba.conf');
  if (!fresh && readFileSync(hbaFile, 'utf8') === PASSWORD_ONLY_HBA) return password;
  const setting = spawnSync(
    path.join(bin, 'postgres'),
    ['--single', '-D', dataDir, '-c', 'password_encryption=scram-sha-256', 'postgres'],
    { ...spawnOptions, input: `ALTER ROLE postgres PASSWORD '${password}';\n`, encoding: 'utf8' },
  );
  if (setting.status !== 0 || /ERROR|FATAL/.test(setting.stderr + setting.stdout)) {
    throw new Error(`Could not set the embedded PostgreSQL password: ${setting.stderr}${setting.stdout}`);
  }
  writeFileSync(hbaFile, PASSWORD_ONLY_HBA); // keeps its owner (the postgres user when we are root)
  return password;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates the database when missing and returns its connection string. */
export async function ensureDatabase(maintenanceUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  return withDatabaseName(maintenanceUrl, name);
}

/**
 * The maintenance URL of a cluster some process is running from dataDir now, read from its
 * postmaster.pid (pid on line 1, port on line 4), or undefined when none runs.
 */
export function runningClusterUrl(dataDir: string, passwordFile: string): string | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, run by another user (the postgres user when the server started as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return `postgresql://postgres:${readFileSync(passwordFile, 'utf8').trim()}@127.0.0.1:${port}/postgres`;
}
