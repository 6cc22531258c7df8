import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freePort, type RunningDatabase } from './postgres-cluster.ts';

// PostgreSQL compiled to wasm, served over the wire protocol: the embedded database on machines
// without PostgreSQL's server binaries. Only the `postgres` database exists there.
export async function startPglite(dataDir: string, log?: (line: string) => void): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 100 });
  await server.start();
  log?.(`PGlite (embedded PostgreSQL) running from ${dataDir} on port ${port}`);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
