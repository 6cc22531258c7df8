import { isValidBib } from '../../shared/domain/bib.ts';

// Bib ranges of a registered list: "1001-3000" is the 2 000 bibs 1001 … 3000, "A001–A500" the 500
// bibs A001 … A500. Both ends share their letters; a leading zero keeps every bib at the ends' width.

/** Two bibs joined by a dash or a tilde (full-width forms are already folded by NFKC). */
export const RANGE_PATTERN = /^([A-Z0-9]+)\s*[-–—~]\s*([A-Z0-9]+)$/;

export type RangeProblem = 'rangeInvalid' | 'rangePrefix' | 'rangeWidth' | 'rangeOrder' | 'tooManyBibs';

const PARTS = /^([A-Z]*)(\d+)$/;

/** The bibs of a range, or what is wrong with it; `room` is how many more bibs the list may take. */
export function expandBibRange(from: string, to: string, room: number): string[] | RangeProblem {
  const start = PARTS.exec(from);
  const end = PARTS.exec(to);
  if (!start || !end || !isValidBib(from) || !isValidBib(to)) return 'rangeInvalid';
  const [, prefix, startDigits] = start as unknown as [string, string, string];
  const [, endPrefix, endDigits] = end as unknown as [string, string, string];
  if (prefix !== endPrefix) return 'rangePrefix';
  // 001-500 keeps three digits; 1-300 has none to keep; 01-300 says neither.
  const padded = startDigits.length === endDigits.length;
  if (!padded && (startDigits.startsWith('0') || endDigits.startsWith('0'))) return 'rangeWidth';
  const first = BigInt(startDigits);
  const last = BigInt(endDigits);
  if (first > last) return 'rangeOrder';
  if (last - first + 1n > BigInt(room)) return 'tooManyBibs';
  const bibs: string[] = [];
  for (let number = first; number <= last; number += 1n) {
    const digits = number.toString();
    bibs.push(prefix + (padded ? digits.padStart(startDigits.length, '0') : digits));
  }
  return bibs;
}
