import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from '../../src/infra/postgres-binaries.ts';
import { runningClusterUrl, startPostgresCluster } from '../../src/infra/postgres-cluster.ts';
import { permissionsOf } from '../helpers/host-access.ts';

// The embedded PostgreSQL listens on 127.0.0.1, where every account of the machine can connect:
// it asks for a password generated at its first start, kept owner-only next to its data.

const dir = mkdtempSync(path.join(os.tmpdir(), 'sportphoto-cluster-'));
chmodSync(dir, 0o755); // the server may run as the postgres user (when we are root)
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dataDir = path.join(dir, 'postgres');
const passwordFile = path.join(dir, 'postgres-password');

/** Connects with the URL's user and the given password (none: no password at all). */
async function connectAs(url: string, password: string | undefined): Promise<'connected' | string> {
  const parsed = new URL(url);
  const client = new pg.Client({
    host: parsed.hostname,
    port: Number(parsed.port),
    user: parsed.username,
    database: 'postgres',
    password,
  });
  try {
    await client.connect();
    return 'connected';
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

describe.skipIf(!findPostgresBinaries())('the embedded PostgreSQL', () => {
  it('asks for its generated password, kept in an owner-only file', async () => {
    const cluster = await startPostgresCluster({ dataDir, passwordFile, ephemeral: true });
    try {
      expect(permissionsOf(passwordFile)).toBe(0o600);
      const password = decodeURIComponent(new URL(cluster.url).password);
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(await connectAs(cluster.url, password)).toBe('connected');
      expect(await connectAs(cluster.url, 'guessed')).toBe('28P01'); // invalid_password
      expect(await connectAs(cluster.url, undefined)).not.toBe('connected');
    } finally {
      await cluster.stop();
    }
  });

  it('upgrades a data folder made when it trusted every local connection', async () => {
    // What earlier versions left: no password file, and pg_hba.conf trusting 127.0.0.1.
    rmSync(passwordFile, { force: true });
    writeFileSync(path.join(dataDir, 'pg_hba.conf'), 'host all all 127.0.0.1/32 trust\n');
    const cluster = await startPostgresCluster({ dataDir, passwordFile, ephemeral: true });
    try {
      expect(existsSync(passwordFile)).toBe(true);
      expect(permissionsOf(passwordFile)).toBe(0o600);
      expect(await connectAs(cluster.url, decodeURIComponent(new URL(cluster.url).password))).toBe('connected');
      expect(await connectAs(cluster.url, undefined)).not.toBe('connected');
      expect(await connectAs(cluster.url, 'guessed')).toBe('28P01');
    } finally {
      await cluster.stop();
    }
  });

  it('is found running by a command started beside the server (a backup), and not once stopped', async () => {
    const cluster = await startPostgresCluster({ dataDir, passwordFile, ephemeral: true });
    try {
      const found = runningClusterUrl(dataDir, passwordFile);
      expect(found).toBe(cluster.url);
      expect(await connectAs(found!, decodeURIComponent(new URL(found!).password))).toBe('connected');
    } finally {
      await cluster.stop();
    }
    expect(runningClusterUrl(dataDir, passwordFile)).toBeUndefined();
  });
});
