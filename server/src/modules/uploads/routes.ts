import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sharp from 'sharp';
import Type from 'typebox';
import { requireUser } from '../../plugins/app/authorization.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;
const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const CONTENT_IMAGE_MAX_WIDTH = 2000;

const UploadResult = Type.Object({ url: Type.String() });
const multipartBody = { consumes: ['multipart/form-data'] };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TokenAuth/UploadUserImage',
    {
      schema: {
        tags: ['TokenAuth'],
        summary: 'Upload the avatar (multipart field "file", JPEG/PNG/WebP ≤ 5 MB)',
        ...multipartBody,
        response: envelopeOf(UploadResult),
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const image = await readImageUpload(request, AVATAR_MAX_BYTES);
      // Re-encoding drops EXIF (GPS included) along the way.
      const avatar = await sharp(image.buffer)
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .jpeg({ quality: 85 })
        .toBuffer();
      const key = `avatars/${userId}/${randomUUID()}.jpg`;
      await app.storage.put('public', key, avatar, 'image/jpeg');
      const before = await app.db.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarKey: true } });
      await app.db.user.update({ where: { id: userId }, data: { avatarKey: key } });
      if (before.avatarKey) await app.storage.remove('public', before.avatarKey);
      return ok({ url: app.storage.publicUrl(key) });
    },
  );

  app.post(
    '/api/TokenAuth/UploadImg/Upload/FormImg',
    {
      schema: {
        tags: ['TokenAuth'],
        summary: 'Upload an image for back-office content (multipart field "file", ≤ 10 MB); answers its URL',
        ...multipartBody,
        response: envelopeOf(UploadResult),
      },
      config: { auth: { admin: [] } },
    },
    async (request) => {
      const image = await readImageUpload(request, CONTENT_IMAGE_MAX_BYTES);
      const content = await sharp(image.buffer)
        .rotate()
        .resize({ width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true })
        .toFormat(image.format)
        .toBuffer();
      const extension = image.format === 'jpeg' ? 'jpg' : image.format;
      const key = `content/${new Date().getUTCFullYear()}/${randomUUID()}.${extension}`;
      await app.storage.put('public', key, content, `image/${image.format}`);
      return ok({ url: app.storage.publicUrl(key) });
    },
  );
};

export default routes;
