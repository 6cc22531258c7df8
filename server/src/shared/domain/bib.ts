// Bib numbers as stored and searched: trimmed and upper-cased, letters and digits only.

/** A stored bib: what a runner wears, at most 16 letters and digits. */
const BIB_PATTERN = /^[A-Z0-9]{1,16}$/;

export const normaliseBib = (bib: string) => bib.trim().toUpperCase();

export const isValidBib = (normalised: string) => BIB_PATTERN.test(normalised);

/** Who tagged a photo with a bib: its photographer, the bib reader (with its confidence) or an admin. */
export const BibSource = {
  photographer: 'photographer',
  ocr: 'ocr',
  admin: 'admin',
} as const;
