import type { DecodedImage } from '../media/decoded-image.ts';
import { describeFaces, detectFaces, type DetectedFace } from './face-model.ts';

// One job as a face pool's thread (face-worker.ts) or the selfie process (face-process.ts) runs it:
// what the caller sends and what it gets back.

type Box = DetectedFace['box'];

/** What a pool is asked: to detect the faces of an image, or to describe the faces at `boxes`. */
export interface FaceRequest {
  image: Buffer | DecodedImage;
  boxes?: Box[];
}

export interface FaceJob {
  /** An encoded file, or the pixels of a decoded photo described by `decoded`. */
  image: Uint8Array;
  decoded?: Omit<DecodedImage, 'data'>;
  /** Describe the faces at these boxes (in the image's pixels) instead of detecting faces. */
  boxes?: Box[];
}

/** A detection fills `faces`, a description `descriptors` (one per box, null for a box off the image). */
export interface FaceJobOutput {
  faces: DetectedFace[];
  descriptors: (Float32Array | null)[];
}
export type FaceJobResult = ({ ok: true } & FaceJobOutput) | { ok: false; error: Error };

/**
 * The message for a request: only the image's own bytes, even when its Buffer is a view into a
 * larger one. `ownBuffer`: copied into a buffer of their own, to be moved to a thread.
 */
export function faceJobOf({ image, boxes }: FaceRequest, ownBuffer: boolean): FaceJob {
  const { data, ...decoded } = Buffer.isBuffer(image) ? { data: image } : image;
  return {
    image: ownBuffer ? new Uint8Array(data) : data,
    ...('width' in decoded && { decoded }),
    ...(boxes && { boxes }),
  };
}

/** A request waiting for, or given to, a thread or process of a pool. */
export interface PoolJob {
  request: FaceRequest;
  resolve: (output: FaceJobOutput) => void;
  reject: (error: Error) => void;
}

/** Settles a pool job with the answer its thread or process sent back. */
export function settle(job: PoolJob | undefined | null, result: FaceJobResult): void {
  if (result.ok) job?.resolve(result);
  else job?.reject(result.error);
}

/** A pool's detect and describe, given how it runs one request. */
export function faceRequests(run: (request: FaceRequest) => Promise<FaceJobOutput>) {
  return {
    detect: async (image: Buffer | DecodedImage) => (await run({ image })).faces,
    describe: async (image: Buffer | DecodedImage, boxes: Box[]) => (await run({ image, boxes })).descriptors,
  };
}

/** The buffers of a result's descriptors, each its own (runFaceJob): moved to the caller, not copied. */
export const descriptorBuffers = ({ faces, descriptors }: FaceJobOutput): ArrayBuffer[] => [
  ...faces.map((face) => face.descriptor.buffer as ArrayBuffer),
  ...descriptors.flatMap((descriptor) => (descriptor ? [descriptor.buffer as ArrayBuffer] : [])),
];

/** Never rejects: a failure is a result, sent back to the job's caller. */
export async function runFaceJob({ image, decoded, boxes }: FaceJob): Promise<FaceJobResult> {
  const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  const input = decoded ? { ...decoded, data: bytes } : bytes;
  try {
    // Each descriptor gets a buffer of its own, so that moving one moves nothing else.
    if (boxes) {
      const descriptors = await describeFaces(input, boxes);
      return { ok: true, faces: [], descriptors: descriptors.map((descriptor) => descriptor?.slice() ?? null) };
    }
    const faces = await detectFaces(input);
    return {
      ok: true,
      faces: faces.map((face) => ({ ...face, descriptor: face.descriptor.slice() })),
      descriptors: [],
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
