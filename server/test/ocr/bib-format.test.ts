import { describe, expect, it } from 'vitest';
import { bibCharacters, fitsBibFormat, GENERIC_BIB_FORMAT, readerFormatOf } from '../../src/ocr/bib-format.ts';
import { bibFormatOf, MAX_BIB_SHAPES } from '../../src/shared/domain/bib.ts';

describe('an activity’s bib format', () => {
  it('fits 3–6 digits after no prefix or one capital letter by default', () => {
    for (const bib of ['904', '4325', 'B904', 'S18848', '123456'])
      expect(fitsBibFormat(bib, GENERIC_BIB_FORMAT)).toBe(true);
    for (const bib of ['90', '1234567', 'b904', 'AB904', '904B', 'S 18848', ''])
      expect(fitsBibFormat(bib, GENERIC_BIB_FORMAT)).toBe(false);
  });

  it('is narrowed to the lengths and prefixes a race uses, and the reader decodes only their characters', () => {
    const format = { digits: [4, 5], prefixes: ['', 'FM', 'HM'] };
    expect(fitsBibFormat('FM1234', format)).toBe(true);
    expect(fitsBibFormat('HM12345', format)).toBe(true);
    expect(fitsBibFormat('M1234', format)).toBe(false);
    expect(fitsBibFormat('123', format)).toBe(false);
    expect(bibCharacters(format)).toBe('0123456789FHM');
    expect(bibCharacters({ digits: [5], prefixes: [''] })).toBe('0123456789');
  });

  it('is read from an activity’s registered bibs, and stays generic without a list or with one too mixed', () => {
    expect(readerFormatOf(bibFormatOf(['1001', '1002', 'S20001', 'HM9']))).toEqual({
      digits: [1, 4, 5],
      prefixes: ['', 'HM', 'S'],
    });
    expect(readerFormatOf(null)).toEqual(GENERIC_BIB_FORMAT);
    const mixed = Array.from({ length: MAX_BIB_SHAPES + 3 }, (_, length) => '7'.repeat(length + 1));
    expect(readerFormatOf(bibFormatOf(mixed))).toEqual(GENERIC_BIB_FORMAT);
  });
});
