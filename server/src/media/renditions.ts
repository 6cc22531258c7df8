import exifr from 'exifr';
import sharp from 'sharp';
import type { JpegOptions } from 'sharp';
import { UNTRUSTED_IMAGE } from '../lib/images.ts';
import { notoSansTc, robotoCondensed, textToSvgPath } from './text-paths.ts';

export const THUMBNAIL_LONG_SIDE = 400;
export const PREVIEW_LONG_SIDE = 1600;

export interface Renditions {
  thumbnail: Buffer;
  preview: Buffer;
  /** The original's size once its EXIF orientation is applied. */
  width: number;
  height: number;
  /** EXIF capture time, or null when the file has none (the caller falls back to the upload time). */
  takenAt: Date | null;
}

// mozjpeg (progressive, trellis quantisation) costs ~65 ms more per preview than plain progressive
// and makes every preview ~17 % smaller: previews are what the site serves most.
const JPEG: JpegOptions = { quality: 80, mozjpeg: true };

// Cameras write local time without a zone unless they set OffsetTime*; our events are in Taiwan.
const TAIPEI_OFFSET_MINUTES = 8 * 60;

/**
 * Makes the thumbnail and the watermarked preview of an uploaded original and reads its capture time.
 * Throws an Error whose message says why when the original cannot be decoded (not an image,
 * truncated, over the pixel limit). Both outputs carry no metadata (no EXIF, GPS, XMP or ICC).
 */
export async function makeRenditions(original: Buffer): Promise<Renditions> {
  const [decoded, takenAt] = await Promise.all([decodePreviewPixels(original), readTakenAt(original)]);
  const { pixels, raw, width, height } = decoded;
  const overlay = await fitWithin(await watermarkTile(Math.max(raw.width, raw.height)), raw);
  const [preview, thumbnail] = await Promise.all([
    sharp(pixels, { raw })
      .composite([{ input: overlay.data, raw: overlay.raw, tile: true, gravity: 'northwest' }])
      .jpeg(JPEG)
      .toBuffer(),
    // No watermark on the thumbnail: at 400 px it is useless as a print, and a mark would hide the
    // faces and bibs a runner scans a results grid for.
    sharp(pixels, { raw })
      .resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg(JPEG)
      .toBuffer(),
  ]);
  return { thumbnail, preview, width, height, takenAt };
}

/**
 * The only decode of the original: JPEG shrink-on-load makes libvips decode a 24 MP file at 1/2
 * scale, and both renditions are then made from these preview-sized sRGB pixels.
 */
