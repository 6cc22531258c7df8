// A throwaway PostgreSQL cluster for tools that need a live server (scripts/new-migration.sh):
// prints the connection string on one line, then runs until it receives SIGTERM, SIGINT or SIGHUP.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from '../server/src/infra/postgres-cluster.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-scratch-pg-'));
chmodSync(dir, 0o755); // when we are root the server runs as the postgres user, which must enter it

const started = startPostgresCluster({
  dataDir: path.join(dir, 'data'),
  passwordFile: path.join(dir, 'postgres-password'),
  ephemeral: true,
});
let stopping = false;

// A signal may arrive while the cluster is still starting: wait for it, then stop it.
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await started.then((cluster) => cluster.stop()).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

try {
  process.stdout.write(`${(await started).url}\n`);
  setInterval(() => {}, 1 << 30); // keep running until a signal arrives
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  await shutdown(1);
}
