import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult } from '../../shared/paging.ts';
import { privateDownload } from '../../lib/attachment.ts';
import type { Culture } from '../../lib/i18n.ts';
import {
  maskedTransferRows,
  transferCsv,
  transferFileRows,
  transferWorkbook,
  type TransferRow,
} from './bank-transfer.ts';
import { payBatch } from './batch-payment.ts';
import { holdLine, payLine, releaseLine } from './lines.ts';
import {
  BatchDetail,
  BatchIdQuery,
  BatchListItem,
  BatchListQuery,
  CreateBatchBody,
  HoldLineBody,
  PaidBatch,
  PayBatchBody,
  PayLineBody,
  ReleaseLineBody,
  TransferFileQuery,
  type TransferFileFormat,
} from './schemas.ts';
import { createMonthBatch } from './service.ts';
import { batchDetail, listBatches } from './views.ts';

// /admin/OrderSettlement (docs/decisions/034). Settlement readers see and prepare batches; paying,
// holding, releasing and the batch list's exports need SettlementPay; the bank's transfer file,
// with full account numbers, also needs SettlementRevealAccounts and is recorded (decisions/022).

const base = '/api/services/app/AdminSettlement';
const readers = { auth: { admin: [PERMISSIONS.Settlement] } };
const payers = { auth: { admin: [PERMISSIONS.Settlement, PERMISSIONS.SettlementPay] } };
const transferFileMakers = {
  auth: { admin: [PERMISSIONS.Settlement, PERMISSIONS.SettlementPay, PERMISSIONS.SettlementRevealAccounts] },
};
const errorsOnly = { '4xx': Type.Ref('ErrorEnvelope'), '5xx': Type.Ref('ErrorEnvelope') };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
interface FileFormat {
  /** The media type the OpenAPI document names; the answer adds the charset of a text file. */
  produces: string;
  contentType: string;
  write: (rows: TransferRow[], culture: Culture) => string | Promise<Buffer>;
}
const FILE_FORMATS: Record<TransferFileFormat, FileFormat> = {
  csv: { produces: 'text/csv', contentType: 'text/csv; charset=utf-8', write: transferCsv },
  xlsx: { produces: XLSX_TYPE, contentType: XLSX_TYPE, write: transferWorkbook },
};
/** The batch list's exports, for finance's own records: account numbers masked. */
const batchListFiles = [
  { route: 'ExportCsv', described: 'as CSV (UTF-8 with BOM)', format: 'csv' },
  { route: 'ExportExcel', described: 'as an Excel sheet', format: 'xlsx' },
] as const;

async function sendTransfers(
  reply: FastifyReply,
  { rows, format, name, culture }: { rows: TransferRow[]; format: TransferFileFormat; name: string; culture: Culture },
) {
  const file = FILE_FORMATS[format];
  return privateDownload(reply, `${name}.${format}`, file.contentType).send(await file.write(rows, culture));
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      schema: {
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

  const decision = (summary: string) => ({ summary, response: envelopeOf(Type.Null()) });
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
    `${base}/PayBatch`,
    {
      schema: {
        summary:
          'Pays every pending line of a batch at once (one bank transfer file), all or nothing; a paid batch is refused (409)',
        body: PayBatchBody,
        response: envelopeOf(PaidBatch),
      },
      config: payers,
    },
    async (request) => ok(await payBatch(app.db, { ...request.body, adminId: requireUser(request).id })),
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

  for (const file of batchListFiles) {
    app.get(
      `${base}/${file.route}`,
      {
        schema: {
          summary: `A batch's transfer list ${file.described}, account numbers masked`,
          produces: [FILE_FORMATS[file.format].produces],
          querystring: BatchIdQuery,
          response: errorsOnly,
        },
        config: payers,
      },
      async (request, reply) => {
        const { batchId } = request.query;
        const rows = await maskedTransferRows(app.db, request.culture, batchId);
        return sendTransfers(reply, {
          rows,
          format: file.format,
          name: `settlement-${batchId}`,
          culture: request.culture,
        });
      },
    );
  }

  app.get(
    `${base}/ExportTransferFile`,
    {
      schema: {
        summary: "The bank's transfer file of a batch, full account numbers: each account shown is audited",
        produces: Object.values(FILE_FORMATS).map((file) => file.produces),
        querystring: TransferFileQuery,
        response: errorsOnly,
      },
      config: transferFileMakers,
    },
    async (request, reply) => {
      const { batchId, format } = request.query;
      const rows = await transferFileRows(app.db, app.config.remittanceKey, request.culture, batchId);
      return sendTransfers(reply, { rows, format, name: `transfer-${batchId}`, culture: request.culture });
    },
  );
};

export default routes;
