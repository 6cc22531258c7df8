import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The process's Prometheus metrics (decision 070). One registry per process, shared by the web
// server and an in-process worker; served only by the metrics listener (metrics-server.ts), never
// on the public port. Labels are bounded sets: route patterns, status classes, step and outcome
// names, never a raw URL or an id.

export const metricsRegistry = new Registry();

// Event-loop lag, GC pauses, heap, RSS, CPU, handles.
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status class (its _count is the request rate)',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const pageRenderDuration = new Histogram({
  name: 'page_render_seconds',
  help: 'Time to render a buyer page on the server (its reads and React), by route pattern and outcome: rendered, shell (not renderable from its data), late, failed',
  labelNames: ['page', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
  registers,
});

export const photosPublished = new Counter({
  name: 'photos_published_total',
  help: 'Photos processed and published by this worker',
  registers,
});

export const photoPublishDelay = new Histogram({
  name: 'photo_publish_delay_seconds',
  help: 'Time from a photo upload to its publication',
  buckets: [5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
  registers,
});

export const photoStepDuration = new Histogram({
  name: 'photo_step_duration_seconds',
  help: 'Time of each step of processing one photo (decode, renditions, bib OCR, faces, link)',
  labelNames: ['step'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
  registers,
});

export const paymentNotices = new Counter({
  name: 'payment_notices_total',
  help: 'ECPay payment notices by outcome: paid, failed, refused (bad signature, unknown order), duplicate, repeat, superseded, unavailable',
  labelNames: ['outcome'] as const,
  registers,
});

/** What a gauge reads when scraped: a process registers its sources once it has them. */
type Source<T> = () => T | Promise<T>;

const pools = new Set<pg.Pool>();

/** Counts this database pool's connections in `db_pool_connections` until it is ended. */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool);
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers,
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      if (pool.ended) {
        pools.delete(pool);
        continue;
      }
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

export interface PhotoQueueState {
  waiting: number;
  active: number;
  failed: number;
  oldestWaitingSeconds: number;
}

let photoQueueSource: Source<PhotoQueueState> | undefined;

/** Where the photo queue's gauges read it (the database: every process sees the same queue). */
export function watchPhotoQueue(source: Source<PhotoQueueState>): void {
  photoQueueSource = source;
}

// One query per scrape feeds all three gauges: the first collected refreshes, the others reuse it.
let queueReading: { at: number; state: Promise<PhotoQueueState | undefined> } | undefined;
function readPhotoQueue(): Promise<PhotoQueueState | undefined> {
  const now = Date.now();
  if (!queueReading || now - queueReading.at > 1000) {
    const source = photoQueueSource;
    queueReading = {
      at: now,
      state: source ? Promise.resolve(source()).catch(() => undefined) : Promise.resolve(undefined),
    };
  }
  return queueReading.state;
}

function photoQueueGauge(name: string, help: string, value: (state: PhotoQueueState) => number) {
  new Gauge({
    name,
    help,
    registers,
    async collect() {
      const state = await readPhotoQueue();
      if (state) this.set(value(state));
    },
  });
}

photoQueueGauge('photo_queue_waiting_jobs', 'Photo jobs waiting for a worker (new and to retry)', (s) => s.waiting);
photoQueueGauge('photo_queue_active_jobs', 'Photo jobs being processed', (s) => s.active);
photoQueueGauge(
  'photo_queue_oldest_waiting_seconds',
  'Age of the oldest photo job still waiting',
  (s) => s.oldestWaitingSeconds,
);

let faceIndexSource: Source<{ faces: number; bytes: number }> | undefined;

/** Where the face index gauges read this web server's in-memory indexes. */
export function watchFaceIndexes(source: Source<{ faces: number; bytes: number }>): void {
  faceIndexSource = source;
}

new Gauge({
  name: 'face_index_faces',
  help: "Faces held in this web server's in-memory face search indexes",
  registers,
  async collect() {
    if (faceIndexSource) this.set((await faceIndexSource()).faces);
  },
});

new Gauge({
  name: 'face_index_bytes',
  help: "Memory of this web server's face search indexes",
  registers,
  async collect() {
    if (faceIndexSource) this.set((await faceIndexSource()).bytes);
  },
});

/** This process's requests and server errors since the status sampler last took them. */
const requestTally = { requests: 0, serverErrors: 0 };

/** Records one answered request: its latency by route pattern, and the tally the status page samples. */
export function recordRequest(method: string, route: string, statusCode: number, seconds: number): void {
  httpRequestDuration.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
  requestTally.requests += 1;
  if (statusCode >= 500) requestTally.serverErrors += 1;
}

/** The requests and server errors counted since the last call, and starts counting afresh. */
export function takeRequestTally(): { requests: number; serverErrors: number } {
  const taken = { ...requestTally };
  requestTally.requests = 0;
  requestTally.serverErrors = 0;
  return taken;
}
