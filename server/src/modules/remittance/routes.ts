import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { BankList, OwnRemittance, RemittanceBody } from './schemas.ts';
import { MaskedRemittance, maskedRemittance } from '../../shared/remittance-view.ts';
import { bankList, ownRemittance, updateRemittance } from './service.ts';

const photographer = { auth: 'photographer' as const };

/** Where a photographer is paid: their own account, and finance's view of it. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/MemEmber/GetBankList',
    {
      schema: {
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
        summary: "Save the caller's remittance account (the change is recorded, masked)",
        body: RemittanceBody,
        response: envelopeOf(MaskedRemittance),
      },
      config: photographer,
    },
    async (request) => ok(await updateRemittance(app, request.culture, requireUser(request).id, request.body)),
  );
};

export default routes;
