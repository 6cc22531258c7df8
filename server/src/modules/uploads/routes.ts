import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/app/authorization.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';
import { saveAvatar } from './service.ts';
import { multipartBody, UploadResult } from './schemas.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TokenAuth/UploadUserImage',
    {
      schema: {
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
};

export default routes;
