import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { bundledPackageRoot } from '../infra/postgres-binaries.ts';
import { OperationRefused } from './operation-refused.ts';

// pg_dump and pg_restore for a backup: a dump tool older than the server refuses to run, and one
// much newer writes settings an older server rejects on restore (pg_dump 17's transaction_timeout
// on PostgreSQL 16). So the folder chosen is the one whose major version is the closest at or above
// the server's. The embedded PostgreSQL's npm package carries no client programs: they come from
// PATH or Debian's /usr/lib/postgresql/<major>/bin (apt-get install postgresql-client-<major>).

export interface ClientTools {
  pgDump: string;
  pgRestore: string;
  /** Their major version. */
  major: number;
}

function* candidateFolders(): Generator<string> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) yield dir;
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot))
    for (const version of readdirSync(debianRoot)) yield path.join(debianRoot, version, 'bin');
  const bundled = bundledPackageRoot();
  if (bundled) yield path.join(bundled, 'native', 'bin');
}

function toolsIn(dir: string): ClientTools | undefined {
  const pgDump = path.join(dir, 'pg_dump');
  const pgRestore = path.join(dir, 'pg_restore');
  if (!existsSync(pgDump) || !existsSync(pgRestore)) return undefined;
  const answer = spawnSync(pgDump, ['--version'], { encoding: 'utf8' });
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(answer.stdout ?? '')?.[1]);
  return Number.isInteger(major) && major > 0 ? { pgDump, pgRestore, major } : undefined;
}

/** The server's major version (15, 16, …). */
export async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore for a server of this major version, or an error saying what to install. */
export function clientToolsFor(serverMajor: number): ClientTools {
  const found: ClientTools[] = [];
  for (const dir of candidateFolders()) {
    const tools = toolsIn(dir);
    if (tools) found.push(tools);
  }
  const usable = found.filter((tools) => tools.major >= serverMajor).sort((a, b) => a.major - b.major);
  if (usable[0]) return usable[0];
  const seen = found.length ? ` (found only ${[...new Set(found.map((t) => t.major))].join(', ')})` : '';
  throw new OperationRefused(
    `Backing up or restoring PostgreSQL ${serverMajor} needs pg_dump and pg_restore of version ${serverMajor} or newer${seen}. ` +
      `Install them (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor}; macOS: brew install postgresql@${serverMajor}) ` +
      'and put their folder first on PATH.',
  );
}

/**
 * Runs one of the tools on a database; a failure throws with what it printed. The password goes in
 * the environment, not on the command line, where every account of the machine could read it.
 */
export function runTool(program: string, databaseUrl: string, args: string[]): void {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const run = spawnSync(program, [`--dbname=${url.toString()}`, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  });
  if (run.status !== 0) {
    const said = `${run.stderr ?? ''}${run.stdout ?? ''}`.trim() || run.error?.message || `exit ${run.status}`;
    throw new Error(`${path.basename(program)} failed: ${said}`);
  }
}
