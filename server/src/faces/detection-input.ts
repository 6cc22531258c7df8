import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../lib/images.ts';
import { DETECTOR_LONG_SIDE, type DecodedImage } from '../media/decoded-image.ts';

// What face detection is given, apart from the model (face-model.ts): the web server prepares a
// selfie with this and never loads tfjs itself, which would cost it ~65 MB (decisions/055).

/**
 * The long side a selfie is detected at. SSD MobileNet looks at a 512 × 512 copy whatever it is
 * given, so more pixels only cost: a selfie at 1 600 px took ~25 % more CPU than at 640 px for the
 * same face (decisions/055), and a selfie's face is large.
 */
export const SELFIE_LONG_SIDE = 800;

/**
 * The picture in the middle of a grey canvas twice its size. SSD MobileNet misses most faces that
 * fill the whole picture (a tight crop): of the 22 faces in face-api's sample photos cropped to
 * their boxes, it found 9 as they were and 20 padded this way. At most maxSide in the end, so
 * detection does not scale the face down further; the pixels are handed over as they are.
 */
export async function paddedForDetection(
  image: Buffer | DecodedImage,
  maxSide = DETECTOR_LONG_SIDE,
): Promise<DecodedImage> {
  const input = Buffer.isBuffer(image)
    ? sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate()
    : sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
  const { data, info } = await input
    .resize(maxSide / 2, maxSide / 2, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width / 2);
  const y = Math.floor(info.height / 2);
  const padded = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extend({ left: x, right: x, top: y, bottom: y, background: { r: 128, g: 128, b: 128 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = padded.info;
  return { data: padded.data, width, height, channels: 3, originalWidth: width, originalHeight: height };
}
