import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MIN_SHORT_SIDE } from '../../../lib/upload-limits.ts';
import type { RefusalCode } from './upload-queue.ts';

// The server's upload limits (docs/decisions/016), checked in the browser from the file's first
// bytes so that a file the server would refuse is never sent.

/** Enough of a file's start to find its dimensions in most photos (a JPEG's EXIF may push them further). */
const HEADER_BYTES = 64 * 1024;

const IMAGE_EXTENSION = /\.(jpe?g|png|webp)$/i;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface Dimensions {
  width: number;
  height: number;
}

/** Why the server would refuse this file, as far as its name, size and header tell; else undefined. */
export async function checkImageFile(file: File): Promise<RefusalCode | undefined> {
  if (!IMAGE_EXTENSION.test(file.name) && !IMAGE_TYPES.has(file.type)) return 'notImage';
  if (file.size === 0) return 'empty';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  const header = new DataView(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const format = formatOf(header);
  if (!format) return 'notImage';
  const size = DIMENSIONS[format](header);
  if (!size) return undefined; // not in the header's first bytes: the server decides
  if (size.width * size.height > PHOTO_MAX_PIXELS) return 'tooManyPixels';
  if (Math.min(size.width, size.height) < PHOTO_MIN_SHORT_SIDE) return 'tooSmall';
  return undefined;
}

type Format = 'jpeg' | 'png' | 'webp';

const ascii = (view: DataView, offset: number, length: number) =>
  offset + length > view.byteLength
    ? ''
    : String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

function formatOf(view: DataView): Format | undefined {
  if (view.byteLength < 12) return undefined;
  if (view.getUint8(0) === 0xff && view.getUint8(1) === 0xd8 && view.getUint8(2) === 0xff) return 'jpeg';
  if (view.getUint32(0) === 0x89504e47 && view.getUint32(4) === 0x0d0a1a0a) return 'png';
  if (ascii(view, 0, 4) === 'RIFF' && ascii(view, 8, 4) === 'WEBP') return 'webp';
  return undefined;
}

/** Start-of-frame markers carry the size; C4 (Huffman), C8 (reserved) and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(view: DataView): Dimensions | undefined {
  let offset = 2;
  while (offset + 9 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return undefined;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function pngDimensions(view: DataView): Dimensions | undefined {
  if (view.byteLength < 24 || ascii(view, 12, 4) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function webpDimensions(view: DataView): Dimensions | undefined {
  const chunk = ascii(view, 12, 4);
  if (chunk === 'VP8 ' && view.byteLength >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && view.byteLength >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && view.byteLength >= 30) {
    const uint24 = (at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return undefined;
}

const DIMENSIONS: Record<Format, (view: DataView) => Dimensions | undefined> = {
  jpeg: jpegDimensions,
  png: pngDimensions,
  webp: webpDimensions,
};
