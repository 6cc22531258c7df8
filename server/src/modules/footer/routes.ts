import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { FootColumns, FootContentQuery, FootContentResult, FootListQuery, FootPageList } from './schemas.ts';
import { footColumns, footContent, footPages } from './service.ts';

const base = '/api/services/app/Foot';
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary: 'Footer pages (one client route each, /foot/{sgL_RequestUrl}), in footer order',
        querystring: FootListQuery,
        response: envelopeOf(FootPageList),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await footPages(app, request.culture, request.query)),
  );

  app.get(
    `${base}/getContent`,
    {
      schema: {
        summary: "A footer page's content by sgL_RequestUrl or footLinkId, in the caller's language",
        querystring: FootContentQuery,
        response: envelopeOf(FootContentResult),
      },
      config: { publicCache: true, pageRead: true },
    },
    async (request) => ok(await footContent(app, request.culture, request.query)),
  );

  // The original site's method name, misspelling included.
  app.post(
    `${base}/GeContenttAll`,
    {
      schema: {
        summary: 'The footer: visible columns with their visible pages',
        response: envelopeOf(FootColumns),
      },
    },
    async (request) => ok(await footColumns(app, request.culture)),
  );
};

export default routes;
