import sharp from 'sharp';
import { UNTRUSTED_IMAGE } from '../lib/images.ts';
import type { DecodedImage } from '../media/decoded-image.ts';
import { boundsOf, type TurnedBox } from './text-geometry.ts';

// The pixels a text line is read from. Lines are found on a scaled copy; a line that is small
// there is read from the original's own pixels, decoded only in a band around it: libjpeg skips
// the rows above the band cheaply and stops after it, so a 24 MP photo is never decoded whole.

/** Upright RGB pixels of part of a photo, and where they sit in the upright original. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
  /** Original pixel (x, y) is raster pixel ((x − left) × scale, (y − top) × scale). */
  left: number;
  top: number;
  scale: number;
}

export type Region = { left: number; top: number; right: number; bottom: number };

/** The scaled copy the pipeline decoded, as a raster of the whole original. */
export const wholeRaster = (image: DecodedImage): Raster => ({
  data: image.data,
  width: image.width,
  height: image.height,
  left: 0,
  top: 0,
  scale: image.width / image.originalWidth,
});

/** Where upright pixel (x, y) of a photo with EXIF orientation `orientation` is stored in the file. */
export function storedPixel(orientation: number, width: number, height: number, x: number, y: number) {
  // width × height: the stored (not upright) size.
  switch (orientation) {
    case 2:
      return { x: width - 1 - x, y };
    case 3:
      return { x: width - 1 - x, y: height - 1 - y };
    case 4:
      return { x, y: height - 1 - y };
    case 5:
      return { x: y, y: x };
    case 6:
      return { x: y, y: height - 1 - x };
    case 7:
      return { x: width - 1 - y, y: height - 1 - x };
    case 8:
      return { x: width - 1 - y, y: x };
    default:
      return { x, y };
  }
}

/**
 * The original's own pixels in `regions` (upright coordinates, clamped to the photo), decoded from
 * the file once per region without decoding the rest of it.
 */
export async function originalRasters(original: Buffer, regions: Region[]): Promise<Raster[]> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(original, UNTRUSTED_IMAGE).metadata();
  const turned = orientation >= 5;
  const [uprightWidth, uprightHeight] = turned ? [height, width] : [width, height];
  return Promise.all(
    regions.map(async (wanted) => {
      const left = Math.max(0, wanted.left);
      const top = Math.max(0, wanted.top);
      const right = Math.min(uprightWidth, wanted.right);
      const bottom = Math.min(uprightHeight, wanted.bottom);
      const [w, h] = [Math.max(1, right - left), Math.max(1, bottom - top)];
      const corners = [
        storedPixel(orientation, width, height, left, top),
        storedPixel(orientation, width, height, left + w - 1, top + h - 1),
      ];
      const stored = {
        left: Math.min(corners[0]!.x, corners[1]!.x),
        top: Math.min(corners[0]!.y, corners[1]!.y),
        width: turned ? h : w,
        height: turned ? w : h,
      };
      const data = await sharp(original, UNTRUSTED_IMAGE)
        .extract(stored)
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer();
      const raster = { data, width: w, height: h, left, top, scale: 1 };
      return orientation === 1 ? raster : { ...raster, data: uprighted(data, stored, orientation, w, h) };
    }),
  );
}

/** A stored crop's pixels turned upright (w × h), following the same mapping as storedPixel. */
function uprighted(
  data: Buffer,
  stored: { left: number; top: number; width: number; height: number },
  orientation: number,
  w: number,
  h: number,
): Buffer {
  const upright = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      // Within the crop, the mapping is the photo's own applied to the crop's size.
      const from = storedPixel(orientation, stored.width, stored.height, x, y);
      data.copy(
        upright,
        (y * w + x) * 3,
        (from.y * stored.width + from.x) * 3,
        (from.y * stored.width + from.x) * 3 + 3,
      );
    }
  }
  return upright;
}

/** The level region around `box`, `along` line heights beyond each end and `across` heights above and below. */
export function regionAround(box: TurnedBox, along: number, across: number): Region {
  return boundsOf({ ...box, width: box.width + 2 * along * box.height, height: box.height * (1 + 2 * across) });
}

/** Regions this many original rows apart or closer are decoded as one band. */
const BAND_GAP = 256;

