import sharp, { type WebpOptions } from 'sharp';
import type { Storage } from '../infra/storage.ts';
import { contentTypeOf } from '../lib/images.ts';
import { variantKey, variantWidths, type VariantKind } from '../lib/storage-keys.ts';

// The smaller WebP copies of public images (photo renditions, covers, banners) that a phone's
// srcset picks from, stored next to their image (lib/storage-keys.ts variantKey).

/** A smaller WebP copy of an image, `width` px wide. */
export interface Variant {
  width: number;
  webp: Buffer;
}

export type RawPixels = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

// The copies are for phones on slow networks, so smaller than the JPEGs' q80 at a look a phone
// screen cannot tell apart; effort 4 is sharp's default balance of encoding time against size.
const WEBP: WebpOptions = { quality: 72, effort: 4 };

/** The copies of decoded pixels: one per variant width of `kind` narrower than they are. */
export async function webpVariants(kind: VariantKind, pixels: Buffer, raw: RawPixels): Promise<Variant[]> {
  return Promise.all(
    variantWidths(kind, raw.width).map(async (width) => ({
      width,
      webp: await sharp(pixels, { raw }).resize({ width }).webp(WEBP).toBuffer(),
    })),
  );
}

export async function putVariants(storage: Storage, baseKey: string, variants: readonly Variant[]) {
  for (const { width, webp } of variants) {
    await storage.put('public', variantKey(baseKey, width), webp, contentTypeOf('webp'));
  }
}

/**
 * Stores the copies of an image already stored under `key` (an encoded file of ours: a cover, a
 * banner, a rendition), decoded once; answers the image's width, which its srcset names it by.
 * A copy of a watermarked preview is cut from its marked pixels, so it carries the mark too.
 */
export async function storeVariants(storage: Storage, kind: VariantKind, key: string, image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const raw: RawPixels = { width: info.width, height: info.height, channels: info.channels };
  await putVariants(storage, key, await webpVariants(kind, data, raw));
  return raw.width;
}
