import { createSHA256 } from 'hash-wasm';

// The content hash the server keeps per photo: SHA-256 of the file's bytes, lowercase hex. Read in
// slices, so a 50 MB original never sits whole in memory.

const SLICE_BYTES = 4 * 1024 * 1024;

export async function sha256OfFile(file: Blob): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    hasher.update(new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer()));
  }
  return hasher.digest('hex');
}
