import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { HeaderList } from './schemas.ts';
import { headerLinks } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/Header/GetAll',
    {
      schema: {
        summary: 'The top navigation entries, visible ones by sort',
        response: envelopeOf(HeaderList),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await headerLinks(app, request.culture)),
  );
};

export default routes;