/** Regions grouped into bands of rows; each band's region spans all of its members. */
function bands(regions: Region[]): { region: Region; members: number[] }[] {
  const order = regions.map((_, index) => index).sort((a, b) => regions[a]!.top - regions[b]!.top);
  const found: { region: Region; members: number[] }[] = [];
  for (const index of order) {
    const region = regions[index]!;
    const last = found.at(-1);
    if (last && region.top <= last.region.bottom + BAND_GAP) {
      last.members.push(index);
      last.region = {
        left: Math.min(last.region.left, region.left),
        top: last.region.top,
        right: Math.max(last.region.right, region.right),
        bottom: Math.max(last.region.bottom, region.bottom),
      };
    } else found.push({ region: { ...region }, members: [index] });
  }
  return found;
}

/**
 * Pixels to read each of `regions` from: the decoded copy, unless a region's `lineHeight` (original
 * pixels) is below `wanted` there and the original has more pixels; those are decoded from the
 * original, one band of rows for regions close together.
 */
export async function rastersFor(
  decoded: DecodedImage,
  original: Buffer | undefined,
  regions: { region: Region; lineHeight: number }[],
  wanted: number,
): Promise<Raster[]> {
  const whole = wholeRaster(decoded);
  const rasters = regions.map(() => whole);
  if (!original || whole.scale >= 1) return rasters;
  const small = regions.flatMap((line, index) => (line.lineHeight * whole.scale < wanted ? [index] : []));
  const grouped = bands(small.map((index) => regions[index]!.region));
  const decodedBands = await originalRasters(
    original,
    grouped.map((band) => band.region),
  );
  grouped.forEach((band, n) => {
    for (const member of band.members) rasters[small[member]!] = decodedBands[n]!;
  });
  return rasters;
}

/** The RGB colour at original pixel (x, y), bilinearly interpolated into `into`; false outside the raster. */
export function colourAt(raster: Raster, x: number, y: number, into: number[]): boolean {
  const rx = (x - raster.left) * raster.scale - 0.5;
  const ry = (y - raster.top) * raster.scale - 0.5;
  if (rx < 0 || ry < 0 || rx > raster.width - 1 || ry > raster.height - 1) return false;
  const [x0, y0] = [Math.floor(rx), Math.floor(ry)];
  const [fx, fy] = [rx - x0, ry - y0];
  // Offsets of the four neighbours (hot loop: no closures, no arrays made per pixel).
  const row = raster.width * 3;
  const a = (y0 * raster.width + x0) * 3;
  const right = x0 + 1 < raster.width ? 3 : 0;
  const down = y0 + 1 < raster.height ? row : 0;
  const data = raster.data;
  for (let channel = 0; channel < 3; channel += 1) {
    const at = a + channel;
    const top = data[at]! * (1 - fx) + data[at + right]! * fx;
    const bottom = data[at + down]! * (1 - fx) + data[at + down + right]! * fx;
    into[channel] = top * (1 - fy) + bottom * fy;
  }
  return true;
}

/**
 * The line `box` drawn level into `width` × `height` RGB pixels (u along the text, v across),
 * averaging several samples per pixel (up to `maxSupersampling` a side) when the raster has more
 * pixels than the drawing.
 * Outside the raster is mid grey.
 */
export function levelLine(
  raster: Raster,
  box: TurnedBox,
  width: number,
  height: number,
  maxSupersampling = Infinity,
): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  const step = Math.max(1, Math.min(maxSupersampling, Math.ceil((box.height * raster.scale) / height)));
  const [cos, sin] = [Math.cos(box.angle), Math.sin(box.angle)];
  const colour = [0, 0, 0];
  const sum = [0, 0, 0];
  for (let j = 0; j < height; j += 1) {
    for (let i = 0; i < width; i += 1) {
      sum[0] = sum[1] = sum[2] = 0;
      for (let sj = 0; sj < step; sj += 1) {
        const v = ((j + (sj + 0.5) / step) / height - 0.5) * box.height;
        for (let si = 0; si < step; si += 1) {
          const u = ((i + (si + 0.5) / step) / width - 0.5) * box.width;
          // pointAt(box, u, v), inlined: this runs for every sample of every line.
          if (!colourAt(raster, box.cx + u * cos - v * sin, box.cy + u * sin + v * cos, colour)) colour.fill(128);
          sum[0]! += colour[0]!;
          sum[1]! += colour[1]!;
          sum[2]! += colour[2]!;
        }
      }
      const at = (j * width + i) * 3;
      pixels[at] = Math.round(sum[0]! / (step * step));
      pixels[at + 1] = Math.round(sum[1]! / (step * step));
      pixels[at + 2] = Math.round(sum[2]! / (step * step));
    }
  }
  return pixels;
}
