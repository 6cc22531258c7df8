import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../shared/database.ts';
import type { Storage } from '../infra/storage.ts';
import type { Mailer } from '../infra/mailer.ts';
import type { PushSender } from '../infra/web-push.ts';
import type { DetectedFace } from '../faces/face-model.ts';
import type { DecodedImage } from '../media/decoded-image.ts';
import type { BibReader } from '../ocr/bib-reader.ts';

/** What a job handler may use. */
export interface JobContext {
  db: Database;
  storage: Storage;
  /** Started on first use: most jobs never need the OCR engine. */
  bibReader(): Promise<BibReader>;
  /** Face detection on worker threads, also started on first use. */
  faceDetector(): { detect(image: Buffer | DecodedImage): Promise<DetectedFace[]> };
  /** Mail the workers send (follow notices), with what its links need. */
  mail: JobMail;
  /** Web Push of follow notices to members' browsers (decisions/080). */
  push: PushSender;
  /** For jobs that fan out into more jobs. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export interface JobMail {
  mailer: Mailer;
  /** The site's address, for links in mail. */
  publicUrl: string;
  /** The key of links whose tokens are derived, not stored (JWT_SECRET). */
  linkSecret: string;
}

/** Where the handler stands among pg-boss's attempts. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
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
  /** What of a job's data every log line of it carries (the photo id): ids, never whole payloads. */
  logFields?(data: Data): Record<string, unknown>;
  /**
   * How many of these one worker process runs at once (default 1); `WORKER_CONCURRENCY`: as many as
   * that setting says (one per core by default).
   */
  concurrency?: number | 'WORKER_CONCURRENCY';
  handle(context: JobContext, data: Data, attempt: JobAttempt): Promise<void>;
}

export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}

/** How routes put work on a queue. */
export interface JobQueue {
  send<Data extends object>(job: JobDefinition<Data>, data: Data): Promise<void>;
  /**
   * Many jobs of one kind in one database round trip (fan-out). Workers take the jobs of higher
   * `priorityOf` first (default 0), then the oldest.
   */
  sendMany<Data extends object>(
    job: JobDefinition<Data>,
    items: readonly Data[],
    priorityOf?: (data: Data) => number,
  ): Promise<void>;
  /**
   * A nudge to a job that looks for its own work: sent now, unless one was sent in this slot of
   * `seconds`; then one runs at the next slot's start (once, however many are sent meanwhile), so
   * the last of a burst is taken up within `seconds` and a burst makes a run per slot, not per event.
   */
  sendDebounced<Data extends object>(job: JobDefinition<Data>, data: Data, seconds: number): Promise<void>;
}
