import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { listIncome } from './figures.ts';
import { AdjustmentBody, IncomeDetail, IncomeDetailQuery, IncomeList, IncomeListQuery } from './schemas.ts';
import { addAdjustment, incomeDetail } from './service.ts';

const base = '/api/services/app/AdminIncome';
const readers = { auth: { admin: [PERMISSIONS.Income] } };
const adjusters = { auth: { admin: [PERMISSIONS.Income, PERMISSIONS.IncomeAdjust] } };

/** Photographers' income for finance: the figures, one photographer's ledger, adjustments. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary:
          'Photographers with sales count, gross, shares, fees, refunded, paid out and balance; search by name or e-mail',
        querystring: IncomeListQuery,
        response: envelopeOf(IncomeList),
      },
      config: readers,
    },
    async (request) => ok(await listIncome(app, request.query)),
  );

  app.get(
    `${base}/Get`,
    {
      schema: {
        summary: "A photographer's figures, balances, masked remittance account and ledger with its running balance",
        querystring: IncomeDetailQuery,
        response: envelopeOf(IncomeDetail),
      },
      config: readers,
    },
    async (request) => ok(await incomeDetail(app, request.culture, request.query)),
  );

  app.post(
    `${base}/AddAdjustment`,
    {
      schema: {
        summary: "Books finance's signed correction to what a photographer is owed, with its reason",
        body: AdjustmentBody,
        response: envelopeOf(IncomeDetail),
      },
      config: adjusters,
    },
    async (request) => {
      await addAdjustment(app, requireUser(request).id, request.body);
      const first = { id: request.body.photographerId, SkipCount: 0, MaxResultCount: 20 };
      return ok(await incomeDetail(app, request.culture, first));
    },
  );
};

export default routes;
