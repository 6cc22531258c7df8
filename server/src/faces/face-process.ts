import { loadFaceModels } from './face-model.ts';
import { runFaceJob, type FaceJob, type FaceJobResult } from './face-job.ts';

// The child process of face-process-pool.ts: one job at a time, asked and answered over IPC.

const send = process.send?.bind(process);
if (!send) throw new Error('face-process.ts runs as a child process of face-process-pool.ts');

// The web server gone (closed, crashed or killed) closes the channel: never outlive it.
process.on('disconnect', () => process.exit(0));

// Load while the pool waits for work. A failure here is not lost: the first job retries the load
// and reports its error.
loadFaceModels().catch(() => undefined);

process.on('message', (job: FaceJob) => {
  void runFaceJob(job).then((result: FaceJobResult) => send(result));
});
