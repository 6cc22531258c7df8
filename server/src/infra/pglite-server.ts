import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { RunningDatabase } from './postgres-cluster.ts';
import { privateSocketFolder } from './unix-socket.ts';

// PostgreSQL compiled to wasm, served over the wire protocol: the embedded database on machines
// without PostgreSQL's server binaries. Only the `postgres` database exists there.
// pglite-socket cannot ask for a password, so it gets no TCP port: it listens on a Unix socket in
// an owner-only folder, which only this account (and root) may reach.
export async function startPglite(dataDir: string, log?: (line: string) => void): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const sockets = privateSocketFolder('pglite');
  // The name PostgreSQL clients look for in a socket folder (default port 5432).
  const server = new PGLiteSocketServer({ db, path: path.join(sockets.path, '.s.PGSQL.5432'), maxConnections: 100 });
  await server.start();
  log?.(`PGlite (embedded PostgreSQL) running from ${dataDir} on a socket in ${sockets.path}`);
  return {
    // A host that is a folder means its Unix socket (node-postgres, libpq).
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(sockets.path)}`,
    async stop() {
      await server.stop();
      await db.close();
      sockets.remove();
    },
  };
}
