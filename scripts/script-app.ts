import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import type { FacePool } from '../server/src/faces/face-pool.ts';
import type { Database } from '../server/src/shared/database.ts';
import { createOutboxMailer } from '../server/src/infra/mailer.ts';
import { ensureDatabase, startPostgresCluster } from '../server/src/infra/postgres-cluster.ts';
import { createStorage } from '../server/src/infra/storage.ts';
import { seedPaymentSetting } from '../server/src/payments/settings.ts';

// What the scripts that drive the real app share: a database, and the app over that database alone.

export interface ScriptDatabase {
  url: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when set (the script writes there), else database `name` in a throwaway cluster. */
export async function scriptDatabase(name: string): Promise<ScriptDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), `sportphoto-${name}-pg-`));
  chmodSync(dir, 0o755); // when we are root the server runs as the postgres user, which must enter it
  const cluster = await startPostgresCluster({
    dataDir: path.join(dir, 'data'),
    passwordFile: path.join(dir, 'postgres-password'),
    ephemeral: true,
  });
  return {
    url: await ensureDatabase(cluster.url, name),
    async stop() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ScriptAppOptions {
  /** Settings over the defaults (e.g. a rate limit a load test would trip). */
  env?: Record<string, string>;
  /** Stands in for the face model, which would otherwise refuse to run. */
  faceDetector?: FacePool;
}

/**
 * The real app over `db` (migrated), ready for app.inject. Storage only builds public URLs from
 * keys and is never contacted; a job sent or a face detected (unless given a detector) would be a
 * bug worth seeing.
 */
export async function buildScriptApp(
  db: Database,
  purpose: string,
  options: ScriptAppOptions = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  });
  const storage = createStorage({
    ...config.s3,
    endpoint: 'http://127.0.0.1:9',
    accessKeyId: 'unused',
    secretAccessKey: 'unused',
    forcePathStyle: true,
    publicUrl: undefined,
  });
  const refuse = (what: string) => () => Promise.reject(new Error(`${purpose} ${what}`));
  const jobs = {
    send: refuse('sends no jobs'),
    sendMany: refuse('sends no jobs'),
    sendDebounced: refuse('sends no jobs'),
  };
  const faceDetector = options.faceDetector ?? {
    detect: refuse('detects no faces'),
    describe: refuse('describes no faces'),
    close: async () => {},
  };
  await seedPaymentSetting(db, config.payments);
  const app = await buildApp({ config, db, storage, mailer: createOutboxMailer(db, () => {}), jobs, faceDetector });
  await app.ready();
  return app;
}
