import type { FastifyInstance } from 'fastify';
import { csvDocument } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { ledgerStatement, type StatementFilter } from '../../shared/ledger/statement.ts';

// The photographer's transaction records (/transactionrecordlist) as a CSV file, with the page's
// filter: each entry with the balance after it, as the page shows. Never cut short: more entries
// than one file holds are refused, and the photographer narrows the dates.

export const LEDGER_EXPORT_LIMIT = 20_000;

const KIND_NAMES: Record<string, [string, string]> = {
  sale: ['銷售', 'Sale'],
  reversal: ['退款沖銷', 'Refund reversal'],
  payout: ['撥款', 'Payout'],
  adjustment: ['調整', 'Adjustment'],
};

const HEADER: [string, string][] = [
  ['日期', 'Date'],
  ['類型', 'Type'],
  ['說明', 'Description'],
  ['金額', 'Amount'],
  ['餘額', 'Balance'],
];

const taipei = (at: string) =>
  new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export async function myLedgerCsv(
  app: FastifyInstance,
  photographerId: number,
  culture: Culture,
  filter: StatementFilter,
) {
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) throw badRequest('sales.dateRange');
  const statement = await ledgerStatement(app.db, photographerId, culture, filter, {
    SkipCount: 0,
    MaxResultCount: LEDGER_EXPORT_LIMIT,
  });
  if (statement.totalCount > LEDGER_EXPORT_LIMIT) throw badRequest('export.tooLarge', { limit: LEDGER_EXPORT_LIMIT });
  const word = ([zh, en]: [string, string]) => localized(culture, zh, en);
  return csvDocument(
    HEADER.map(word),
    statement.items.map((line) => [
      taipei(line.createdAt),
      word(KIND_NAMES[line.kind] ?? [line.kind, line.kind]),
      line.activityTitle ?? line.reason,
      line.amount,
      line.balance,
    ]),
  );
}
