import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import {
  AdminRemittance,
  AdminRemittanceQuery,
  BankList,
  OwnRemittance,
  RemittanceBody,
  RevealAccountBody,
  RevealedAccountNumber,
} from './schemas.ts';
import { MaskedRemittance, maskedRemittance } from '../../shared/remittance-view.ts';
import { bankList, ownRemittance, remittanceForFinance, revealAccountNumber, updateRemittance } from './service.ts';

const photographer = { auth: 'photographer' as const };

/** Where a photographer is paid: their own account, and finance's view of it. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/MemEmber/GetBankList',
    {
      schema: {
        tags: ['MemEmber'],
        summary: 'Taiwan bank codes a remittance account may name',
        response: envelopeOf(BankList),
      },
      config: { auth: 'member' },
    },
    async (request) => ok(bankList(request.culture)),
  );

  app.get(
    '/api/services/app/MemEmber/getUsersRemittance',
    {
      schema: {
        tags: ['MemEmber'],
        summary: "The caller's remittance account, its number masked",
        response: envelopeOf(MaskedRemittance),
      },
      config: photographer,
    },
    async (request) => ok(await maskedRemittance(app.db, request.culture, requireUser(request).id)),
  );

  app.get(
    '/api/services/app/MemEmber/getUsersAndRemittanceDto',
    {
      schema: {
        tags: ['MemEmber'],
        summary: "The caller's own user fields and full remittance account, for editing",
        response: envelopeOf(OwnRemittance),
      },
      config: photographer,
    },
    async (request) => ok(await ownRemittance(app, request.culture, requireUser(request).id)),
  );

  app.post(
    '/api/services/app/MemEmber/UpdateUsersRemittance',
    {
      schema: {
        tags: ['MemEmber'],
        summary: "Save the caller's remittance account (the change is recorded, masked)",
        body: RemittanceBody,
        response: envelopeOf(MaskedRemittance),
      },
      config: photographer,
    },
    async (request) => ok(await updateRemittance(app, request.culture, requireUser(request).id, request.body)),
  );

  app.get(
    '/api/services/app/AdminMemEmber/getUsersAndRemittanceDto',
    {
      schema: {
        tags: ['AdminMemEmber'],
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
        tags: ['AdminMemEmber'],
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

export default routes;
