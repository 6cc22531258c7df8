import sharp from 'sharp';
import type { DetectedFace } from './face-model.ts';

// How a photo's stored faces look in its public renditions (the watermarked preview, the
// thumbnail): what anyone can copy. Hide me compares a selfie's face with these (decisions/015).

type Box = DetectedFace['box'];

/** Describes faces at known boxes of a picture: FacePool.describe or face-model's describeFaces. */
export type DescribeFaces = (image: Buffer, boxes: Box[]) => Promise<(Float32Array | null)[]>;

/**
 * The descriptors of the photo's faces as they appear in `rendition`, one per box (null where a box
 * has no pixels there). `boxes` are in the pixels of the original, `originalWidth` wide once upright;
 * a rendition is stored upright and without metadata, so its width alone gives the scale.
 */
export async function describeInRendition(
  describe: DescribeFaces,
  rendition: Buffer,
  originalWidth: number,
  boxes: readonly Box[],
): Promise<(Float32Array | null)[]> {
  const { width } = await sharp(rendition).metadata();
  const scale = width / originalWidth;
  const scaled = boxes.map((box) => ({
    x: box.x * scale,
    y: box.y * scale,
    width: box.width * scale,
    height: box.height * scale,
  }));
  return describe(rendition, scaled);
}
