import type { Transferable, Worker } from 'node:worker_threads';
import { startModuleWorker } from './module-entry.ts';

// Worker threads running one module, each given one job at a time: a job is a message posted to
// an idle thread, and its answer the one message the thread posts back. A thread that stops (an
// uncaught error, out of memory) fails its job; another starts when there is work for it.

export interface ThreadPool<Job, Answer> {
  /** Posts `job` to the next idle thread, moving `transfer` (buffers the caller gives up) to it. */
  run(job: Job, transfer?: Transferable[]): Promise<Answer>;
  /** Stops the threads; jobs not answered yet are rejected. */
  close(): Promise<void>;
}

interface Waiting<Job, Answer> {
  job: Job;
  transfer: Transferable[];
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

interface Slot<Job, Answer> {
  worker: Worker;
  busy: Waiting<Job, Answer> | null;
}

export interface ThreadPoolOptions {
  /** Threads at most; all start at once. */
  size: number;
  /** Names the pool in its errors ("Face pool"). */
  name: string;
  /** Given to every thread (worker_threads' workerData). */
  workerData?: unknown;
}

/** Threads running `entry`, a module next to the caller's (module-entry.ts: siblingEntry). */
export function createThreadPool<Job, Answer>(
  entry: URL,
  { size, name, workerData }: ThreadPoolOptions,
): ThreadPool<Job, Answer> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`${name}: size must be a positive integer, not ${size}`);
  const slots = new Set<Slot<Job, Answer>>();
  const queue: Waiting<Job, Answer>[] = [];
  let closed = false;

  function start(): Slot<Job, Answer> {
    const slot: Slot<Job, Answer> = { worker: startModuleWorker(entry, workerData), busy: null };
    slot.worker.on('message', (answer: Answer) => {
      const waiting = slot.busy;
      slot.busy = null;
      waiting?.resolve(answer);
      dispatch();
    });
    // 'error' (an uncaught exception, out of memory) is always followed by 'exit'.
    let crash: Error | undefined;
    slot.worker.on('error', (error) => (crash = error));
    slot.worker.on('exit', (code) => {
      slots.delete(slot);
      const reason = closed ? 'the pool was closed' : `a worker stopped (exit code ${code})`;
      slot.busy?.reject(new Error(`${name}: ${reason}`, { cause: crash }));
      slot.busy = null;
      // The replacement starts when there is work for it, so a thread that cannot start does not
      // respawn in a loop.
      dispatch();
    });
    slots.add(slot);
    return slot;
  }

  function dispatch(): void {
    if (closed) return;
    while (queue.length > 0) {
      let idle = [...slots].find((slot) => slot.busy === null);
      if (!idle && slots.size < size) idle = start();
      if (!idle) return;
      const waiting = queue.shift()!;
      idle.busy = waiting;
      idle.worker.postMessage(waiting.job, waiting.transfer);
    }
  }

  for (let i = 0; i < size; i += 1) start();

  return {
    run(job, transfer = []) {
      if (closed) return Promise.reject(new Error(`${name}: closed`));
      return new Promise((resolve, reject) => {
        queue.push({ job, transfer, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const stopped = new Error(`${name}: closed before the job finished`);
      for (const waiting of queue.splice(0)) waiting.reject(stopped);
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
