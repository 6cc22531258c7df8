import { createHash } from 'node:crypto';

/** A file that starts like a JPEG of the given size: enough for the browser's checks. */
export function jpegFile(name: string, width = 1200, height = 800, seed = 0): File {
  const bytes = new Uint8Array(2 + 11 + 64);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xffd8);
  view.setUint16(2, 0xffc0);
  view.setUint16(4, 11);
  view.setUint8(6, 8);
  view.setUint16(7, height);
  view.setUint16(9, width);
  bytes.fill(seed, 13);
  return new File([bytes], name, { type: 'image/jpeg' });
}

export async function sha256Hex(file: Blob): Promise<string> {
  return createHash('sha256')
    .update(new Uint8Array(await file.arrayBuffer()))
    .digest('hex');
}
