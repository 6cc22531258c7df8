import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type RunningDatabase } from '../../src/infra/postgres-cluster.ts';

// The PostgreSQL the tests run against: DATABASE_URL when given (it must allow CREATE DATABASE),
// else a container when a Docker engine answers, else a throwaway cluster from PostgreSQL's server
// programs (the machine's, or the ones npm installs on Linux x64).

function dockerAnswers(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

export async function startTestDatabase(log: (line: string) => void): Promise<RunningDatabase> {
  if (process.env.DATABASE_URL) {
    log('tests use the PostgreSQL named by DATABASE_URL');
    return { url: process.env.DATABASE_URL, stop: async () => {} };
  }
  if (dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    log('tests use a PostgreSQL container');
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-test-pg-'));
  chmodSync(dir, 0o755); // the server may run as the postgres user (when we are root)
  const cluster = await startPostgresCluster({
    dataDir: path.join(dir, 'data'),
    passwordFile: path.join(dir, 'postgres-password'),
    ephemeral: true,
    log: (line) => log(`tests use a throwaway cluster: ${line}`),
  });
  return {
    url: cluster.url,
    async stop() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
