// A perceptual hash tells "the same picture" from "another picture" whatever the file: re-encoded,
// resized into the preview or the thumbnail, watermarked. Hide-me uses it to refuse an activity's
// own photos where a selfie is required. Measured thresholds: docs/decisions/015.
import sharp, { type Sharp } from 'sharp';
import { UNTRUSTED_IMAGE } from '../lib/images.ts';

/** The picture is shrunk to SIDE × SIDE grey pixels… */
const SIDE = 64;
/** …whose FREQUENCIES × FREQUENCIES lowest DCT frequencies give one bit each. */
const FREQUENCIES = 16;
export const PERCEPTUAL_HASH_BYTES = (FREQUENCIES * FREQUENCIES) / 8;

/** cos((2x + 1)uπ / 2·SIDE) for the kept frequencies u: the DCT-II basis. */
const BASIS = Array.from({ length: FREQUENCIES }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/**
 * 256-bit DCT hash (pHash) of an image: a bit per low frequency, set where its coefficient is above
 * the median of all but the mean brightness. A watermark or a JPEG re-encoding moves a few
 * coefficients across the median; another picture moves about half of them.
 */
export async function perceptualHash(image: Sharp): Promise<Uint8Array<ArrayBuffer>> {
  const { data, info } = await image
    .greyscale()
    .resize(SIDE, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stride = info.channels;
  // The 2-D DCT as two passes of 1-D ones: along each row, then down each column.
  const rows = new Float64Array(SIDE * FREQUENCIES);
  for (let y = 0; y < SIDE; y++) {
    for (let u = 0; u < FREQUENCIES; u++) {
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += data[(y * SIDE + x) * stride]! * BASIS[u]![x]!;
      rows[y * FREQUENCIES + u] = sum;
    }
  }
  const coefficients = new Float64Array(FREQUENCIES * FREQUENCIES);
  for (let v = 0; v < FREQUENCIES; v++) {
    for (let u = 0; u < FREQUENCIES; u++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += rows[y * FREQUENCIES + u]! * BASIS[v]![y]!;
      coefficients[v * FREQUENCIES + u] = sum;
    }
  }
  const median = coefficients.slice(1).sort()[(coefficients.length - 1) >> 1]!;
  const hash = new Uint8Array(PERCEPTUAL_HASH_BYTES);
  coefficients.forEach((value, i) => {
    if (value > median) hash[i >> 3] = hash[i >> 3]! | (0x80 >> (i & 7));
  });
  return hash;
}

/** The perceptual hash of an encoded image file, upright and with transparency on white. */
export function perceptualHashOfFile(file: Buffer): Promise<Uint8Array<ArrayBuffer>> {
  return perceptualHash(sharp(file, UNTRUSTED_IMAGE).autoOrient().flatten({ background: '#ffffff' }));
}
