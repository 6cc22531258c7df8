import { availableParallelism } from 'node:os';
import { siblingEntry } from '../lib/module-entry.ts';
import { createThreadPool } from '../lib/thread-pool.ts';
import type { DecodedImage } from '../media/decoded-image.ts';
import type { DetectedFace } from './face-model.ts';
import { faceJobOf, faceRequests, type FaceJob, type FaceJobResult } from './face-job.ts';

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

export function createFacePool(size = availableParallelism()): FacePool {
  const threads = createThreadPool<FaceJob, FaceJobResult>(siblingEntry('./face-worker', import.meta.url), {
    size,
    name: 'Face pool',
  });
  return {
    ...faceRequests(async (request) => {
      // A copy of exactly the image's bytes is moved, not cloned: a Buffer is often a view into a
      // larger (pooled) ArrayBuffer, which structured cloning would copy whole.
      const job = faceJobOf(request, true);
      const result = await threads.run(job, [job.image.buffer as ArrayBuffer]);
      if (!result.ok) throw result.error;
      return result;
    }),
    close: () => threads.close(),
  };
}
