import { parentPort } from 'node:worker_threads';
import type { DecodedImage } from '../media/decoded-image.ts';
import { detectFaces, loadFaceModels } from './face-model.ts';

// One face-pool.ts worker thread: one detection at a time, each in its own tfjs engine.

export interface FaceJob {
  /** An encoded file, or the pixels of a decoded photo described by `decoded`. */
  image: Uint8Array;
  decoded?: Omit<DecodedImage, 'data'>;
}
export type FaceJobResult = { ok: true; faces: Awaited<ReturnType<typeof detectFaces>> } | { ok: false; error: Error };

const port = parentPort;
if (!port) throw new Error('face-worker.ts runs as a worker thread of face-pool.ts');

// Load while the pool waits for work. A failure here is not lost: the first job retries the load
// and reports its error.
loadFaceModels().catch(() => undefined);

port.on('message', ({ image, decoded }: FaceJob) => {
  const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  detectFaces(decoded ? { ...decoded, data: bytes } : bytes).then(
    (faces) => {
      // Each descriptor gets a buffer of its own, so that moving one moves nothing else.
      const owned = faces.map((face) => ({ ...face, descriptor: face.descriptor.slice() }));
      const result: FaceJobResult = { ok: true, faces: owned };
      port.postMessage(
        result,
        owned.map((face) => face.descriptor.buffer),
      );
    },
    (error: unknown) => {
      const result: FaceJobResult = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      port.postMessage(result);
    },
  );
});
