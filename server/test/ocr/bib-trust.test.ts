import { describe, expect, it } from 'vitest';
import { GENERIC_BIB_FORMAT } from '../../src/ocr/bib-format.ts';
import { contradicted, goesOn, refusalOf, type LineEvidence } from '../../src/ocr/bib-trust.ts';
import type { Colour, PaperSide } from '../../src/ocr/paper.ts';
import type { TurnedBox } from '../../src/ocr/text-geometry.ts';
import type { ReadCharacter } from '../../src/ocr/text-recogniser.ts';

// The rules that keep a wrong bib (a stranger's photo in a runner's results) rarer than one in 200
// (decision 064), on recorded shapes of what the detector and the recogniser give: a line box, its
// characters with their confidence and where along the line they were seen, what the line reads
// without the bib-character restriction, and the paper found beyond each end.

/** Characters evenly spaced along the line, each as sure as `confidence`. */
function characters(text: string, confidence = 0.99): ReadCharacter[] {
  return [...text].map((character, index) => ({
    character,
    confidence,
    from: (index + 0.2) / text.length,
    to: (index + 0.8) / text.length,
  }));
}
const SHIRT: Colour = [40, 140, 60];
const PAPER: Colour = [235, 235, 230];
const paperSide: PaperSide = {
  margin: 0.3,
  beyond: SHIRT,
  paper: PAPER,
  glyphPaper: PAPER,
  leavesPhoto: false,
  goesOn: false,
  slant: 0,
};
const box: TurnedBox = { cx: 500, cy: 300, width: 200, height: 60, angle: 0 };
const sure = (text: string): LineEvidence => ({
  characters: characters(text),
  unrestricted: text,
  box,
  margins: { before: paperSide, after: paperSide },
  others: [],
  small: false,
});
/** A sure reading of `text` with the paper beyond its ends changed as given. */
const withEnds = (before: Partial<PaperSide>, after: Partial<PaperSide>, text = '4325'): LineEvidence => ({
  ...sure(text),
  margins: { before: { ...paperSide, ...before }, after: { ...paperSide, ...after } },
});

