import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { siblingEntry, startModuleWorker } from '../lib/module-entry.ts';
import type { DecodedImage } from '../media/decoded-image.ts';
import type { DetectedFace } from './face-model.ts';
import { faceJobOf, faceRequests, settle, type FaceJobResult, type PoolJob } from './face-job.ts';

// The wasm backend is single-threaded: each thread of the pool detects one photo at a time and
// holds its own models and wasm heap (~280 MB once it has seen a 1600 px photo). A background
// worker sizes its pool by FACE_THREADS (decisions/056); the default here is one per core.

export interface FacePool {
  /** Same result as detectFaces(image) with the default options. */
  detect(image: Buffer | DecodedImage): Promise<DetectedFace[]>;
  /** Same result as describeFaces(image, boxes): faces whose boxes are known, described without detection. */
  describe(image: Buffer | DecodedImage, boxes: DetectedFace['box'][]): Promise<(Float32Array | null)[]>;
  /** Stops the workers; jobs not finished yet are rejected. */
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  job: PoolJob | null;
}

export function createFacePool(size = availableParallelism()): FacePool {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Face pool: size must be a positive integer, not ${size}`);
  const slots = new Set<Slot>();
  const queue: PoolJob[] = [];
  let closed = false;

  function start(): Slot {
    const slot: Slot = { worker: startModuleWorker(siblingEntry('./face-worker', import.meta.url)), job: null };
    slot.worker.on('message', (result: FaceJobResult) => {
      const job = slot.job;
      slot.job = null;
      settle(job, result);
      dispatch();
    });
    // 'error' (an uncaught exception, out of memory) is always followed by 'exit'.
    let crash: Error | undefined;
    slot.worker.on('error', (error) => (crash = error));
    slot.worker.on('exit', (code) => {
      slots.delete(slot);
      const reason = closed ? 'the pool was closed' : `a worker stopped (exit code ${code})`;
      slot.job?.reject(new Error(`Face pool: ${reason}`, { cause: crash }));
      slot.job = null;
      // The replacement starts when there is work for it, so a worker that cannot start does not
      // respawn in a loop.
      dispatch();
    });
    slots.add(slot);
    return slot;
  }

  function dispatch(): void {
    if (closed) return;
    while (queue.length > 0) {
      let idle = [...slots].find((slot) => slot.job === null);
      if (!idle && slots.size < size) idle = start();
      if (!idle) return;
      const job = queue.shift()!;
      idle.job = job;
      // A copy of exactly the image's bytes is moved, not cloned: a Buffer is often a view into a
      // larger (pooled) ArrayBuffer, which structured cloning would copy whole.
      const message = faceJobOf(job.request, true);
      idle.worker.postMessage(message, [message.image.buffer as ArrayBuffer]);
    }
  }

  for (let i = 0; i < size; i += 1) start();

  return {
    ...faceRequests((request) => {
      if (closed) return Promise.reject(new Error('Face pool: closed'));
      return new Promise((resolve, reject) => {
        queue.push({ request, resolve, reject });
        dispatch();
      });
    }),
    async close() {
      closed = true;
      const stopped = new Error('Face pool: closed before the job finished');
      for (const job of queue.splice(0)) job.reject(stopped);
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
