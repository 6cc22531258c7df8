import { buffer } from 'node:stream/consumers';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Storage } from '../../src/infra/storage.ts';

/** A camera-like JPEG: noisy content (so it compresses like a photo) and EXIF with the shot time. */
export async function cameraJpeg(width: number, height: number, takenAt = '2026:11:01 07:30:15', seed = 1) {
  const noise = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    noise[i] = (x >>> 24) & 0xff;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Camera', Model: 'Race 1' }, IFD2: { DateTimeOriginal: takenAt } })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small file whose PNG header claims a huge image: what a decompression bomb looks like. */
export function hugePngHeader(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // The start of the pixel data: decoders want to see some before they trust the header.
    pngChunk('IDAT', deflateSync(Buffer.alloc(Math.min(width * 3 + 1, 65_536)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The format and width of a file in the public bucket, or undefined when it is not there. */
export async function publicImage(storage: Storage, key: string) {
  const stored = await storage.get('public', key);
  if (!stored) return undefined;
  const { format, width } = await sharp(await buffer(stored.body)).metadata();
  return { format, width };
}
