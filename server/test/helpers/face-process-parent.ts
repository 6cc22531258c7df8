import { createFaceProcessPool } from '../../src/faces/face-process-pool.ts';

// A parent that starts the selfie face process and then waits, with no shutdown handling of its
// own: killing it shows that the child never outlives its parent (face-process-pool.test.ts).

const pool = createFaceProcessPool();
// A job the child answers (with an error) proves it runs; it is kept running afterwards.
await pool.detect(Buffer.from('not an image')).catch(() => undefined);
console.log(`child ${pool.pid}`);
setInterval(() => {}, 60_000);
