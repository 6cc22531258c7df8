import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts, seedReferenceData } from './db/seed.ts';
import { seedDemoSales } from './demo/demo-sales.ts';
import { seedPaymentSetting } from './payments/settings.ts';
import { ingestDemoPhotos } from './demo/ingest-demo-photos.ts';
import { seedDemoCatalogue } from './demo/seed-catalogue.ts';
import { migrate } from './db/migrate.ts';
import { demoIngestUnlessRunning, seedingInTurn } from './db/startup-lock.ts';
import { createDatabase } from './infra/database.ts';
import { createOutboxMailer, createSmtpMailer } from './infra/mailer.ts';
import { createPushSender } from './infra/web-push.ts';
import { exitIfDatabaseUnavailable, startServices } from './infra/services.ts';
import { createStorage } from './infra/storage.ts';
import { startMetricsListener } from './infra/metrics-server.ts';
import { createFaceProcessPool } from './faces/face-process-pool.ts';
import { lazyFacePool } from './faces/lazy-pool.ts';
import { jobSender, queueErrorLogger, startJobQueue, startWorker } from './jobs/worker-runtime.ts';

// The web server's entry point: `npm start` with nothing configured runs everything embedded.

const config = loadConfig();
const say = (line: string) => console.log(`[運動相簿] ${line}`);

const services = await startServices(config, say).catch(exitIfDatabaseUnavailable);
const applied = await migrate(services.databaseUrl);
if (applied.length) say(`Applied migrations: ${applied.join(', ')}`);

const db = createDatabase(services.databaseUrl);
const storage = createStorage(services.s3);
await storage.ensureBuckets();
await seedingInTurn(services.databaseUrl, async () => {
  await seedReferenceData(db);
  await seedPaymentSetting(db, config.payments);
  if (config.seedDemo) await seedDemoAccounts(db, config.remittanceKey);
});

const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, say);
const boss = await startJobQueue(services.databaseUrl, (err) => queueErrorLogger(app.log)(err), {
  photoJobExpirySeconds: config.photoJobExpirySeconds,
});
// Selfies are detected in a child process, one at a time; photos go to the worker's pool. Its
// model memory (~300 MB) is given back when no selfie came for a while (decisions/055).
const faceDetector = lazyFacePool(1, { idleMs: config.faceModelIdleSeconds * 1000, create: createFaceProcessPool });
const app = await buildApp({ config, db, storage, mailer, jobs: jobSender(boss), faceDetector });
const releaseWorker = config.workerInProcess
  ? await startWorker(boss, {
      db,
      storage,
      log: app.log,
      mail: { mailer, publicUrl: config.publicUrl, linkSecret: config.jwtSecret },
      push: createPushSender(config.push),
      faceThreads: config.faceThreads,
      concurrency: config.workerConcurrency,
    })
  : undefined;

// Prometheus's own listener (decision 070), off unless METRICS_PORT is set; never the site's port.
const metrics = await startMetricsListener(config.metrics);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close(); // stops accepting, lets requests in flight finish
  await metrics?.close();
  await boss.stop({ graceful: true, wait: true }); // lets running jobs finish
  await releaseWorker?.();
  await faceDetector.close();
  await db.$disconnect();
  storage.close();
  await services.stop();
});

await app.listen({ host: config.host, port: config.port });
if (metrics) say(`Metrics at http://${config.metrics.host}:${metrics.port}/metrics`);
say(`Ready at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
if (config.seedDemo) {
  say(`Demo logins (password ${DEMO_PASSWORD}): ${demoAccounts.map((a) => a.email).join(', ')}`);
  const activityId = await seedingInTurn(services.databaseUrl, () => seedDemoCatalogue(db, storage));
  // Generating and uploading a few hundred photos takes a while: the site is usable meanwhile.
  // With several web servers, one uploads them.
  demoIngestUnlessRunning(services.databaseUrl, () => ingestDemoPhotos(app, activityId))
    .then(async (ingested) => {
      if (!ingested) return;
      say(`Demo photos uploaded to activity ${activityId}; processing continues in the background`);
      const orders = config.demoSales ? await seedDemoSales(app, activityId) : 0;
      if (orders > 0) say(`The demo member paid ${orders} orders through the ECPay simulator`);
    })
    .catch((err: unknown) => app.log.error({ err }, 'demo photo ingest failed'));
}
if (mailer.transport === 'outbox')
  say('No SMTP_URL: mail is kept in the local outbox; its codes and links are printed here');
