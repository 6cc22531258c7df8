import exifr from 'exifr';
import sharp from 'sharp';
import type { JpegOptions } from 'sharp';
import { decodeImage, sizedCopy, type DecodedImage } from './decoded-image.ts';
import { perceptualHash } from './perceptual-hash.ts';
import { notoSansTc, robotoCondensed, textToSvgPath } from './text-paths.ts';
import { webpVariants, type RawPixels, type Variant } from './web-copies.ts';

export const THUMBNAIL_LONG_SIDE = 400;
/** The preview's default long side and watermark (the album settings may change both). */
export const PREVIEW_LONG_SIDE = 1600;
export const WATERMARK_TEXT = '運動相簿';
/** The small line under the watermark text. */
const WATERMARK_SUBTITLE = 'SPORTS PHOTO';

/** How previews look: their long side in px and the large line of their watermark. */
export interface PreviewLook {
  previewLongSide: number;
  watermarkText: string;
}

const DEFAULT_LOOK: PreviewLook = { previewLongSide: PREVIEW_LONG_SIDE, watermarkText: WATERMARK_TEXT };

export interface Renditions {
  thumbnail: Buffer;
  preview: Buffer;
  /** The JPEGs' widths, which the srcset names them by. */
  thumbnailWidth: number;
  previewWidth: number;
  /** WebP copies narrower than their JPEG (none for an image already that small). */
  thumbnailVariants: Variant[];
  /** Made from the watermarked preview's pixels: no variant is ever clean. */
  previewVariants: Variant[];
  /** The original's size once its EXIF orientation is applied. */
  width: number;
  height: number;
  /** EXIF capture time, or null when the file has none (the caller falls back to the upload time). */
  takenAt: Date | null;
  /** Of the thumbnail's pixels (no watermark): the preview, the thumbnail and copies of them land close to it. */
  perceptualHash: Uint8Array<ArrayBuffer>;
}

// mozjpeg (progressive, trellis quantisation) costs ~65 ms more per preview than plain progressive
// and makes every preview ~17 % smaller: previews are what the site serves most. Its search for the
// best progressive scans is left out: the same pixels, ~1.5 % more bytes on real photos, a third
// less encoding time (decisions/085).
const JPEG: JpegOptions = { quality: 80, mozjpeg: true, optimiseScans: false };

// Cameras write local time without a zone unless they set OffsetTime*; our events are in Taiwan.
const TAIPEI_OFFSET_MINUTES = 8 * 60;

/**
 * Makes the thumbnail and the watermarked preview of an uploaded original and reads its capture time.
 * `decoded`: the original already decoded (decodeImage) at least `look.previewLongSide` px, so that
 * it is not decoded again. Throws an Error whose message says why when the original cannot be
 * decoded (not an image, truncated, over the pixel limit). Both outputs carry no metadata (no EXIF,
 * GPS, XMP or ICC).
 */
export async function makeRenditions(
  original: Buffer,
  look: PreviewLook = DEFAULT_LOOK,
  decoded?: DecodedImage,
): Promise<Renditions> {
  const [sized, takenAt] = await Promise.all([
    decoded ? sizedCopy(decoded, look.previewLongSide) : decodeImage(original, look.previewLongSide),
    readTakenAt(original),
  ]);
  const pixels = sized.data;
  const raw: RawPixels = { width: sized.width, height: sized.height, channels: sized.channels };
  const tile = await watermarkTile(look.watermarkText, Math.max(raw.width, raw.height));
  const overlay = await fitWithin(tile, raw);
  const [{ preview, previewVariants }, { thumbnail, thumbnailVariants, thumbnailWidth, hash }] = await Promise.all([
    watermarkedPreview(pixels, raw, overlay),
    thumbnailAndHash(pixels, raw),
  ]);
  const { originalWidth: width, originalHeight: height } = sized;
  return {
    thumbnail,
    preview,
    thumbnailWidth,
    previewWidth: raw.width,
    thumbnailVariants,
    previewVariants,
    width,
    height,
    takenAt,
    perceptualHash: hash,
  };
}

