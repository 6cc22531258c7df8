import { describe, expect, it } from 'vitest';
import { trusted, type LineReading } from '../../src/ocr/bib-reader.ts';

// The rules that keep a wrong bib (a stranger's photo in a runner's results) rare (decision 051).
const sure: LineReading = { bib: '4325', confidence: 0.94, leastSureCharacter: 0.99 };
const centred = { marks: 4, margins: { left: 14, right: 12 } };

describe('trusting a line read off a bib', () => {
  it('keeps a sure reading of as many characters as marks, centred on its paper', () => {
    expect(trusted(sure, centred)).toBe(true);
    expect(trusted({ ...sure, bib: 'A1234' }, { ...centred, marks: 5 })).toBe(true);
  });

  it('refuses a reading with one doubtful character, however sure the line', () => {
    expect(trusted({ ...sure, leastSureCharacter: 0.4 }, centred)).toBe(false);
  });

  it('refuses a reading tesseract is not sure of', () => {
    expect(trusted({ ...sure, confidence: 0.2 }, centred)).toBe(false);
  });

  it('refuses a reading with more or fewer characters than the marks counted', () => {
    expect(trusted(sure, { ...centred, marks: 5 })).toBe(false);
    expect(trusted(sure, { ...centred, marks: 3 })).toBe(false);
  });

  it('refuses digits pressed against one side of their paper: the rest of the number is cut off', () => {
    expect(trusted(sure, { ...centred, margins: { left: 2, right: 14 } })).toBe(false);
    expect(trusted(sure, { ...centred, margins: { left: 40, right: 12 } })).toBe(false);
  });
});