async function decodePreviewPixels(original: Buffer) {
  try {
    const image = sharp(original, UNTRUSTED_IMAGE);
    const { autoOrient } = await image.metadata();
    const { data, info } = await image
      .autoOrient()
      .resize(PREVIEW_LONG_SIDE, PREVIEW_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no alpha: transparent PNG areas become white rather than black.
      .flatten({ background: '#ffffff' })
      // Converts through the embedded ICC profile (Adobe RGB, CMYK…) and makes greyscale 3 bands.
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return { pixels: data, raw, width: autoOrient.width, height: autoOrient.height };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read the image: ${reason}`, { cause: error });
  }
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const EXIF_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** Capture time from EXIF; a missing, zeroed ("0000:00:00 …") or garbled value gives null. */
async function readTakenAt(original: Buffer): Promise<Date | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(original, {
      pick: [
        'DateTimeOriginal',
        'OffsetTimeOriginal',
        'SubSecTimeOriginal',
        'CreateDate',
        'OffsetTimeDigitized',
        'SubSecTimeDigitized',
      ],
      // Revived dates would be read in the server's own time zone; parse the raw strings instead.
      reviveValues: false,
    });
  } catch {
    return null; // unreadable EXIF must not fail the photo: the image itself decoded
  }
  if (!tags) return null;
  return (
    exifDate(tags.DateTimeOriginal, tags.OffsetTimeOriginal, tags.SubSecTimeOriginal) ??
    exifDate(tags.CreateDate, tags.OffsetTimeDigitized, tags.SubSecTimeDigitized)
  );
}

function exifDate(value: unknown, offset: unknown, subSeconds: unknown): Date | null {
  const parts = typeof value === 'string' ? EXIF_DATE.exec(value.trim()) : null;
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1).map(Number);
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls "02:31" over into March and "00:00" back a month: a value that does not
  // survive the round trip (a camera with an unset clock writes zeros) is no date.
  if (local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day || hour > 23) return null;
  // Sub-seconds keep bursts in order for "前後五秒"; EXIF stores the digits after the point.
  const digits = String(subSeconds ?? '').trim();
  const milliseconds = /^\d+$/.test(digits) ? Math.round(Number(`0.${digits}`) * 1000) : 0;
  return new Date(local.getTime() - offsetMinutes(offset) * 60_000 + milliseconds);
}

function offsetMinutes(offset: unknown): number {
  const parts = typeof offset === 'string' ? EXIF_OFFSET.exec(offset.trim()) : null;
  if (!parts) return TAIPEI_OFFSET_MINUTES;
  return (parts[1] === '-' ? -1 : 1) * (Number(parts[2]) * 60 + Number(parts[3]));
}

interface WatermarkTile {
  data: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

const tiles = new Map<number, Promise<WatermarkTile>>();

/**
 * One repeatable RGBA tile of the diagonal site mark, drawn from font outlines (no system font),
 * rasterised once per process per size step and repeated by sharp over the whole preview.
 * White ink with a dark outline stays visible on snow and on asphalt, and is translucent enough
 * for a runner to recognise their face and bib through it.
 */
function watermarkTile(previewLongSide: number): Promise<WatermarkTile> {
  // Sizes in steps of 100 px keep the cache at ≤ 16 tiles (≤ 1 MB each) whatever small images come.
  const step = Math.max(100, Math.round(previewLongSide / 100) * 100);
  let tile = tiles.get(step);
  if (!tile) {
    tile = renderTile(step / PREVIEW_LONG_SIDE);
    tiles.set(step, tile);
    // Failures are not cached: the next photo retries.
    tile.catch(() => tiles.delete(step));
  }
  return tile;
}

/**
 * The tile cropped to the preview where it is wider or taller (a tiny image, a narrow panorama):
 * sharp refuses an overlay larger than its image, and in that direction one copy covers it all.
 */
async function fitWithin(tile: WatermarkTile, image: { width: number; height: number }): Promise<WatermarkTile> {
  const width = Math.min(tile.raw.width, image.width);
  const height = Math.min(tile.raw.height, image.height);
  if (width === tile.raw.width && height === tile.raw.height) return tile;
  const data = await sharp(tile.data, { raw: tile.raw }).extract({ left: 0, top: 0, width, height }).raw().toBuffer();
  return { data, raw: { width, height, channels: 4 } };
}

async function renderTile(scale: number): Promise<WatermarkTile> {
  const width = Math.max(1, Math.round(640 * scale));
  const height = Math.max(1, Math.round(420 * scale));
  const chinese = textToSvgPath('運動相簿', notoSansTc('運動相簿'), 76 * scale);
  const latin = textToSvgPath('SPORTS PHOTO', robotoCondensed(), 40 * scale);
  const lineGap = 14 * scale;
  // The two lines centred on (0, 0), the mark's centre.
  const chineseY = -lineGap / 2;
  const latinY = lineGap / 2 + (latin.bounds.y2 - latin.bounds.y1);
  const mark =
    `<path transform="translate(${-chinese.width / 2} ${chineseY})" d="${chinese.d}"/>` +
    `<path transform="translate(${-latin.width / 2} ${latinY})" d="${latin.d}"/>`;
  // The mark at the centre and at the four corners: the corner copies join across tile edges,
  // so the repeated tiles form a staggered diagonal pattern without seams.
  const centres = [
    [width / 2, height / 2],
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ];
  const marks = centres.map(([x, y]) => `<g transform="translate(${x} ${y}) rotate(-28)">${mark}</g>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g fill="#ffffff" fill-opacity="0.42" stroke="#000000" stroke-opacity="0.35" ` +
    `stroke-width="${(1.6 * scale).toFixed(2)}">${marks}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: 4 } };
}