/** The preview's pixels marked once; its JPEG and every variant are encoded from those marked pixels. */
async function watermarkedPreview(pixels: Buffer, raw: RawPixels, overlay: WatermarkTile) {
  const { data, info } = await sharp(pixels, { raw })
    .composite([{ input: overlay.data, raw: overlay.raw, tile: true, gravity: 'northwest' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const marked: RawPixels = { width: info.width, height: info.height, channels: info.channels };
  const [preview, previewVariants] = await Promise.all([
    sharp(data, { raw: marked }).jpeg(JPEG).toBuffer(),
    webpVariants('preview', data, marked),
  ]);
  return { preview, previewVariants };
}

async function thumbnailAndHash(pixels: Buffer, raw: RawPixels) {
  const small = await thumbnailPixels(pixels, raw);
  const [thumbnail, thumbnailVariants, hash] = await Promise.all([
    // No watermark on the thumbnail: at 400 px it is useless as a print, and a mark would hide the
    // faces and bibs a runner scans a results grid for.
    sharp(small.pixels, { raw: small.raw }).jpeg(JPEG).toBuffer(),
    webpVariants('thumbnail', small.pixels, small.raw),
    perceptualHash(sharp(small.pixels, { raw: small.raw })),
  ]);
  return { thumbnail, thumbnailVariants, thumbnailWidth: small.raw.width, hash };
}

/** The perceptual hash makeRenditions gives an original, for photos processed before it did. */
export async function originalPerceptualHash(original: Buffer): Promise<Uint8Array<ArrayBuffer>> {
  const { data, width, height, channels } = await decodeImage(original, PREVIEW_LONG_SIDE);
  const small = await thumbnailPixels(data, { width, height, channels });
  return perceptualHash(sharp(small.pixels, { raw: small.raw }));
}

async function thumbnailPixels(pixels: Buffer, raw: RawPixels) {
  const { data, info } = await sharp(pixels, { raw })
    .resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const thumbnailRaw: RawPixels = { width: info.width, height: info.height, channels: info.channels };
  return { pixels: data, raw: thumbnailRaw };
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

const tiles = new Map<string, Promise<WatermarkTile>>();
/** Tiles kept per process: a few texts × the size steps of the previews made. */
const MAX_TILES = 32;

/**
 * One repeatable RGBA tile of the diagonal site mark, drawn from font outlines (no system font),
 * rasterised once per process per size step and repeated by sharp over the whole preview.
 * White ink with a dark outline stays visible on snow and on asphalt, and is translucent enough
 * for a runner to recognise their face and bib through it.
 */
function watermarkTile(text: string, previewLongSide: number): Promise<WatermarkTile> {
  // Sizes in steps of 100 px keep the cache small (≤ 1 MB a tile) whatever small images come.
  const step = Math.max(100, Math.round(previewLongSide / 100) * 100);
  const key = `${step} ${text}`;
  let tile = tiles.get(key);
  if (!tile) {
    // A changed watermark text leaves the old tiles behind: start over rather than grow.
    if (tiles.size >= MAX_TILES) tiles.clear();
    tile = renderTile(text, step / PREVIEW_LONG_SIDE);
    tiles.set(key, tile);
    // Failures are not cached: the next photo retries.
    tile.catch(() => tiles.delete(key));
  }
  return tile;
}

/** The watermark text's outlines: Noto Sans TC, with Roboto Condensed for what it lacks. */
function watermarkTextPath(text: string, size: number) {
  return textToSvgPath(text, [...notoSansTc(text), robotoCondensed()], size);
}

/** Whether the fonts the watermark is drawn with cover every character of `text`. */
export function canDrawWatermark(text: string): boolean {
  try {
    watermarkTextPath(text, 10);
    return true;
  } catch {
    return false;
  }
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

async function renderTile(text: string, scale: number): Promise<WatermarkTile> {
  const width = Math.max(1, Math.round(640 * scale));
  const height = Math.max(1, Math.round(420 * scale));
  // A long text is drawn smaller so that one mark stays within its tile.
  const natural = watermarkTextPath(text, 76 * scale);
  const room = 560 * scale;
  const main = natural.width > room ? watermarkTextPath(text, (76 * scale * room) / natural.width) : natural;
  const latin = textToSvgPath(WATERMARK_SUBTITLE, robotoCondensed(), 40 * scale);
  const lineGap = 14 * scale;
  // The two lines centred on (0, 0), the mark's centre.
  const mainY = -lineGap / 2;
  const latinY = lineGap / 2 + (latin.bounds.y2 - latin.bounds.y1);
  const mark =
    `<path transform="translate(${-main.width / 2} ${mainY})" d="${main.d}"/>` +
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
