import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createDatabase } from '../../src/infra/database.ts';
import type { Database } from '../../src/shared/database.ts';
import { createOutboxMailer } from '../../src/infra/mailer.ts';
import { createStorage, type Storage } from '../../src/infra/storage.ts';
import type PgBoss from 'pg-boss';
import type { DestinationStream } from 'pino';
import { jobSender, startJobQueue } from '../../src/jobs/worker-runtime.ts';
import { createFaceProcessPool } from '../../src/faces/face-process-pool.ts';
import { lazyFacePool } from '../../src/faces/lazy-pool.ts';
import { seedPaymentSetting } from '../../src/payments/settings.ts';
import { createScratchDatabase, dropDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  storage: Storage;
  config: Config;
  databaseUrl: string;
  /** The job queue the app sends to; start a worker on it with startWorker() to process jobs. */
  boss: PgBoss;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra routes for a test (registered before the app is ready). */
  routes?: (app: FastifyInstance) => void;
  /** Receives the app's log lines (set LOG_LEVEL in env, tests default to silent). */
  logStream?: DestinationStream;
  /** A second web server: this app's own process state over the other's database and buckets. */
  sameDatabaseAs?: TestApp;
}

/** A fresh database cloned from the migrated template, fresh buckets, and the real app over them. */
export async function createTestApp({
  env = {},
  routes,
  logStream,
  sameDatabaseAs: other,
}: TestAppOptions = {}): Promise<TestApp> {
  const database = other
    ? { name: undefined, url: other.databaseUrl }
    : await createScratchDatabase('test', inject('templateDatabase'));
  const id = randomBytes(6).toString('hex');
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: other?.config.jwtSecret ?? randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://photos.test',
    S3_BUCKET_ORIGINALS: other?.config.s3.bucketOriginals ?? `t-${id}-originals`,
    S3_BUCKET_PUBLIC: other?.config.s3.bucketPublic ?? `t-${id}-public`,
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const storage = createStorage({
    ...inject('s3'),
    bucketOriginals: config.s3.bucketOriginals,
    bucketPublic: config.s3.bucketPublic,
  });
  await storage.ensureBuckets();
  const db = createDatabase(database.url, 4);
  // Retries come after a second, not minutes, so tests can watch a job give up.
  let closing = false;
  const boss = await startJobQueue(
    database.url,
    (error) => {
      // Dropping the test database ends pg-boss's last connections: expected, and only then.
      if (!(closing && (error as { code?: string }).code === '57P01')) throw error;
    },
    { overrides: { retryDelay: 1, retryBackoff: false } },
  );
  // As the web server detects selfies: in a child process (server.ts).
  const faceDetector = lazyFacePool(1, { create: createFaceProcessPool });
  await seedPaymentSetting(db, config.payments);
  const app = await buildApp(
    {
      config,
      db,
      storage,
      mailer: createOutboxMailer(db, () => {}),
      jobs: jobSender(boss),
      faceDetector,
    },
    { logStream },
  );
  routes?.(app);
  await app.ready();

  return {
    app,
    db,
    storage,
    config,
    databaseUrl: database.url,
    boss,
    async close() {
      closing = true;
      await app.close();
      // Graceful: a job a test's worker still runs ends (completed or failed) before the
      // connections close; otherwise its last write meets a closed pool as an unhandled error.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
      await faceDetector.close();
      await db.$disconnect();
      storage.close();
      if (database.name) await dropDatabase(database.name);
    },
  };
}
