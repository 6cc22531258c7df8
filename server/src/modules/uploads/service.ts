import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { contentTypeOf, UNTRUSTED_IMAGE, type ImageUpload } from '../../lib/images.ts';
import { newAvatarKey, newContentImageKey } from '../../lib/storage-keys.ts';

const AVATAR_SIZE = 256;
const CONTENT_IMAGE_MAX_WIDTH = 2000;

/** Makes the member's 256 px square avatar, replaces the old one and answers its URL. */
export async function saveAvatar(app: FastifyInstance, userId: number, image: ImageUpload): Promise<string> {
  // Re-encoding drops EXIF (GPS included) along the way.
  const avatar = await sharp(image.buffer, UNTRUSTED_IMAGE)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const key = newAvatarKey(userId);
  await app.storage.put('public', key, avatar, contentTypeOf('jpeg'));
  const before = await app.db.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarKey: true } });
  await app.db.user.update({ where: { id: userId }, data: { avatarKey: key } });
  if (before.avatarKey) await app.storage.remove('public', before.avatarKey);
  return app.storage.publicUrl(key);
}

/** Stores an image for the site's pages (at most 2000 px wide, no EXIF) and answers its URL. */
export async function saveContentImage(app: FastifyInstance, image: ImageUpload): Promise<string> {
  const content = await sharp(image.buffer, UNTRUSTED_IMAGE)
    .rotate()
    .resize({ width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .toFormat(image.format)
    .toBuffer();
  const key = newContentImageKey(image.format === 'jpeg' ? 'jpg' : image.format);
  await app.storage.put('public', key, content, contentTypeOf(image.format));
  return app.storage.publicUrl(key);
}
