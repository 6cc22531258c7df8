import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Storage } from '../infra/storage.ts';
import { contentTypeOf, UNTRUSTED_IMAGE, type ImageUpload } from '../lib/images.ts';
import { COVER_FOLDER, newCoverKey } from '../lib/storage-keys.ts';

// Covers of races and photo activities: resized, stored in the public bucket under covers/.

const COVER_MAX_WIDTH = 1600;
export const COVER_MAX_BYTES = 10 * 1024 * 1024;

/** Stores the cover (at most 1600 px wide, JPEG, no EXIF) and answers its key. */
export async function storeCover(app: FastifyInstance, kind: 'events' | 'activities', id: number, image: ImageUpload) {
  const cover = await sharp(image.buffer, UNTRUSTED_IMAGE)
    .rotate()
    .resize({ width: COVER_MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const key = newCoverKey(kind, id);
  await app.storage.put('public', key, cover, contentTypeOf('jpeg'));
  return key;
}

/** Removes a replaced cover, only if the back office stored it (demo covers may be shared). */
export async function removeCover(storage: Storage, key: string | null) {
  if (key?.startsWith(COVER_FOLDER)) await storage.remove('public', key);
}
