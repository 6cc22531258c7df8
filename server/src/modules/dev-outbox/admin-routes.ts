import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';

const OutboxMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/**
 * The local outbox, where mail lands when no SMTP server is configured. Registered only then and
 * never in production. It holds every account's registration codes and reset links, so reading it
 * is as strong as editing users: administrators with that right only. (The server also prints
 * each mail's code or link on its console.)
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/DevOutbox/GetAll',
    {
      schema: {
        summary: 'Latest mails of the local outbox (development only; administrators who may edit users)',
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 254 })),
          MaxResultCount: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: envelopeOf(Type.Object({ items: Type.Array(OutboxMail) })),
      },
      config: { auth: { admin: [PERMISSIONS.UsersEdit] } },
    },
    async (request) => {
      const mails = await app.db.outboxMail.findMany({
        where: request.query.to ? { to: request.query.to.trim().toLowerCase() } : {},
        orderBy: { id: 'desc' },
        take: request.query.MaxResultCount,
      });
      return ok({ items: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
    },
  );
};

export default adminRoutes;
