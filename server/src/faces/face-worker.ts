import { parentPort } from 'node:worker_threads';
import { loadFaceModels } from './face-model.ts';
import { runFaceJob, type FaceJob } from './face-job.ts';

// One face-pool.ts worker thread: one detection at a time, each in its own tfjs engine.

const port = parentPort;
if (!port) throw new Error('face-worker.ts runs as a worker thread of face-pool.ts');

// Load while the pool waits for work. A failure here is not lost: the first job retries the load
// and reports its error.
loadFaceModels().catch(() => undefined);

port.on('message', (job: FaceJob) => {
  void runFaceJob(job).then((result) =>
    // Each descriptor has an ArrayBuffer of its own (runFaceJob): moved, not copied.
    port.postMessage(result, result.ok ? result.faces.map((face) => face.descriptor.buffer as ArrayBuffer) : []),
  );
});
