import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { DashboardSummary } from './schemas.ts';
import { dashboardSummary } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminDashboard/GetSummary',
    {
      config: { auth: { admin: [PERMISSIONS.Dashboard] } },
      schema: {
        tags: ['AdminDashboard'],
        summary: "The back office's first page: sales, uploads and work waiting, today and over 30 days",
        response: envelopeOf(DashboardSummary),
      },
    },
    async () => ok(await dashboardSummary(app)),
  );
};

export default routes;
