import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { AdminRemittance, AdminRemittanceQuery, RevealAccountBody, RevealedAccountNumber } from './schemas.ts';
import { remittanceForFinance, revealAccountNumber } from './service.ts';

/** Finance's view of photographers' accounts: masked, a full number only on an audited request. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminMemEmber/getUsersAndRemittanceDto',
    {
      schema: {
        summary: "A photographer's user fields, masked remittance account and its change history (finance)",
        querystring: AdminRemittanceQuery,
        response: envelopeOf(AdminRemittance),
      },
      config: { auth: { admin: [PERMISSIONS.Settlement] } },
    },
    async (request) => ok(await remittanceForFinance(app, request.culture, request.query)),
  );

  app.post(
    '/api/services/app/AdminMemEmber/RevealRemittanceAccount',
    {
      schema: {
        summary: "A photographer's full account number, for an admin who may see it: recorded in the audit trail",
        body: RevealAccountBody,
        response: envelopeOf(RevealedAccountNumber),
      },
      config: { auth: { admin: [PERMISSIONS.SettlementRevealAccounts] } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await revealAccountNumber(app, request.body.userId));
    },
  );
};

export default adminRoutes;
