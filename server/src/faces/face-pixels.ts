import sharp from 'sharp';
import type { DecodedImage } from '../media/decoded-image.ts';

// Whether two faces are the same pixels: a face cut out of a published photo (cropped, resized,
// re-encoded, mirrored) against the faces of that photo. Descriptors cannot tell: the preview's
// watermark and a re-cut face move a copy's descriptor as far as another photo of the person
// moves it (decisions/015). The faces' grey pixels, lined up on their boxes, can: a copy keeps
// the light, expression and pose of its photo, another photo does not.

type Box = { x: number; y: number; width: number; height: number };

/** Grey pixels of a whole picture, 0..255. */
export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Samples per side of the patch compared. Small enough that a thumbnail's face (~20 px) fills it. */
const GRID = 24;
/** The patch covers the face's box widened by this much: the forehead, cheeks and chin. */
const WIDEN = 1.25;
/** The region is scaled so that one sample falls on one pixel. */
const BOX_PIXELS = GRID / WIDEN;
/** Boxes of the same face found in two cuts differ by a few percent: the selfie's patch is tried shifted and scaled. */
const SHIFTS = [-0.08, -0.04, 0, 0.04, 0.08];
const SCALES = [0.92, 1, 1.08];

/** A face's neighbourhood, scaled so that its box is BOX_PIXELS wide, and the box in it. */
export interface FaceRegion {
  grey: Float32Array;
  width: number;
  height: number;
  box: Box;
}

export async function greyImage(picture: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(picture).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function greyOfDecoded(image: DecodedImage): Promise<GreyImage> {
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const { data, info } = await sharp(image.data, { raw }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The face at `box` (in the picture's pixels) and twice its size around it. */
export async function faceRegion(picture: GreyImage, box: Box): Promise<FaceRegion> {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const left = clamp(Math.floor(centre.x - box.width), 0, picture.width - 1);
  const top = clamp(Math.floor(centre.y - box.height), 0, picture.height - 1);
  const right = clamp(Math.ceil(centre.x + box.width), left + 1, picture.width);
  const bottom = clamp(Math.ceil(centre.y + box.height), top + 1, picture.height);
  const factor = BOX_PIXELS / Math.max(1, box.width);
  const width = Math.max(1, Math.round((right - left) * factor));
  const height = Math.max(1, Math.round((bottom - top) * factor));
  const data = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 1 } })
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const [fx, fy] = [width / (right - left), height / (bottom - top)];
  return {
    grey: Float32Array.from(data),
    width,
    height,
    box: { x: (box.x - left) * fx, y: (box.y - top) * fy, width: box.width * fx, height: box.height * fy },
  };
}

/** The selfie's face, its box given in the pixels of the original picture. */
export async function selfieRegion(upright: DecodedImage, box: Box): Promise<FaceRegion> {
  return faceRegion(await greyOfDecoded(upright), scaled(box, upright.width / upright.originalWidth));
}

/**
 * How alike the selfie's face is to a stored face of a photo, in the photo's public renditions
 * (its thumbnail and its watermarked preview: whichever a copy was cut from matches it best).
 * `box` is in the pixels of the photo's original, `originalWidth` px wide.
 */
export async function similarityInRenditions(
  selfie: FaceRegion,
  renditions: GreyImage[],
  originalWidth: number,
  box: Box,
): Promise<number> {
  let best = -1;
  for (const rendition of renditions) {
    const stored = await faceRegion(rendition, scaled(box, rendition.width / originalWidth));
    best = Math.max(best, pixelSimilarity(selfie, stored));
  }
  return best;
}

const scaled = (box: Box, factor: number): Box => ({
  x: box.x * factor,
  y: box.y * factor,
  width: box.width * factor,
  height: box.height * factor,
});

/**
 * How alike two faces' pixels are, -1..1: the correlation of their patches, the first one tried
 * shifted, scaled and mirrored to line up with the second. Copies of one face come near 1.
 */
export function pixelSimilarity(selfie: FaceRegion, stored: FaceRegion): number {
  const target = patch(stored, 0, 0, 1, false);
  let best = -1;
  for (const mirrored of [false, true])
    for (const scale of SCALES)
      for (const dy of SHIFTS)
        for (const dx of SHIFTS) best = Math.max(best, dot(patch(selfie, dx, dy, scale, mirrored), target));
  return best;
}

/** GRID × GRID samples over the widened box (moved by dx, dy box sizes, scaled), mean 0 and length 1. */
function patch(region: FaceRegion, dx: number, dy: number, scale: number, mirrored: boolean): Float32Array {
  const { box } = region;
  const cx = box.x + box.width * (0.5 + dx);
  const cy = box.y + box.height * (0.5 + dy);
  const [w, h] = [box.width * WIDEN * scale, box.height * WIDEN * scale];
  const values = new Float32Array(GRID * GRID);
  let sum = 0;
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < GRID; column += 1) {
      const across = mirrored ? GRID - 1 - column : column;
      const value = sample(region, cx + ((across + 0.5) / GRID - 0.5) * w, cy + ((row + 0.5) / GRID - 0.5) * h);
      values[row * GRID + column] = value;
      sum += value;
    }
  }
  const mean = sum / values.length;
  let norm = 0;
  for (let i = 0; i < values.length; i += 1) {
    values[i] = values[i]! - mean;
    norm += values[i]! ** 2;
  }
  const length = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i += 1) values[i] = values[i]! / length;
  return values;
}

/** Bilinear, edges repeated: a face at the picture's border is compared on what is there. */
function sample({ grey, width, height }: FaceRegion, x: number, y: number): number {
  const px = clamp(x - 0.5, 0, width - 1);
  const py = clamp(y - 0.5, 0, height - 1);
  const [x0, y0] = [Math.floor(px), Math.floor(py)];
  const [x1, y1] = [Math.min(width - 1, x0 + 1), Math.min(height - 1, y0 + 1)];
  const [ax, ay] = [px - x0, py - y0];
  const top = grey[y0 * width + x0]! * (1 - ax) + grey[y0 * width + x1]! * ax;
  const bottom = grey[y1 * width + x0]! * (1 - ax) + grey[y1 * width + x1]! * ax;
  return top * (1 - ay) + bottom * ay;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
