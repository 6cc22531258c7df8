import type { DecodedImage } from '../media/decoded-image.ts';
import { detectFaces } from './face-model.ts';

// One detection as a face pool's thread (face-worker.ts) or the selfie process (face-process.ts)
// runs it: what the caller sends and what it gets back.

export interface FaceJob {
  /** An encoded file, or the pixels of a decoded photo described by `decoded`. */
  image: Uint8Array;
  decoded?: Omit<DecodedImage, 'data'>;
}
export type FaceJobResult = { ok: true; faces: Awaited<ReturnType<typeof detectFaces>> } | { ok: false; error: Error };

/** Never rejects: a failure is a result, sent back to the job's caller. */
export async function runFaceJob({ image, decoded }: FaceJob): Promise<FaceJobResult> {
  const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  try {
    const faces = await detectFaces(decoded ? { ...decoded, data: bytes } : bytes);
    // Each descriptor gets a buffer of its own, so that moving one moves nothing else.
    return { ok: true, faces: faces.map((face) => ({ ...face, descriptor: face.descriptor.slice() })) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
