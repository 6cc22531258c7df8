import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../shared/database.ts';
import type { Mailer } from '../../infra/mailer.ts';
import type { Storage } from '../../infra/storage.ts';
import type { JobQueue } from '../../jobs/definitions.ts';
import type { FacePool } from '../../faces/face-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: Storage;
    mailer: Mailer;
    jobs: JobQueue;
  }
}

export interface AppServices {
  config: Config;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  jobs: JobQueue;
  /** Face detection for selfies (worker threads). */
  faceDetector: FacePool;
}

/** The I/O the routes use, made by the caller so tests and entry points choose the real thing. */
export default fp(
  async function services(app: FastifyInstance, services: AppServices) {
    app.decorate('config', services.config);
    app.decorate('db', services.db);
    app.decorate('storage', services.storage);
    app.decorate('mailer', services.mailer);
    app.decorate('jobs', services.jobs);
  },
  { name: 'services' },
);
