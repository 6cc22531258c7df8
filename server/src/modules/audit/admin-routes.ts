import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { AuditLogList, AuditLogQuery, EntityHistoryQuery } from './schemas.ts';
import { entityHistory, listAuditLog } from './service.ts';

const base = '/api/services/app/AdminAuditLog';
const admin = { auth: { admin: [PERMISSIONS.AuditLog] } };

/** The audit trail of admin changes, read only: no endpoint creates, changes or deletes a row. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      config: admin,
      schema: {
        summary: 'Admin changes, newest first, by admin, entity, action and time',
        querystring: AuditLogQuery,
        response: envelopeOf(AuditLogList),
      },
    },
    async (request) => ok(await listAuditLog(app, request.query)),
  );

  app.get(
    `${base}/GetEntityHistory`,
    {
      config: admin,
      schema: {
        summary: "One entity's changes, newest first",
        querystring: EntityHistoryQuery,
        response: envelopeOf(AuditLogList),
      },
    },
    async (request) => ok(await entityHistory(app, request.query)),
  );
};

export default routes;
