import ExcelJS from 'exceljs';
import type { UsersRemittance } from '../../generated/prisma/client.ts';
import { recordReveal } from '../../infra/audit-trail.ts';
import type { Database } from '../../shared/database.ts';
import { csvDocument, inertText } from '../../lib/csv.ts';
import { openText } from '../../lib/field-cipher.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { notFound } from '../../lib/errors.ts';
import { LineState } from '../../shared/domain/settlement-line-state.ts';
import { maskAccountNumber } from '../../shared/remittance-view.ts';

// A batch as a list of transfers: one row per line to transfer (pending) or transferred (paid).
// Two files are made of it (decisions/022): the batch list, numbers masked, and the bank's transfer
// file, numbers in full. The full numbers are decrypted here and nowhere else, only for that
// download, after the audit trail has recorded each account shown, and never written anywhere.

export interface TransferRow {
  bankCode: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  amount: number;
  /** The remark on the transfer: the finance's transfer reference once paid, else the line's own. */
  reference: string;
  photographer: string;
  state: string;
}

const COLUMNS: { key: keyof TransferRow; zh: string; en: string }[] = [
  { key: 'bankCode', zh: '銀行代碼', en: 'Bank code' },
  { key: 'branch', zh: '分行', en: 'Branch' },
  { key: 'accountName', zh: '戶名', en: 'Account name' },
  { key: 'accountNumber', zh: '帳號', en: 'Account number' },
  { key: 'amount', zh: '金額', en: 'Amount' },
  { key: 'reference', zh: '附言', en: 'Reference' },
  { key: 'photographer', zh: '攝影師', en: 'Photographer' },
  { key: 'state', zh: '狀態', en: 'State' },
];

const STATE_NAMES: Record<string, { zh: string; en: string }> = {
  [LineState.pending]: { zh: '待付款', en: 'To pay' },
  [LineState.paid]: { zh: '已付款', en: 'Paid' },
};

/** The line's own remark, until finance records the bank's reference. */
export const lineReference = (batchId: number, lineId: number) => `SETTLE-${batchId}-${lineId}`;

async function transferLines(db: Database, batchId: number) {
  const batch = await db.settlementBatch.findUnique({
    where: { id: batchId },
    include: {
      lines: {
        where: { state: { in: [LineState.pending, LineState.paid] } },
        include: { photographer: { select: { displayName: true, remittance: true } } },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!batch) throw notFound('settlement.batchNotFound');
  return batch.lines;
}

type TransferLine = Awaited<ReturnType<typeof transferLines>>[number];

function rowOf(line: TransferLine, culture: Culture, numberOf: (account: UsersRemittance) => string): TransferRow {
  const account = line.photographer.remittance;
  const state = STATE_NAMES[line.state]!;
  return {
    bankCode: account?.bankCode ?? '',
    branch: account?.branch ?? '',
    accountName: account?.accountName ?? '',
    accountNumber: account ? numberOf(account) : '',
    amount: line.amount,
    reference: line.transferReference ?? lineReference(line.batchId, line.id),
    photographer: line.photographer.displayName,
    state: localized(culture, state.zh, state.en),
  };
}

/** The batch list: every account number masked to its last four digits. */
export async function maskedTransferRows(db: Database, culture: Culture, batchId: number) {
  const lines = await transferLines(db, batchId);
  return lines.map((line) => rowOf(line, culture, (account) => maskAccountNumber(account.accountLast4)));
}

/** The bank's transfer file: full numbers, each account recorded in the audit trail as shown. */
export async function transferFileRows(db: Database, remittanceKey: string, culture: Culture, batchId: number) {
  const lines = await transferLines(db, batchId);
  const accounts = lines.flatMap((line) => line.photographer.remittance ?? []);
  await recordReveal(
    db,
    'UsersRemittance',
    accounts.map((account) => account.id),
  );
  return lines.map((line) => rowOf(line, culture, (account) => openText(remittanceKey, account.accountNumberCipher)));
}

/** UTF-8 with a byte-order mark, so Excel opens the Chinese names right; CRLF lines (RFC 4180). */
export function transferCsv(rows: TransferRow[], culture: Culture): string {
  return csvDocument(
    COLUMNS.map((column) => localized(culture, column.zh, column.en)),
    rows.map((row) => COLUMNS.map((column) => row[column.key])),
  );
}

export async function transferWorkbook(rows: TransferRow[], culture: Culture): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(localized(culture, '匯款清單', 'Transfers'));
  sheet.columns = COLUMNS.map((column) => ({
    header: localized(culture, column.zh, column.en),
    key: column.key,
    width: column.key === 'accountNumber' ? 20 : 14,
    // Account numbers and bank codes stay text: their leading zeros matter.
    style: column.key === 'amount' ? { numFmt: '#,##0' } : { numFmt: '@' },
  }));
  for (const row of rows)
    sheet.addRow({
      ...row,
      accountName: inertText(row.accountName),
      branch: inertText(row.branch),
      photographer: inertText(row.photographer),
    });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
