import { pino } from 'pino';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { createPushSender } from '../../src/infra/web-push.ts';
import { createActivity, createAlbum, createPhoto } from './catalogue-factories.ts';
import { cameraJpeg } from './images.ts';
import { jobSender, type WorkerResources } from '../../src/jobs/worker-runtime.ts';
import type { TestApp } from './test-app.ts';

/** The retry state pg-boss hands a job's first run. */
export const firstAttempt = { retryCount: 0, retryLimit: 3 };

/** What startWorker needs from the app, with a silent log. */
export function workerResources(t: TestApp): WorkerResources {
  return {
    db: t.db,
    storage: t.storage,
    log: pino({ level: 'silent' }),
    mail: { mailer: t.app.mailer, publicUrl: t.config.publicUrl, linkSecret: t.config.jwtSecret },
    push: createPushSender(t.config.push),
  };
}

/** What the worker gives a job's handler, for jobs that read neither bibs nor faces. */
export function jobContext(t: TestApp): JobContext {
  return {
    ...workerResources(t),
    bibReader: () => Promise.reject(new Error('not used')),
    faceDetector: () => ({ detect: () => Promise.reject(new Error('not used')) }),
    jobs: jobSender(t.boss),
  };
}

/**
 * A photo uploaded `uploadedSecondsAgo` into a new album of a face-search activity, processed by
 * the worker's job with a bib reader and a face detector that answer at once (none found).
 */
export async function processUploadedPhoto(t: TestApp, { uploadedSecondsAgo = 0 } = {}) {
  const activity = await createActivity(t.db, { faceSearchEnabled: true });
  const album = await createAlbum(t.db, activity, { photoCount: 0 });
  const photo = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
  await t.db.photo.update({
    where: { id: photo.id },
    data: { createdAt: new Date(Date.now() - uploadedSecondsAgo * 1000) },
  });
  await t.storage.put('originals', photo.originalKey, await cameraJpeg(1200, 800), 'image/jpeg');
  const context: JobContext = {
    ...jobContext(t),
    bibReader: async () => ({ read: async () => [], close: async () => {} }),
    faceDetector: () => ({ detect: async () => [] }),
  };
  await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
  return t.db.photo.findUniqueOrThrow({ where: { id: photo.id } });
}

/** Jobs of a queue not started yet (waiting or waiting to retry), and with those running too. */
export async function queuedJobs(t: TestApp, queue: string, { includingActive = false } = {}) {
  const { queuedCount, activeCount } = await t.boss.getQueueStats(queue);
  return queuedCount + (includingActive ? activeCount : 0);
}
