import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../infra/database.ts';

/** What a job handler may use. */
export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * A background job: a queue name, its retry policy, an optional cron schedule, and one handler.
 * Handlers must be idempotent: pg-boss delivers at least once.
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** Cron expression (UTC) for jobs the worker runs on a schedule. */
  schedule?: string;
  handle(context: JobContext, data: Data): Promise<void>;
}

export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}
