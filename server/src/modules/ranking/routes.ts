import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { photographerRanking } from './service.ts';

const RankingQuery = Type.Object({
  ...pagingQuery(),
  period: Type.Union([Type.Literal('month'), Type.Literal('year'), Type.Literal('all')], { default: 'month' }),
});

const RankingItem = Type.Object({
  rank: Type.Integer(),
  photographerId: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  /** Photos sold in paid orders within the period, and their NT$ total. */
  soldCount: Type.Integer(),
  salesAmount: Type.Integer(),
  /** Photos on sale now. */
  publishedCount: Type.Integer(),
});

/** /VRanking: public. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/Ranking/GetPhotographerRanking',
    {
      schema: {
        summary:
          'Photographers ranked by photos sold in paid orders this month, this year or ever (then by amount, then by published photos)',
        querystring: RankingQuery,
        response: envelopeOf(PagedResult(RankingItem)),
      },
    },
    async (request) => ok(await photographerRanking(app, request.query)),
  );
};

export default routes;
