import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { readApplicationForm } from './form.ts';
import { SAMPLE_PATH, sampleOfToken } from './samples.ts';
import { ApplicationCreated, MyApplicationView, SampleQuery } from './schemas.ts';
import { apply, myLatestApplication } from './service.ts';
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/services/app/MemEmber/CreatePhotoGrapher',
    {
      schema: {
        summary:
          'Apply to become a photographer (multipart: displayName, realName, phone, cityId (CommonType 30), introduction, portfolioUrl?, agreeTerms=true, and up to 5 "file" parts, JPEG/PNG/WebP ≤ 10 MB)',
        consumes: ['multipart/form-data'],
        response: envelopeOf(ApplicationCreated),
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const userId = requireUser(request).id;
      return ok(await apply(app, userId, await readApplicationForm(request)));
    },
  );

  app.get(
    '/api/services/app/MemEmber/GetMyPhotographerApplication',
    {
      schema: {
        summary: "The member's latest photographer application (status, rejection reason, dates), or null",
        response: envelopeOf(Type.Union([MyApplicationView, Type.Null()])),
      },
      config: { auth: 'member' },
    },
    async (request) => ok(await myLatestApplication(app, requireUser(request).id)),
  );

  app.get(
    SAMPLE_PATH,
    {
      schema: {
        summary: 'A sample photo of an application, through the short-lived link its applicant or a reviewer was given',
        querystring: SampleQuery,
      },
    },
    async (request, reply) => {
      const key = sampleOfToken(app, request.query.token);
      const object = await app.storage.get('originals', key);
      if (!object) throw notFound();
      reply.header('cache-control', 'private, max-age=1800');
      reply.type('image/jpeg');
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    },
  );
};

export default routes;
