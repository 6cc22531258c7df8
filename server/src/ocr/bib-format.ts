import { MAX_BIB_SHAPES, type BibFormat as RegisteredFormat } from '../shared/domain/bib.ts';

// What an activity's bib numbers look like. A reading that does not fit is not a bib of this race
// (a year on a banner, a distance sign, a digit dropped or added by the reader). The generic format
// fits most races; an activity's registered bibs narrow it to the lengths and prefixes they use.

export interface BibFormat {
  /** How many digits a bib has after its prefix. */
  digits: readonly number[];
  /** The prefixes a bib may start with; '' is a bib without one. */
  prefixes: readonly string[];
}

const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 3–6 digits, after no prefix or one capital letter (A1234, S18848). */
export const GENERIC_BIB_FORMAT: BibFormat = { digits: [3, 4, 5, 6], prefixes: ['', ...CAPITALS] };

const BIB = /^([A-Z]*)(\d+)$/;

/** Whether `bib` is a number of this format. */
export function fitsBibFormat(bib: string, format: BibFormat): boolean {
  const match = BIB.exec(bib);
  return match !== null && format.prefixes.includes(match[1]!) && format.digits.includes(match[2]!.length);
}

/** The characters the format's bibs are written with: the reader decodes only these. */
export function bibCharacters(format: BibFormat): string {
  const letters = new Set(format.prefixes.join(''));
  return `0123456789${[...letters].sort().join('')}`;
}

/**
 * The reader's format for an activity's registered bibs (the shapes of its list): their prefixes
 * and digit counts. The generic format while the activity has no list, or one too mixed to narrow
 * anything.
 */
export function readerFormatOf(registered: RegisteredFormat | null): BibFormat {
  const shapes = registered?.shapes ?? [];
  if (shapes.length === 0 || shapes.length >= MAX_BIB_SHAPES) return GENERIC_BIB_FORMAT;
  return {
    digits: [...new Set(shapes.map((shape) => shape.length - shape.prefix.length))]
      .filter((digits) => digits > 0)
      .sort((a, b) => a - b),
    prefixes: [...new Set(shapes.map((shape) => shape.prefix))].sort(),
  };
}
