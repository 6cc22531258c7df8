import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { requireUser } from '../../plugins/app/authorization.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { saveAvatar, saveContentImage } from './service.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

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
      return ok({ url: await saveAvatar(app, userId, image) });
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
      // The rich-text editor of race descriptions and footer pages.
      config: { auth: { admin: [PERMISSIONS.EventsEdit, PERMISSIONS.Footer], any: true } },
    },
    async (request) => {
      const image = await readImageUpload(request, CONTENT_IMAGE_MAX_BYTES);
      return ok({ url: await saveContentImage(app, image) });
    },
  );
};

export default routes;
