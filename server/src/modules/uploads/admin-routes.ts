import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { readImageUpload } from '../../lib/images.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { saveContentImage } from './service.ts';
import { multipartBody, UploadResult } from './schemas.ts';

const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Pictures for the back office's rich-text editors (activity and footer pages). */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TokenAuth/UploadImg/Upload/FormImg',
    {
      schema: {
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

export default adminRoutes;
