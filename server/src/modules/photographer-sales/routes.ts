import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { balances } from '../../shared/ledger/balances.ts';
import Type from 'typebox';
import { sendCsvDownload } from '../../lib/attachment.ts';
import { myEarnings, myLedger } from './earnings.ts';
import { myLedgerCsv } from './ledger-export.ts';
import { mySale, mySales } from './sales.ts';
import { Balances } from '../../shared/ledger/schemas.ts';
import {
  MyEarningsQuery,
  MyEarningsResult,
  MyLedgerExportQuery,
  MyLedgerQuery,
  MyLedgerResult,
  MySaleQuery,
  MySaleResult,
  MySalesQuery,
  MySalesResult,
} from './schemas.ts';

const photographer = { auth: 'photographer' as const };
/** A photographer's own money: sold photos, one sale, the ledger, earnings. Nobody else's rows. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/PhotographerSales/GetMySales',
    {
      schema: {
        summary: "The caller's sold photos, newest first, by activity and Taipei days, with totals",
        querystring: MySalesQuery,
        response: envelopeOf(MySalesResult),
      },
      config: photographer,
    },
    async (request) => {
      const { SkipCount, MaxResultCount, ...filter } = request.query;
      return ok(await mySales(app, requireUser(request).id, request.culture, filter, { SkipCount, MaxResultCount }));
    },
  );

  app.get(
    '/api/services/app/PhotographerSales/GetMySale',
    {
      schema: {
        summary: "One of the caller's sales with its ledger entries (another photographer's: 404)",
        querystring: MySaleQuery,
        response: envelopeOf(MySaleResult),
      },
      config: photographer,
    },
    async (request) => ok(await mySale(app, requireUser(request).id, request.culture, request.query.id)),
  );

  app.get(
    '/api/services/app/PhotographerSales/GetMyLedger',
    {
      schema: {
        summary: "The caller's ledger, newest first, each entry with the balance after it, and the balances",
        querystring: MyLedgerQuery,
        response: envelopeOf(MyLedgerResult),
      },
      config: photographer,
    },
    async (request) => {
      const { SkipCount, MaxResultCount, ...filter } = request.query;
      return ok(await myLedger(app, requireUser(request).id, request.culture, filter, { SkipCount, MaxResultCount }));
    },
  );

  app.get(
    '/api/services/app/PhotographerSales/ExportMyLedgerCsv',
    {
      schema: {
        summary: "The caller's ledger with the page's filters as CSV (UTF-8 with BOM), each entry with its balance",
        produces: ['text/csv'],
        querystring: MyLedgerExportQuery,
        response: { '4xx': Type.Ref('ErrorEnvelope'), '5xx': Type.Ref('ErrorEnvelope') },
      },
      config: photographer,
    },
    async (request, reply) =>
      sendCsvDownload(
        reply,
        'transactions.csv',
        await myLedgerCsv(app, requireUser(request).id, request.culture, request.query),
      ),
  );

  app.get(
    '/api/services/app/PhotographerSales/GetMyBalances',
    {
      schema: {
        summary: "The caller's balances: owed, unsettled, in settlement and paid out (sums of the ledger)",
        response: envelopeOf(Balances),
      },
      config: photographer,
    },
    async (request) => ok(await balances(app.db, requireUser(request).id)),
  );

  app.get(
    '/api/services/app/PhotographerSales/GetMyEarnings',
    {
      schema: {
        summary: "The caller's earnings by month and by activity, settled and not, and the balances",
        querystring: MyEarningsQuery,
        response: envelopeOf(MyEarningsResult),
      },
      config: photographer,
    },
    async (request) => ok(await myEarnings(app, requireUser(request).id, request.culture, request.query.months ?? 12)),
  );
};

export default routes;
