import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult } from '../../shared/paging.ts';
import { attachment } from '../../lib/attachment.ts';
import { transferCsv, transferRows, transferWorkbook } from './bank-transfer.ts';
import { holdLine, payLine, releaseLine } from './lines.ts';
import {
  BatchDetail,
  BatchIdQuery,
  BatchListItem,
  BatchListQuery,
  CreateBatchBody,
  HoldLineBody,
  PayLineBody,
  ReleaseLineBody,
} from './schemas.ts';
import { createMonthBatch } from './service.ts';
import { batchDetail, listBatches } from './views.ts';

// /admin/OrderSettlement (docs/decisions/034). Settlement readers see and prepare batches; paying,
// holding, releasing and the bank's export (full account numbers) need SettlementPay.

const base = '/api/services/app/AdminSettlement';
const tags = ['AdminSettlement'];
const readers = { auth: { admin: [PERMISSIONS.Settlement] } };
const payers = { auth: { admin: [PERMISSIONS.Settlement, PERMISSIONS.SettlementPay] } };
const errorsOnly = { '4xx': Type.Ref('ErrorEnvelope'), '5xx': Type.Ref('ErrorEnvelope') };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const transferFiles = [
  {
    route: 'ExportCsv',
    described: 'as CSV (UTF-8 with BOM)',
    produces: 'text/csv',
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    write: transferCsv,
  },
  {
    route: 'ExportExcel',
    described: 'as an Excel sheet',
    produces: XLSX_TYPE,
    contentType: XLSX_TYPE,
    extension: 'xlsx',
    write: transferWorkbook,
  },
] as const;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      schema: {
        tags,
        summary: 'Settlement batches, newest first, with their open and paid totals',
        querystring: BatchListQuery,
        response: envelopeOf(PagedResult(BatchListItem)),
      },
      config: readers,
    },
    async (request) => ok(await listBatches(app.db, request.query)),
  );

  app.get(
    `${base}/Get`,
    {
      schema: {
        tags,
        summary: "A batch's lines: photographer, masked account, items, amount carried in, state",
        querystring: BatchIdQuery,
        response: envelopeOf(BatchDetail),
      },
      config: readers,
    },
    async (request) => ok(await batchDetail(app.db, request.culture, request.query.batchId)),
  );

  app.post(
    `${base}/Create`,
    {
      schema: {
        tags,
        summary:
          "Creates a month's batch: unsettled items paid before its end and past the refund window, per photographer",
        body: CreateBatchBody,
        response: envelopeOf(BatchDetail),
      },
      config: readers,
    },
    async (request) => {
      const batchId = await createMonthBatch(app.db, request.body.month, requireUser(request).id);
      return ok(await batchDetail(app.db, request.culture, batchId));
    },
  );

  const decision = (summary: string) => ({ tags, summary, response: envelopeOf(Type.Null()) });
  app.post(
    `${base}/PayLine`,
    {
      schema: { ...decision('Marks a line paid with the transfer reference, once'), body: PayLineBody },
      config: payers,
    },
    async (request) => {
      await payLine(app.db, { ...request.body, adminId: requireUser(request).id });
      return ok(null);
    },
  );
  app.post(
    `${base}/HoldLine`,
    { schema: { ...decision('Holds a line back, with the reason'), body: HoldLineBody }, config: payers },
    async (request) => {
      await holdLine(app.db, { ...request.body, adminId: requireUser(request).id });
      return ok(null);
    },
  );
  app.post(
    `${base}/ReleaseLine`,
    {
      schema: { ...decision('Releases a held line: its items back to unsettled'), body: ReleaseLineBody },
      config: payers,
    },
    async (request) => {
      await releaseLine(app.db, { ...request.body, adminId: requireUser(request).id });
      return ok(null);
    },
  );

  // The bank-transfer list, in either format the bank takes.
  for (const file of transferFiles) {
    app.get(
      `${base}/${file.route}`,
      {
        schema: {
          tags,
          summary: `A batch's bank-transfer list ${file.described}, with full account numbers`,
          produces: [file.produces],
          querystring: BatchIdQuery,
          response: errorsOnly,
        },
        config: payers,
      },
      async (request, reply) => {
        const { batchId } = request.query;
        const rows = await transferRows(app.db, app.config.remittanceKey, request.culture, batchId);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachment(`settlement-${batchId}.${file.extension}`))
          .header('cache-control', 'private, no-store')
          .send(await file.write(rows, request.culture));
      },
    );
  }
};

export default routes;
