import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { createDatabase } from './infra/database.ts';
import { startServices } from './infra/services.ts';
import { createStorage } from './infra/storage.ts';
import { startHeartbeat } from './jobs/heartbeat.ts';
import { queueErrorLogger, startJobQueue, startWorker } from './jobs/worker-runtime.ts';

// The background worker as its own process (`npm run worker`): start as many as the load needs,
// on as many machines; they share pg-boss's queues in PostgreSQL.

const config = loadConfig();
const log = pino({ level: config.logLevel, base: { service: 'worker' } });
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
const releaseWorker = await startWorker(boss, {
  db,
  storage,
  log,
  faceThreads: config.faceThreads,
  concurrency: config.workerConcurrency,
});
const heartbeat = config.workerHeartbeatFile
  ? startHeartbeat(config.workerHeartbeatFile, () => db.$queryRaw`SELECT 1`)
  : undefined;
log.info({ concurrency: config.workerConcurrency }, 'worker ready');

closeWithGrace({ delay: 30_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  heartbeat?.stop();
  await boss.stop({ graceful: true, wait: true }); // lets running jobs finish
  await releaseWorker();
  await db.$disconnect();
  storage.close();
});
