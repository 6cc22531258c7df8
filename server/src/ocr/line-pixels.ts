import sharp from 'sharp';
import { UNTRUSTED_IMAGE } from '../lib/images.ts';
import type { DecodedImage } from '../media/decoded-image.ts';
import { boundsOf, type TurnedBox } from './text-geometry.ts';

// The pixels a text line is read from. Lines are found on a scaled copy; a line that is small
// there is read from the original's own pixels, decoded down to the rows around it: libjpeg stops
// after them, but decodes every row above them (a band at row 3 000 of a 24 MP photo costs ~90 ms).

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

/** A photo file's size as stored (not turned upright) and its EXIF orientation. */
interface StoredSize {
  width: number;
  height: number;
  orientation: number;
}

/** Rows top…bottom − 1 of a photo's file as stored, decoded across its whole width (RGB). */
interface StoredRows extends StoredSize {
  top: number;
  bottom: number;
  data: Buffer;
}

type StoredRect = { left: number; top: number; width: number; height: number };

/**
 * The rows of each original decoded so far, while its reading lasts (the entry goes with the file's
 * buffer). libjpeg decodes every row above the ones asked for, so a band decoded on its own cost as
 * much as the whole photo above it, and a photo's lines, their closer looks and the lines these find
 * asked for two or three bands each; now the later bands are cut from rows already decoded.
 */
const decodedRows = new WeakMap<Buffer, Promise<StoredRows>>();
/** Rows decoded beyond a band's, above (free: libjpeg decodes them anyway) and below (~4 ms of a 24 MP photo). */
const SPARE_ROWS = 128;

/** The file's rows top…bottom − 1, decoded once for this and every later band of the same file within them. */
async function storedRows(
  original: Buffer,
  wanted: (size: StoredSize) => { top: number; bottom: number },
): Promise<StoredRows> {
  const known = await decodedRows.get(original)?.catch(() => undefined);
  const size = known ?? (await sizeOf(original));
  const { top, bottom } = wanted(size);
  if (known && known.top <= top && bottom <= known.bottom) return known;
  // Rows already decoded stay covered, and a few more each side: a photo's later bands (a closer
  // look's taller area, a line found there) reach a little beyond its first.
  const [from, to] = known ? [Math.min(known.top, top), Math.max(known.bottom, bottom)] : [top, bottom];
  const decoding = decodeRows(original, size, Math.max(0, from - SPARE_ROWS), Math.min(size.height, to + SPARE_ROWS));
  decodedRows.set(original, decoding);
  return decoding;
}

async function sizeOf(original: Buffer): Promise<StoredSize> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(original, UNTRUSTED_IMAGE).metadata();
  return { width, height, orientation };
}

async function decodeRows(original: Buffer, size: StoredSize, top: number, bottom: number): Promise<StoredRows> {
  const { width, height, orientation } = size;
  const data = await sharp(original, UNTRUSTED_IMAGE)
    .extract({ left: 0, top, width, height: bottom - top })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  return { width, height, orientation, top, bottom, data };
}

/** The RGB pixels of `rect` (stored coordinates) cut from decoded rows. */
function cut(rows: StoredRows, rect: StoredRect): Buffer {
  const out = Buffer.alloc(rect.width * rect.height * 3);
  for (let y = 0; y < rect.height; y += 1) {
    const start = ((rect.top + y - rows.top) * rows.width + rect.left) * 3;
    rows.data.copy(out, y * rect.width * 3, start, start + rect.width * 3);
  }
  return out;
}

/**
 * The original's own pixels in `regions` (upright coordinates, clamped to the photo), decoded from
 * the file without decoding the rows below them, and each row once however many bands ask for it.
 */
export async function originalRasters(original: Buffer, regions: Region[]): Promise<Raster[]> {
  if (regions.length === 0) return [];
  const placed = (size: StoredSize) => regions.map((wanted) => place(wanted, size));
  const rows = await storedRows(original, (size) => {
    const stored = placed(size).map((region) => region.stored);
    return {
      top: Math.min(...stored.map((rect) => rect.top)),
      bottom: Math.max(...stored.map((rect) => rect.top + rect.height)),
    };
  });
  return placed(rows).map(({ stored, raster }) => {
    const data = cut(rows, stored);
    return rows.orientation === 1
      ? { ...raster, data }
      : { ...raster, data: uprighted(data, stored, rows.orientation, raster.width, raster.height) };
  });
}

/** Where an upright region (clamped to the photo) lies in the file as stored. */
function place(wanted: Region, { width, height, orientation }: StoredSize) {
  const turned = orientation >= 5;
  const [uprightWidth, uprightHeight] = turned ? [height, width] : [width, height];
  const left = Math.max(0, wanted.left);
  const top = Math.max(0, wanted.top);
  const right = Math.min(uprightWidth, wanted.right);
  const bottom = Math.min(uprightHeight, wanted.bottom);
  const [w, h] = [Math.max(1, right - left), Math.max(1, bottom - top)];
  const corners = [
    storedPixel(orientation, width, height, left, top),
    storedPixel(orientation, width, height, left + w - 1, top + h - 1),
  ];
  const stored: StoredRect = {
    left: Math.min(corners[0]!.x, corners[1]!.x),
    top: Math.min(corners[0]!.y, corners[1]!.y),
    width: turned ? h : w,
    height: turned ? w : h,
  };
  return { stored, raster: { width: w, height: h, left, top, scale: 1 } };
}

/** A stored crop's pixels turned upright (w × h), following the same mapping as storedPixel. */
function uprighted(data: Buffer, stored: StoredRect, orientation: number, w: number, h: number): Buffer {
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
