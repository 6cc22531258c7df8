import type { Culture } from '../../lib/i18n.ts';
import type { FigureRow } from './figures.ts';

// The report as a CSV file: UTF-8 with a byte-order mark (Excel in Taiwan reads it right), CRLF lines.

const FIGURE_COLUMNS: { key: keyof FigureRow; 'zh-TW': string; en: string }[] = [
  { key: 'gross', 'zh-TW': '銷售總額（含退款）', en: 'Gross sales (refunds included)' },
  { key: 'revenue', 'zh-TW': '營收（扣除退款）', en: 'Revenue (net of refunds)' },
  { key: 'orders', 'zh-TW': '訂單數', en: 'Orders' },
  { key: 'photosSold', 'zh-TW': '售出照片', en: 'Photos sold' },
  { key: 'averageOrderValue', 'zh-TW': '平均客單價', en: 'Average order value' },
  { key: 'platformFee', 'zh-TW': '平台手續費', en: 'Platform fee' },
  { key: 'photographerShares', 'zh-TW': '攝影師分潤', en: 'Photographer shares' },
  { key: 'refunds', 'zh-TW': '退款金額', en: 'Refunds' },
  { key: 'refundedItems', 'zh-TW': '退款照片', en: 'Refunded photos' },
];

export interface CsvLabel<Row> {
  'zh-TW': string;
  en: string;
  value: (row: Row) => string | number;
}

/** A field quoted when it holds a separator, a quote or a line break; a leading =+-@ is defused. */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function figuresCsv<Row extends FigureRow>(culture: Culture, labels: CsvLabel<Row>[], rows: Row[]): string {
  const header = [...labels.map((label) => label[culture]), ...FIGURE_COLUMNS.map((column) => column[culture])];
  const lines = rows.map((row) =>
    [...labels.map((label) => label.value(row)), ...FIGURE_COLUMNS.map((column) => row[column.key])].map(field),
  );
  return `\uFEFF${[header.map(field), ...lines].map((line) => line.join(',')).join('\r\n')}\r\n`;
}
