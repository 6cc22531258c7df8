import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { logPrivacy } from './lib/log-privacy.ts';
import { createDatabase } from './infra/database.ts';
import { startServices } from './infra/services.ts';
import { createStorage } from './infra/storage.ts';
import { createOutboxMailer, createSmtpMailer } from './infra/mailer.ts';
import { createPushSender } from './infra/web-push.ts';
import { watchPhotoQueue } from './infra/metrics.ts';
import { startMetricsListener } from './infra/metrics-server.ts';
import { photoQueueState } from './jobs/photo-queue.ts';
import { startHeartbeat } from './jobs/heartbeat.ts';
import { queueErrorLogger, startJobQueue, startWorker } from './jobs/worker-runtime.ts';

// The background worker as its own process (`npm run worker`): start as many as the load needs,
// on as many machines; they share pg-boss's queues in PostgreSQL.

const config = loadConfig();
const log = pino({ level: config.logLevel, base: { service: 'worker' }, ...logPrivacy });
if (!config.databaseUrl || !config.s3.endpoint) {
  log.error('DATABASE_URL and S3_ENDPOINT are required: with the embedded defaults the worker runs inside `npm start`');
  process.exit(1);
}

const services = await startServices(config, (line) => log.info(line));
await migrate(services.databaseUrl); // the advisory lock makes this safe beside the web server
const db = createDatabase(services.databaseUrl);
const storage = createStorage(services.s3);
const boss = await startJobQueue(services.databaseUrl, queueErrorLogger(log), {
  photoJobExpirySeconds: config.photoJobExpirySeconds,
});
const mailer = config.smtpUrl
  ? createSmtpMailer(config.smtpUrl, config.mailFrom)
  : createOutboxMailer(db, (line) => log.info(line));
const releaseWorker = await startWorker(boss, {
  db,
  storage,
  log,
  mail: { mailer, publicUrl: config.publicUrl, linkSecret: config.jwtSecret },
  push: createPushSender(config.push),
  faceThreads: config.faceThreads,
  concurrency: config.workerConcurrency,
});
const heartbeat = config.workerHeartbeatFile
  ? startHeartbeat(config.workerHeartbeatFile, () => db.$queryRaw`SELECT 1`)
  : undefined;
watchPhotoQueue(() => photoQueueState(db));
const metrics = await startMetricsListener(config.metrics);
log.info({ concurrency: config.workerConcurrency, ...(metrics && { metricsPort: metrics.port }) }, 'worker ready');

closeWithGrace({ delay: 30_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  heartbeat?.stop();
  await boss.stop({ graceful: true, wait: true }); // lets running jobs finish
  await releaseWorker();
  await metrics?.close();
  await db.$disconnect();
  storage.close();
});
