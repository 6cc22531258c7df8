// CSV files for spreadsheets: UTF-8 with a byte-order mark (Excel in Taiwan reads the Chinese
// right), CRLF lines (RFC 4180), and no cell a spreadsheet would run: text starting with = + - @,
// a tab or a carriage return (a formula, or one hidden behind a control character) is prefixed
// with an apostrophe. Numbers stay numbers, so a negative amount is not defused.

export type CsvValue = string | number | null;

/** Text a spreadsheet shows as typed, never as a formula. */
export const inertText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = inertText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
