// A runner's name as the name search compares it (decision 067): the whole name, written any of the
// usual ways. "王小明", "王 小明" and "王小明 " are one name; "José O'Neil", "jose oneil" and the
// same in full-width letters are one name. No part of a name finds anyone: the key is matched exactly.

/** Accents of Latin letters, dropped so that a visitor's keyboard does not decide the match. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Spaces, punctuation (·, -, ', .), symbols and control characters: not part of who someone is. */
const NOT_NAME = /[\p{Z}\p{P}\p{S}\p{C}]/gu;

export function runnerNameKey(name: string): string {
  return name.normalize('NFKD').replace(LATIN_ACCENTS, '').normalize('NFKC').toLowerCase().replace(NOT_NAME, '');
}
