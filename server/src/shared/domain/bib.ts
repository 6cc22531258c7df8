import Type from 'typebox';

// Bib numbers as stored and searched: trimmed and upper-cased, letters and digits only.

/** A stored bib: what a runner wears, at most 16 letters and digits. */
const BIB_PATTERN = /^[A-Z0-9]{1,16}$/;

/** A bib as typed into a search or a follow: letters and digits; spaces around it are forgiven. */
export const BibCode = Type.String({ pattern: '^\\s*[A-Za-z0-9]{1,16}\\s*$' });

export const normaliseBib = (bib: string) => bib.trim().toUpperCase();

export const isValidBib = (normalised: string) => BIB_PATTERN.test(normalised);

/** Who tagged a photo with a bib: its photographer, the bib reader (with its confidence) or an admin. */
export const BibSource = {
  photographer: 'photographer',
  ocr: 'ocr',
  admin: 'admin',
} as const;

/**
 * What an activity's registered bibs look like (decision 067): each shape is the leading letters
 * (often none) and the whole length, with how many registered bibs have it, most common first.
 * The bib reader narrows what it trusts with it: "S18848" fits `S` + 6, "518848" fits none.
 */
export interface BibFormat {
  shapes: { prefix: string; length: number; count: number }[];
}

/**
 * Whether a longer bib of `registered` starts or ends with `bib`: read from a paper that looked
 * cut, `bib` may be that number with its end covered (decision 093).
 */
export function isPartOfLongerBib(bib: string, registered: Iterable<string>): boolean {
  for (const other of registered)
    if (other.length > bib.length && (other.startsWith(bib) || other.endsWith(bib))) return true;
  return false;
}

/** The most shapes a format keeps: a list with more is too mixed to narrow anything. */
export const MAX_BIB_SHAPES = 20;

/** The format of a list of stored (normalised) bibs. */
export function bibFormatOf(bibs: Iterable<string>): BibFormat {
  const counts = new Map<string, { prefix: string; length: number; count: number }>();
  for (const bib of bibs) {
    const prefix = /^[A-Z]*/.exec(bib)![0];
    const key = `${prefix}:${bib.length}`;
    const shape = counts.get(key);
    if (shape) shape.count += 1;
    else counts.set(key, { prefix, length: bib.length, count: 1 });
  }
  const shapes = [...counts.values()].sort(
    (a, b) => b.count - a.count || a.prefix.localeCompare(b.prefix) || a.length - b.length,
  );
  return { shapes: shapes.slice(0, MAX_BIB_SHAPES) };
}
