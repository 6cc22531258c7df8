import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { createDatabase } from './infra/database.ts';
import { createJobQueue, startWorker } from './jobs/worker-runtime.ts';

// The background worker as its own process (`npm run worker`): start as many as the load needs,
// on as many machines; they share pg-boss's queues in PostgreSQL.

const config = loadConfig();
const log = pino({ level: config.logLevel, base: { service: 'worker' } });
if (!config.databaseUrl) {
  log.error('DATABASE_URL is required: with the embedded database the worker runs inside `npm start`');
  process.exit(1);
}

await migrate(config.databaseUrl); // the advisory lock makes this safe beside the web server
const db = createDatabase(config.databaseUrl);
const boss = createJobQueue(config.databaseUrl);
await startWorker(boss, { db, log });
log.info('worker ready');

closeWithGrace({ delay: 30_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  await boss.stop({ graceful: true, wait: true }); // lets running jobs finish
  await db.$disconnect();
});
