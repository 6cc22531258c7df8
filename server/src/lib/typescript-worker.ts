import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the TypeScript module `entry`. Node 20 does not apply `--import tsx`
 * loader hooks to a worker's own entry, so a small bootstrap registers tsx in the worker, then
 * imports the module: this works under tsx (dev, start) and vitest alike.
 */
export function startTypeScriptWorker(entry: URL): Worker {
  const bootstrap = `
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => tsx.register())
  .then(() => import(${JSON.stringify(entry.href)}));
`;
  return new Worker(bootstrap, { eval: true, execArgv: [] });
}
