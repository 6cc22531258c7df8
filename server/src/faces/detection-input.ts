import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../lib/images.ts';
import { DETECTOR_LONG_SIDE } from '../media/decoded-image.ts';

// What face detection is given, apart from the model (face-model.ts): the web server prepares a
// selfie with this and never loads tfjs itself, which would cost it ~65 MB (decisions/055).

/**
 * The picture in the middle of a grey canvas twice its size. SSD MobileNet misses most faces that
 * fill the whole picture (a tight crop): of the 22 faces in face-api's sample photos cropped to
 * their boxes, it found 9 as they were and 20 padded this way. At most maxSide in the end, so
 * detection does not scale the face down further.
 */
export async function paddedForDetection(image: Buffer, maxSide = DETECTOR_LONG_SIDE): Promise<Buffer> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(maxSide / 2, maxSide / 2, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width / 2);
  const y = Math.floor(info.height / 2);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extend({ left: x, right: x, top: y, bottom: y, background: { r: 128, g: 128, b: 128 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
