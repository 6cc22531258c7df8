import { Worker } from 'node:worker_threads';
import path from 'node:path';

// A worker thread's or child process's entry is a sibling module of the code starting it: compiled
// JavaScript under `npm start` (server/dist, decisions/069), TypeScript under `npm run dev`, tsx
// scripts and vitest. The caller's own file says which.

/** The module `name` (no extension) next to `from` (the caller's import.meta.url), in the caller's language. */
export function siblingEntry(name: string, from: string): URL {
  return new URL(`${name}${path.extname(new URL(from).pathname)}`, from);
}

const isTypeScript = (entry: URL) => entry.pathname.endsWith('.ts');

/**
 * A worker thread running `entry`, given `workerData`. For TypeScript, a small bootstrap registers
 * tsx in the thread, then imports the module: `--import tsx` loader hooks do not reach a worker's
 * own entry.
 */
export function startModuleWorker(entry: URL, workerData?: unknown): Worker {
  if (!isTypeScript(entry)) return new Worker(entry, { execArgv: [], workerData });
  const bootstrap = `
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => tsx.register())
  .then(() => import(${JSON.stringify(entry.href)}));
`;
  return new Worker(bootstrap, { eval: true, execArgv: [], workerData });
}

/** The Node options a process running `entry` needs: tsx's loader for TypeScript, else source maps for its stack traces. */
export function processOptionsFor(entry: URL): string[] {
  return isTypeScript(entry) ? ['--import', import.meta.resolve('tsx')] : ['--enable-source-maps'];
}
