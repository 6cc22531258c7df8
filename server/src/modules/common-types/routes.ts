import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { CommonTypeList, CommonTypeQuery } from './schemas.ts';
import { listCommonTypes } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/CommonType/GetAll',
    {
      schema: {
        summary: 'Lookup rows (SGL_TypeT 30 = region/city, 40 = event type), visible ones, by sort',
        querystring: CommonTypeQuery,
        response: envelopeOf(CommonTypeList),
      },
      config: { publicCache: true },
    },
    async (request) => ok(await listCommonTypes(app, request.culture, request.query)),
  );
};

export default routes;
