import { parentPort } from 'node:worker_threads';
import { loadFaceModels } from './face-model.ts';
import { descriptorBuffers, runFaceJob, type FaceJob } from './face-job.ts';

// One face-pool.ts worker thread: one job at a time, each in its own tfjs engine.

const port = parentPort;
if (!port) throw new Error('face-worker.ts runs as a worker thread of face-pool.ts');

// Load while the pool waits for work. A failure here is not lost: the first job retries the load
// and reports its error.
loadFaceModels().catch(() => undefined);

port.on('message', (job: FaceJob) => {
  void runFaceJob(job).then((result) => port.postMessage(result, result.ok ? descriptorBuffers(result) : []));
});
