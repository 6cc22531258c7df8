import { endianness } from 'node:os';

/** Length of a face-api (dlib) face descriptor. */
export const DESCRIPTOR_LENGTH = 128;
const BYTES = DESCRIPTOR_LENGTH * 4;

// Stored as the float32 array's own bytes, which are little-endian on every machine we run on.
if (endianness() !== 'LE') throw new Error('Face descriptors are stored little-endian');

/** A descriptor as stored in the database: 128 little-endian float32 (512 bytes). */
export function encodeDescriptor(descriptor: Float32Array): Uint8Array<ArrayBuffer> {
  if (descriptor.length !== DESCRIPTOR_LENGTH) throw new Error(`A descriptor has ${DESCRIPTOR_LENGTH} values`);
  return new Uint8Array(Float32Array.from(descriptor).buffer);
}

export function decodeDescriptor(bytes: Uint8Array): Float32Array {
  if (bytes.length !== BYTES) throw new Error(`A stored descriptor has ${BYTES} bytes`);
  // A copy: the bytes may sit at an offset that is not a multiple of 4 in a shared buffer. Not
  // bytes.slice(): on a node-postgres Buffer that is a view of the same memory, not a copy.
  return new Float32Array(Uint8Array.from(bytes).buffer);
}

/** Euclidean distance between two descriptors: faces of one person are within ~0.6 of each other. */
export function descriptorDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
