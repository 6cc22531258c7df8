import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { BannerList, BannerQuery } from './schemas.ts';
import { currentBanners } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/Banner/GetAll',
    {
      schema: {
        summary: 'Banners of a type (1 = home carousel) shown now, by sort',
        querystring: BannerQuery,
        response: envelopeOf(BannerList),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await currentBanners(app, request.culture, request.query.typeId)),
  );
};

export default routes;