describe('trusting a line read as a bib', () => {
  it('keeps a sure reading of a whole number on its paper, with or without a letter prefix', () => {
    expect(refusalOf(sure('54325'), GENERIC_BIB_FORMAT)).toBeNull();
    expect(refusalOf(sure('S18848'), GENERIC_BIB_FORMAT)).toBeNull();
    expect(refusalOf(sure('904'), GENERIC_BIB_FORMAT)).toBeNull();
  });

  it('refuses what is no bib of the format: too short or long, letters after the digits, two letters', () => {
    for (const text of ['12', '1234567', '10K', 'AB123', 'MARATHON'])
      expect(refusalOf(sure(text), GENERIC_BIB_FORMAT)).toBe('format');
  });

  it('refuses a reading outside an activity’s narrower format: a prefix read as a digit does not fit', () => {
    const sPrefixed = { digits: [5], prefixes: ['S'] };
    expect(refusalOf(sure('S18848'), sPrefixed)).toBeNull();
    expect(refusalOf(sure('518848'), sPrefixed)).toBe('format');
  });

  it('refuses a line with other text on it: a clock’s colons, a word, a letter where only digits may be', () => {
    // The bib characters alone make 012345 of a race clock; the model also saw the colons.
    expect(refusalOf({ ...sure('012345'), unrestricted: '01:23:45' }, GENERIC_BIB_FORMAT)).toBe('other-text');
    expect(refusalOf({ ...sure('2024'), unrestricted: 'RUN 2024' }, GENERIC_BIB_FORMAT)).toBe('other-text');
    // B904 for an activity whose bibs are digits only: restricted to digits the B becomes an 8.
    const digitsOnly = { digits: [4], prefixes: [''] };
    expect(refusalOf({ ...sure('8904'), unrestricted: 'B904' }, digitsOnly)).toBe('other-text');
  });

  it('refuses a line that another detected line carries on (the number goes on past a gap or a fold)', () => {
    const next: TurnedBox = { ...box, cx: box.cx + box.width / 2 + 20 + 40, width: 80 };
    expect(refusalOf({ ...sure('4325'), others: [next] }, GENERIC_BIB_FORMAT)).toBe('other-text');
    // A line well clear of it, or of another size, is other text elsewhere.
    const far: TurnedBox = { ...next, cx: next.cx + 200 };
    const small: TurnedBox = { ...next, height: 25 };
    expect(refusalOf({ ...sure('4325'), others: [far, small] }, GENERIC_BIB_FORMAT)).toBeNull();
  });

  it('refuses the end of a phone number boxed apart from its taller start, the two boxes overlapping', () => {
    // "HOTLINE 0800-580-" boxed with its taller word, its end over the "123" box's start.
    const start: TurnedBox = { ...box, cx: box.cx - box.width / 2 - 250 + 20, width: 500, height: 1.9 * box.height };
    expect(refusalOf({ ...sure('123'), others: [start] }, GENERIC_BIB_FORMAT)).toBe('other-text');
    // As tall, a line a gap before it is another text (a sponsor's name beside a bib).
    const apart: TurnedBox = { ...start, cx: start.cx - 40 };
    expect(refusalOf({ ...sure('123'), others: [apart] }, GENERIC_BIB_FORMAT)).toBeNull();
  });

  it('refuses digits in pairs with wider gaps between them: a race clock whose colons were not seen', () => {
    const clock: ReadCharacter[] = [0, 1, 3, 4, 6, 7].map((slot, index) => ({
      character: '012345'[index]!,
      confidence: 0.99,
      from: (slot + 0.2) / 8,
      to: (slot + 0.8) / 8,
    }));
    expect(refusalOf({ ...sure('012345'), characters: clock }, GENERIC_BIB_FORMAT)).toBe('clock');
    expect(refusalOf(sure('012345'), GENERIC_BIB_FORMAT)).toBeNull();
  });

  it('refuses a reading with one doubtful character, however sure the rest: S or 5, B or 8', () => {
    const doubtfulPrefix = characters('S18848');
    doubtfulPrefix[0]!.confidence = 0.62;
    expect(refusalOf({ ...sure('S18848'), characters: doubtfulPrefix }, GENERIC_BIB_FORMAT)).toBe('unsure');
  });

  it('refuses a number whose end has no paper beyond it, or lies against something on the paper', () => {
    // The glyphs run straight into something that is not their paper.
    expect(refusalOf(withEnds({}, { margin: 0 }), GENERIC_BIB_FORMAT)).toBe('cut');
    // Numbers are printed centred: much more paper at one end than at the other.
    expect(refusalOf(withEnds({}, { margin: 0.08 }), GENERIC_BIB_FORMAT)).toBe('cut');
    expect(refusalOf(withEnds({ margin: 0.05 }, { margin: 0.28 }), GENERIC_BIB_FORMAT)).toBe('cut');
    // Less than that is how unevenly a margin is measured, whatever the share between the two.
    expect(refusalOf(withEnds({ margin: 0.05 }, { margin: 0.22 }), GENERIC_BIB_FORMAT)).toBeNull();
    // Little paper at both ends, and the shirt beyond one but something else (an arm) beyond the other.
    const arm: Colour = [200, 150, 120];
    expect(refusalOf(withEnds({ margin: 0.06 }, { margin: 0.08, beyond: arm }), GENERIC_BIB_FORMAT)).toBe('cut');
    expect(refusalOf(withEnds({ margin: 0.15 }, { margin: 0.18, beyond: arm }), GENERIC_BIB_FORMAT)).toBe('cut');
    // A number printed to fill its paper: narrow margins at both ends, the same shirt beyond them.
    expect(refusalOf(withEnds({ margin: 0.03 }, { margin: 0.08 }), GENERIC_BIB_FORMAT)).toBeNull();
    expect(refusalOf(withEnds({ margin: 0.15 }, { margin: 0.12 }), GENERIC_BIB_FORMAT)).toBeNull();
    // No paper seen at an end passes only against the very same shirt at both ends (a small print
    // filling its paper), not against an arm of a shirt's hue nor with paper to spare at the other end.
    expect(refusalOf(withEnds({ margin: 0 }, { margin: 0.04 }), GENERIC_BIB_FORMAT)).toBeNull();
    expect(refusalOf(withEnds({ margin: 0 }, { margin: 0 }), GENERIC_BIB_FORMAT)).toBeNull();
    const sleeve: Colour = [70, 160, 90];
    expect(refusalOf(withEnds({ margin: 0 }, { margin: 0.04, beyond: sleeve }), GENERIC_BIB_FORMAT)).toBe('cut');
    expect(refusalOf(withEnds({ margin: 0 }, { margin: 0.19 }), GENERIC_BIB_FORMAT)).toBeNull();
    expect(refusalOf(withEnds({ margin: 0 }, { margin: 0.21 }), GENERIC_BIB_FORMAT)).toBe('cut');
    // Enough paper at both ends: whatever lies further out hides no digit.
    expect(refusalOf(withEnds({ margin: 0.25 }, { margin: 0.22, beyond: arm }), GENERIC_BIB_FORMAT)).toBeNull();
    expect(refusalOf(withEnds({ margin: 0.5 }, { margin: 0.45, beyond: arm }), GENERIC_BIB_FORMAT)).toBeNull();
    // Paper that runs on out of the photo may hold more digits there (a banner's "… 2026" at the frame).
    expect(refusalOf(withEnds({ margin: 0.35, leavesPhoto: true }, { margin: 0.42 }), GENERIC_BIB_FORMAT)).toBe('cut');
    expect(refusalOf(withEnds({ margin: 0.35 }, { margin: 0.42 }), GENERIC_BIB_FORMAT)).toBeNull();
  });

  it('passes a number printed off-centre when both ends have paper to spare up to a straight edge', () => {
    const offCentre = (before: Partial<PaperSide>, after: Partial<PaperSide>) => withEnds(before, after, '7009');
    // A bib turned away from the camera: its near end's paper looks wider, and neither end can hide a digit.
    expect(refusalOf(offCentre({ margin: 1.07 }, { margin: 0.72 }), GENERIC_BIB_FORMAT)).toBeNull();
    // A letter stops the paper at one end (a sign's "CALL 1999"): its edge is no paper's straight edge.
    expect(refusalOf(offCentre({ margin: 0.63, slant: 0.2 }, { margin: 1.18 }), GENERIC_BIB_FORMAT)).toBe('cut');
    // Less paper at one end than a word space: the number may go on in another word or under a hand.
    expect(refusalOf(offCentre({ margin: 0.32 }, { margin: 0.9 }), GENERIC_BIB_FORMAT)).toBe('cut');
  });

  it('sees the same shirt at both ends of a print that fills its paper though the shirt is lit less at one side', () => {
    const cyan: Colour = [30, 170, 200];
    const besideCyan = (after: Partial<PaperSide>) => withEnds({ margin: 0, beyond: cyan }, { margin: 0.04, ...after });
    const lit = (share: number) => cyan.map((value) => Math.round(share * value)) as Colour;
    expect(refusalOf(besideCyan({ beyond: lit(0.88) }), GENERIC_BIB_FORMAT)).toBeNull();
    // Much darker is something else of the shirt's hue (a sleeve, a fold of cloth over the number).
    expect(refusalOf(besideCyan({ beyond: lit(0.7) }), GENERIC_BIB_FORMAT)).toBe('cut');
  });

  it('sees the same shirt beyond both ends when a shadow across one end darkens shirt and paper alike', () => {
    const narrowEnds = (after: Partial<PaperSide>) => withEnds({ margin: 0.06 }, { margin: 0.08, ...after });
    const inShadow = (colour: Colour) => colour.map((value) => Math.round(0.5 * value)) as Colour;
    const shadowedEnd = { paper: inShadow(PAPER), glyphPaper: inShadow(PAPER) };
    expect(refusalOf(narrowEnds({ beyond: inShadow(SHIRT), ...shadowedEnd }), GENERIC_BIB_FORMAT)).toBeNull();
    // A dark band between the last glyph and what stops the paper, the paper around the glyph lit:
    // the shade an arm over the number casts at its edge, not a shadow over the number's end.
    const edgeOfArm = { paper: inShadow(PAPER), glyphPaper: PAPER };
    expect(refusalOf(narrowEnds({ beyond: inShadow(SHIRT), ...edgeOfArm }), GENERIC_BIB_FORMAT)).toBe('cut');
    // Something darker beyond an end whose paper is as light as the other's is no shadow.
    expect(refusalOf(narrowEnds({ beyond: inShadow(SHIRT) }), GENERIC_BIB_FORMAT)).toBe('cut');
    // Paper lit a little unevenly casts no shadow: a sleeve a little darker than the shirt stays a sleeve.
    const dimmed = PAPER.map((value) => Math.round(0.95 * value)) as Colour;
    expect(refusalOf(narrowEnds({ beyond: [15, 85, 35], paper: dimmed, glyphPaper: dimmed }), GENERIC_BIB_FORMAT)).toBe(
      'cut',
    );
    // An arm in the shadow is still no shirt.
    const arm: Colour = [200, 150, 120];
    expect(refusalOf(narrowEnds({ beyond: inShadow(arm), ...shadowedEnd }), GENERIC_BIB_FORMAT)).toBe('cut');
  });

  it('judges a number by its other end alone where its paper runs on into something of the paper’s colour', () => {
    // A white bib on a white shirt: the paper seems to go on at one end, so the other end's lesser
    // paper up to a straight edge is no sign of a hidden digit.
    expect(refusalOf(withEnds({ margin: 0.9, goesOn: true }, { margin: 0.25 }), GENERIC_BIB_FORMAT)).toBeNull();
    expect(
      refusalOf(withEnds({ margin: 0.06, goesOn: true }, { margin: 0.25, goesOn: true }), GENERIC_BIB_FORMAT),
    ).toBeNull();
    // The other end still refuses when its paper is narrow or ends along a slant (a letter, a hand).
    expect(refusalOf(withEnds({ margin: 0.9, goesOn: true }, { margin: 0.1 }), GENERIC_BIB_FORMAT)).toBe('cut');
    expect(refusalOf(withEnds({ margin: 0.9, goesOn: true }, { margin: 0.33, slant: 0.15 }), GENERIC_BIB_FORMAT)).toBe(
      'cut',
    );
  });

  it('refuses a number whose line, read a little wider, goes on beyond its box (a fold, a prefix set apart)', () => {
    // 888652 folded after its fifth digit: the detector's box held 88865.
    expect(goesOn('88865', characters('888652'))).toBe(true);
    // S38843 whose S the box left out, and a sponsor's word run into a year.
    expect(goesOn('38843', characters('S38843'))).toBe(true);
    expect(goesOn('2026', characters('ING2026'))).toBe(true);
    // The same number read again, or a faint mark beyond it (the paper's edge, a pin), changes nothing.
    expect(goesOn('4325', characters('4325'))).toBe(false);
    const faintEdge = characters('43251');
    faintEdge[4]!.confidence = 0.4;
    expect(goesOn('4325', faintEdge)).toBe(false);
    // A wider read that misreads the number says nothing about it.
    expect(goesOn('4325', characters('4825'))).toBe(false);
  });

  it('refuses a number that is not the largest text on its paper (a year under a race’s name)', () => {
    const title: TurnedBox = { ...box, cy: box.cy - 90, height: 110, width: 400 };
    expect(refusalOf({ ...sure('2024'), others: [title] }, GENERIC_BIB_FORMAT)).toBe('not-largest');
    // Smaller sponsor text above the number does not matter.
    expect(refusalOf({ ...sure('2024'), others: [{ ...title, height: 30 }] }, GENERIC_BIB_FORMAT)).toBeNull();
    // Looking cut as well, it stays refused as a detail: 'cut' alone is what a registered list may overrule.
    const noPaperAfter = { before: paperSide, after: { ...paperSide, margin: 0 } };
    expect(refusalOf({ ...sure('2024'), margins: noPaperAfter }, GENERIC_BIB_FORMAT)).toBe('cut');
    expect(refusalOf({ ...sure('2024'), margins: noPaperAfter, others: [title] }, GENERIC_BIB_FORMAT)).toBe(
      'not-largest',
    );
  });

  it('refuses a small line on the paper of a number twice its height or more (the year on a bib’s band)', () => {
    // "MARATHON 2026" across the top of a bib whose number is 6.5 times as tall, the year's box
    // beyond the number's ends and above it: the finer look parts the year from the word.
    const year: TurnedBox = { ...box, cx: 1700, cy: 2437, width: 62, height: 24 };
    const number: TurnedBox = { ...box, cx: 1578, cy: 2543, width: 340, height: 156 };
    const small = { ...sure('2026'), box: year, others: [number], small: true };
    expect(refusalOf(small, GENERIC_BIB_FORMAT)).toBe('not-largest');
    // A line of the detector's own size is judged by the paper it measured: a runner's number
    // beside a near runner's larger one is a bib.
    expect(refusalOf({ ...small, small: false }, GENERIC_BIB_FORMAT)).toBeNull();
    // Half the neighbour's height past its box, or less than twice as tall, it is not on its paper.
    const away = { ...small, box: { ...year, cy: 2543 - 78 - 78 - 13 } };
    expect(refusalOf(away, GENERIC_BIB_FORMAT)).toBeNull();
    expect(refusalOf({ ...small, others: [{ ...number, height: 47 }] }, GENERIC_BIB_FORMAT)).toBeNull();
  });

  it('drops readings of the same place that contradict each other, and a fragment of a longer number there', () => {
    const at = (read: string, cx: number, width = 200) => ({ read, box: { ...box, cx, width } });
    // 80083 read from a closer look and 008 from a part of the same paper: the part is dropped.
    expect(contradicted([at('80083', 500), at('008', 520, 60)])).toEqual([1]);
    // H5535 and H555 over one paper: which is right is unknown, neither is kept.
    expect(contradicted([at('H5535', 500), at('H555', 505)])).toEqual([0, 1]);
    // The same number twice, or two runners' numbers side by side, contradict nothing.
    expect(contradicted([at('4325', 500), at('4325', 510), at('7781', 900)])).toEqual([]);
  });
});
