// The client side of `npm run bench:load`, in its own process so that it does not share an event
// loop with the server it measures. It sends requests at a fixed rate (open loop: a slow answer does
// not slow the sending) over keep-alive connections, and times each one from when it was due, so a
// server that falls behind shows as latency rather than as a quietly lower rate.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/** One kind of request and how often it comes in a mix. */
export interface LoadRequest {
  weight: number;
  method: 'GET' | 'POST';
  /** Variants (another bib, another photo); one is picked at random for each request. */
  variants: { path: string; body?: string | Uint8Array; headers?: Record<string, string> }[];
}

export interface LoadStep {
  origin: string;
  requests: LoadRequest[];
  rate: number;
  seconds: number;
}

export interface LoadResult {
  sent: number;
  completed: number;
  errors: number;
  /** Failed requests by HTTP status, or `unanswered` (refused, reset, or still pending at the end). */
  errorKinds: Record<string, number>;
  /** Completed requests per second over the step. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The most a request was sent after it was due: this process's own stalls, not the server's. */
  sendLateMs: number;
}

/**
 * Latencies in log-spaced buckets 1 % wide (as HdrHistogram does): fixed memory whatever the
 * request count, and percentiles within 1 % of the truth.
 */
class LatencyHistogram {
  private static readonly floorMs = 0.01;
  private static readonly ratio = Math.log(1.01);
  private readonly counts = new Float64Array(2000);
  private total = 0;
  max = 0;

  record(ms: number): void {
    const index = Math.max(0, Math.ceil(Math.log(ms / LatencyHistogram.floorMs) / LatencyHistogram.ratio));
    this.counts[Math.min(index, this.counts.length - 1)]! += 1;
    this.total += 1;
    this.max = Math.max(this.max, ms);
  }

  /** The upper bound of the bucket holding the p-th percentile. */
  percentile(p: number): number {
    const rank = Math.ceil((p / 100) * this.total);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen >= rank && seen > 0)
        return Math.min(this.max, LatencyHistogram.floorMs * Math.exp(i * LatencyHistogram.ratio));
    }
    return this.max;
  }
}

/** Above this many answers outstanding the server has clearly lost: stop piling on. */
const MAX_IN_FLIGHT = 4000;
const DRAIN_MS = 5000;

function picker(requests: LoadRequest[]) {
  const total = requests.reduce((sum, request) => sum + request.weight, 0);
  return () => {
    let roll = Math.random() * total;
    const request = requests.find((candidate) => (roll -= candidate.weight) < 0) ?? requests.at(-1)!;
    return { method: request.method, ...request.variants[Math.floor(Math.random() * request.variants.length)]! };
  };
}

export async function runStep(pool: Pool, { requests, rate, seconds }: LoadStep): Promise<LoadResult> {
  const pick = picker(requests);
  const histogram = new LatencyHistogram();
  /** Requests due so far: sent, or counted as errors when too many were outstanding. */
  let due = 0;
  let completed = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string | number) => (errorKinds[kind] = (errorKinds[kind] ?? 0) + 1);
  let inFlight = 0;
  let sendLateMs = 0;
  const start = performance.now();
  const end = start + seconds * 1000;

  const fire = (dueAt: number) => {
    inFlight++;
    sendLateMs = Math.max(sendLateMs, performance.now() - dueAt);
    pool
      .request(pick())
      .then(async (response) => {
        await response.body.dump();
        if (response.statusCode >= 400) failed(response.statusCode);
      })
      .catch(() => failed('unanswered'))
      .finally(() => {
        inFlight--;
        completed++;
        histogram.record(performance.now() - dueAt);
      });
  };

  const total = Math.round(rate * seconds);
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = Math.min(performance.now(), end);
      // Request n is due at start + n / rate: by `now`, requests 0 … floor(elapsed × rate) are.
      const dueNow = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
      for (; due < dueNow; due++) {
        if (inFlight < MAX_IN_FLIGHT) fire(start + (due * 1000) / rate);
        else failed('unanswered'); // never sent: the server could not keep up
      }
      if (now >= end) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  const drainUntil = performance.now() + DRAIN_MS;
  while (inFlight > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 10));
  for (let i = 0; i < inFlight; i++) failed('unanswered');
  return {
    sent: due,
    completed,
    errors: Object.values(errorKinds).reduce((sum, count) => sum + count, 0),
    errorKinds,
    throughput: completed / seconds,
    p50: histogram.percentile(50),
    p95: histogram.percentile(95),
    p99: histogram.percentile(99),
    max: histogram.max,
    sendLateMs,
  };
}

// Run as a child process: each message is a step to run, answered with its result.
if (process.send) {
  let pool: Pool | undefined;
  process.on('message', (step: LoadStep | 'stop') => {
    if (step === 'stop') {
      void pool?.close().finally(() => process.exit(0));
      return;
    }
    pool ??= new Pool(step.origin, { connections: 64, keepAliveTimeout: 30_000 });
    void runStep(pool, step).then((result) => process.send!(result));
  });
}
