import { describe, expect, it } from 'vitest';
import { bibCharacters, fitsBibFormat, GENERIC_BIB_FORMAT } from '../../src/ocr/bib-format.ts';

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
});
