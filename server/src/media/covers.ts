import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Storage } from '../infra/storage.ts';
import { contentTypeOf, UNTRUSTED_IMAGE, type ImageUpload } from '../lib/images.ts';
import { COVER_FOLDER, keyWithVariants, newCoverKey } from '../lib/storage-keys.ts';
import { storeVariants } from './web-copies.ts';

// Covers of races and photo activities: resized, stored in the public bucket under covers/, with
// smaller WebP copies for phones next to them.

const COVER_MAX_WIDTH = 1600;
export const COVER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Stores the cover (at most 1600 px wide, JPEG, no EXIF) and its WebP copies; answers its key and
 * width, to be recorded together: a cover with a width has every copy narrower than it.
 */
export async function storeCover(app: FastifyInstance, kind: 'events' | 'activities', id: number, image: ImageUpload) {
  const cover = await sharp(image.buffer, UNTRUSTED_IMAGE)
    .rotate()
    .resize({ width: COVER_MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const coverKey = newCoverKey(kind, id);
  await app.storage.put('public', coverKey, cover, contentTypeOf('jpeg'));
  const coverWidth = await storeVariants(app.storage, 'cover', coverKey, cover);
  return { coverKey, coverWidth };
}

/** Removes a replaced cover and its copies, only if the back office stored it (demo covers may be shared). */
export async function removeCover(storage: Storage, key: string | null) {
  if (!key?.startsWith(COVER_FOLDER)) return;
  for (const stored of keyWithVariants('cover', key)) await storage.remove('public', stored);
}
