import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

// The end-to-end tests build the client into their own folder, named by a hash of its sources:
// an unchanged client is not rebuilt, and a run never serves a half-written build of another run
// or of `npm run build` going on in the same working tree.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const clientRoot = path.join(repoRoot, 'client');
export const artifactsRoot = path.join(repoRoot, 'test-artifacts', 'e2e');

function sourceFiles(): string[] {
  const files = ['index.html', 'package.json', 'vite.config.ts', 'tsconfig.json'].map((f) => path.join(clientRoot, f));
  for (const dir of ['src', 'public', 'scripts']) {
    const root = path.join(clientRoot, dir);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      // Unit tests are not part of the build: adding one does not make a new build.
      if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  files.push(path.join(repoRoot, 'package-lock.json'));
  return files.filter((f) => existsSync(f)).sort();
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles()) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder of a production build of the current client sources, built when missing;
 * E2E_CLIENT_DIST serves a build made elsewhere instead (e.g. of a commit, while the tree is mid-edit).
 */
export function buildClient(log: (line: string) => void): string {
  if (process.env.E2E_CLIENT_DIST) return path.resolve(process.env.E2E_CLIENT_DIST);
  const buildsDir = path.join(artifactsRoot, 'client-builds');
  const target = path.join(buildsDir, sourceHash());
  if (existsSync(path.join(target, 'index.html'))) {
    log(`client sources unchanged: reusing ${path.relative(repoRoot, target)}`);
    return target;
  }
  mkdirSync(buildsDir, { recursive: true });
  const scratch = `${target}.building-${process.pid}`;
  const started = Date.now();
  try {
    execFileSync('npm', ['run', 'build', '--workspace', 'client', '--', '--outDir', scratch, '--emptyOutDir'], {
      cwd: repoRoot,
      stdio: 'pipe',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`The client build failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`, {
      cause: error,
    });
  }
  try {
    renameSync(scratch, target);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another run finished the same build first
  }
  log(`built the client in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  pruneOldBuilds(buildsDir, target);
  return target;
}

/** Keeps the builds of the last day: other working copies may still be serving them. */
function pruneOldBuilds(buildsDir: string, keep: string) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(buildsDir)) {
    const dir = path.join(buildsDir, name);
    if (dir !== keep && statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
  }
}
