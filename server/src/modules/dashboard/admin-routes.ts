import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { DashboardSummary } from './schemas.ts';
import { dashboardSummary } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminDashboard/GetSummary',
    {
      config: { auth: { admin: [PERMISSIONS.Dashboard] } },
      schema: {
        summary:
          "The back office's first page: sales, uploads and work waiting, today and over 30 days; each figure only for roles that may open its page",
        response: envelopeOf(DashboardSummary),
      },
    },
    async (request) => {
      const { permissions } = requireUser(request);
      return ok(await dashboardSummary(app, (permission) => permissions.has(permission)));
    },
  );
};

export default routes;
