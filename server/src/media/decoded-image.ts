import sharp, { type SharpOptions } from 'sharp';
import { UNTRUSTED_IMAGE } from '../lib/images.ts';

// A photo is decoded once (decisions/053): the renditions, the bib reader and the face detector all
// work from these pixels, scaled down from the original while libjpeg decodes it (shrink-on-load).

/** Upright sRGB pixels of a decoded photo and the size of the original they were scaled from. */
export interface DecodedImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
  /** The original's size once its EXIF orientation is applied. */
  originalWidth: number;
  originalHeight: number;
}

/** The long side the bib reader and the face detector look at: bibs and faces stay legible, work stays small. */
export const DETECTOR_LONG_SIDE = 1600;

/**
 * Decodes `image` upright to at most `longSide` px: JPEG shrink-on-load makes libvips decode a
 * 24 MP file at 1/2 scale. Throws an Error whose message says why when it is not a readable image
 * (truncated, over the pixel limit).
 */
export async function decodeImage(
  image: Buffer,
  longSide: number,
  options: SharpOptions = UNTRUSTED_IMAGE,
): Promise<DecodedImage> {
  try {
    const input = sharp(image, options);
    const { autoOrient } = await input.metadata();
    const { data, info } = await input
      .autoOrient()
      .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no alpha: transparent PNG areas become white rather than black.
      .flatten({ background: '#ffffff' })
      // Converts through the embedded ICC profile (Adobe RGB, CMYK…) and makes greyscale 3 bands.
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      channels: 3,
      originalWidth: autoOrient.width,
      originalHeight: autoOrient.height,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the image: ${reason}`, { cause: error });
  }
}

/** The decoded pixels at most `longSide` px: scaled down from the decoded copy, never decoded again. */
export async function sizedCopy(image: DecodedImage, longSide: number): Promise<DecodedImage> {
  if (Math.max(image.width, image.height) <= longSide) return image;
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const { data, info } = await sharp(image.data, { raw })
    .resize(longSide, longSide, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...image, data, width: info.width, height: info.height };
}

/** The detectors' leniency with a file given to them directly (a selfie): a damaged tail is still a face. */
const LENIENT: SharpOptions = { failOn: 'truncated', limitInputPixels: UNTRUSTED_IMAGE.limitInputPixels };

/** An encoded file is decoded, decoded pixels are only scaled: what the detectors accept. */
export function detectorImage(image: Buffer | DecodedImage, longSide: number): Promise<DecodedImage> {
  return Buffer.isBuffer(image) ? decodeImage(image, longSide, LENIENT) : sizedCopy(image, longSide);
}
