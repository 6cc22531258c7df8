import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult } from '../../shared/paging.ts';
import { reportCsv } from './export.ts';
import {
  ActivityFigures,
  BreakdownQuery,
  CsvFile,
  CsvQuery,
  PhotographerFigures,
  Summary,
  SummaryQuery,
} from './schemas.ts';
import { reportByActivity, reportByPhotographer, reportSummary } from './service.ts';

const base = '/api/services/app/AdminReport';
const config = { auth: { admin: [PERMISSIONS.Reports] } };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetSummary`,
    {
      schema: {
        summary:
          'Revenue, orders, photos sold, average order value, platform fee, photographer shares and refunds of paid orders, by day, week or month (Taipei), with totals',
        querystring: SummaryQuery,
        response: envelopeOf(Summary),
      },
      config,
    },
    async (request) => ok(await reportSummary(app, request.query)),
  );

  app.get(
    `${base}/GetByActivity`,
    {
      schema: {
        summary: 'The same figures by activity, largest first',
        querystring: BreakdownQuery,
        response: envelopeOf(PagedResult(ActivityFigures)),
      },
      config,
    },
    async (request) => ok(await reportByActivity(app, request.culture, request.query)),
  );

  app.get(
    `${base}/GetByPhotographer`,
    {
      schema: {
        summary: 'The same figures by photographer, largest first',
        querystring: BreakdownQuery,
        response: envelopeOf(PagedResult(PhotographerFigures)),
      },
      config,
    },
    async (request) => ok(await reportByPhotographer(app, request.query)),
  );

  app.get(
    `${base}/ExportCsv`,
    {
      schema: {
        summary:
          'The report as CSV text (UTF-8 with a byte-order mark): by period with totals, by activity or by photographer',
        querystring: CsvQuery,
        response: envelopeOf(CsvFile),
      },
      config,
    },
    async (request) => ok(await reportCsv(app, request.culture, request.query)),
  );
};

export default routes;
