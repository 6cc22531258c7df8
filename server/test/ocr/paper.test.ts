import { describe, expect, it } from 'vitest';
import type { Raster } from '../../src/ocr/line-pixels.ts';
import { paperMargins } from '../../src/ocr/paper.ts';

// The paper a number is printed on, seen from the number, on drawn pictures: pale paper on a green
// vest, four dark glyphs (24 × 50 px, 36 px apart) centred on it. The line box is what the
// detector gives (the glyphs plus some room); the glyphs' span is where the recogniser saw them.

const [WIDTH, HEIGHT] = [600, 300];
type Rgb = [number, number, number];
const VEST: Rgb = [40, 140, 60];
const PAPER: Rgb = [235, 235, 230];
const INK: Rgb = [20, 20, 30];
const ARM: Rgb = [200, 150, 120];
const GLYPHS = [200, 236, 272, 308].map((x) => ({ left: x, right: x + 24 }));
const LINE = { cx: 266, cy: 150, width: 160, height: 76, angle: 0 };
const SPAN = { from: 200 - 266, to: 332 - 266 };

function picture(
  draw: (fill: (left: number, top: number, right: number, bottom: number, colour: Rgb) => void) => void,
) {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  const fill = (left: number, top: number, right: number, bottom: number, colour: Rgb) => {
    for (let y = top; y < bottom; y += 1) for (let x = left; x < right; x += 1) data.set(colour, (y * WIDTH + x) * 3);
  };
  fill(0, 0, WIDTH, HEIGHT, VEST);
  fill(170, 90, 362, 210, PAPER);
  for (const glyph of GLYPHS) fill(glyph.left, 125, glyph.right, 175, INK);
  draw(fill);
  return { data, width: WIDTH, height: HEIGHT, left: 0, top: 0, scale: 1 } satisfies Raster;
}

const near = (colour: number[], expected: Rgb) => colour.every((value, i) => Math.abs(value - expected[i]!) < 12);

describe('the paper around a number', () => {
  it('is measured either side of the glyphs, as far as its edge, and what lies beyond is seen', () => {
    const { before, after } = paperMargins(
      picture(() => {}),
      LINE,
      SPAN,
    );
    // 30 px of paper either side, in line heights (76 px).
    expect(before.margin).toBeCloseTo(30 / 76, 1);
    expect(after.margin).toBeCloseTo(30 / 76, 1);
    expect(near(before.beyond, VEST) && near(after.beyond, VEST)).toBe(true);
    expect(before.leavesPhoto || after.leavesPhoto).toBe(false);
  });

  it('tells when the paper runs on out of the photo, where more digits may be', () => {
    // The same picture with its left 180 px outside the photo: the paper's left edge (x = 170) is not in it.
    const whole = picture(() => {});
    const width = WIDTH - 180;
    const data = Buffer.alloc(width * HEIGHT * 3);
    for (let y = 0; y < HEIGHT; y += 1)
      whole.data.copy(data, y * width * 3, (y * WIDTH + 180) * 3, (y + 1) * WIDTH * 3);
    const { before, after } = paperMargins({ ...whole, data, width, left: 180 }, LINE, SPAN);
    expect(before.leavesPhoto).toBe(true);
    expect(after.leavesPhoto).toBe(false);
    expect(after.margin).toBeCloseTo(30 / 76, 1);
  });

  it('is followed across light falling unevenly on it', () => {
    const shaded = picture((fill) => {
      // The paper darkens from left to right, 235 to 175 levels, glyphs left as they are.
      for (let x = 170; x < 362; x += 1) {
        const level = Math.round(235 - ((x - 170) / 192) * 60);
        fill(x, 90, x + 1, 125, [level, level, level - 5]);
        fill(x, 175, x + 1, 210, [level, level, level - 5]);
        if (!GLYPHS.some((glyph) => x >= glyph.left && x < glyph.right))
          fill(x, 125, x + 1, 175, [level, level, level - 5]);
      }
    });
    const { before, after } = paperMargins(shaded, LINE, SPAN);
    expect(before.margin).toBeCloseTo(30 / 76, 1);
    expect(after.margin).toBeCloseTo(30 / 76, 1);
  });

  /**
   * The paper with a shadow over it (55 % of its light) from `left` to beyond its right edge, the
   * last glyph left as ink; its margins are measured as far as the paper's edges.
   */
  function expectFollowedThroughShadow(left: number, span = SPAN) {
    const SHADOW: Rgb = [129, 129, 127];
    const shaded = picture((fill) => {
      fill(left, 90, 308, 210, SHADOW);
      fill(332, 90, 362, 210, SHADOW);
      fill(308, 90, 332, 125, SHADOW);
      fill(308, 175, 332, 210, SHADOW);
    });
    const { before, after } = paperMargins(shaded, LINE, span);
    expect(after.margin).toBeCloseTo(30 / 76, 1);
    expect(before.margin).toBeCloseTo(30 / 76, 1);
    expect(near(after.beyond, VEST)).toBe(true);
  }

  it('is followed into the shadow cast across its end, as far as its edge', () => {
    // From between the last two glyphs: the paper after the last glyph is darker than the gaps
    // near it, but one of its shades.
    expectFollowedThroughShadow(300);
  });

  it('is followed out of a shadow that holds the whole last glyph, seen above and below it', () => {
    // The shadow's edge falls in the gap before the last glyph, too near it to show as paper there.
    expectFollowedThroughShadow(305);
  });

  it('finds the whole last glyph in that shadow when the recogniser placed it short of its far edge', () => {
    // The paper above and below the glyph is the shadow's, not the paper's lit colour: still paper.
    expectFollowedThroughShadow(305, { ...SPAN, to: SPAN.to - 14 });
  });

  it('ends at an arm lying across it beside the last glyph, where a fifth digit would be', () => {
    const covered = picture((fill) => fill(338, 0, 368, HEIGHT, ARM));
    const { before, after } = paperMargins(covered, LINE, SPAN);
    expect(after.margin).toBeLessThan(0.15);
    expect(after.margin).toBeLessThan(before.margin / 2);
    expect(near(after.beyond, ARM) && near(before.beyond, VEST)).toBe(true);
  });

  it('ends right at the ink when the edge of a hidden digit shows beside the arm', () => {
    const sliver = picture((fill) => {
      fill(342, 125, 348, 175, INK);
      fill(348, 0, 380, HEIGHT, ARM);
    });
    expect(paperMargins(sliver, LINE, SPAN).after.margin).toBeLessThan(0.03);
  });

  it('is found when the recogniser placed the last glyph short of its far edge', () => {
    // The recogniser's columns are coarse: it may place the last digit's end 14 px inside it.
    const { after } = paperMargins(
      picture(() => {}),
      LINE,
      { ...SPAN, to: SPAN.to - 14 },
    );
    expect(after.margin).toBeCloseTo(30 / 76, 1);
  });

  it('is found beyond a last glyph that reaches below the line box, placed short by the recogniser', () => {
    // The right half of the last digit runs 4 px past the box's bottom edge (a 4's or a 7's stroke):
    // those columns have paper above them only.
    const tall = picture((fill) => fill(318, 125, 332, 192, INK));
    const { after } = paperMargins(tall, LINE, { ...SPAN, to: SPAN.to - 14 });
    expect(after.margin).toBeCloseTo(30 / 76, 1);
    expect(near(after.beyond, VEST)).toBe(true);
  });

  it('ends at the paper’s edge when the shirt beyond has the ink’s colour', () => {
    // A black vest beyond a narrow margin (8 px): no paper above and below it, so it is no glyph.
    const darkVest = picture((fill) => {
      fill(0, 0, WIDTH, HEIGHT, INK);
      fill(192, 90, 340, 210, PAPER);
      for (const glyph of GLYPHS) fill(glyph.left, 125, glyph.right, 175, INK);
    });
    const { before, after } = paperMargins(darkVest, LINE, { ...SPAN, to: SPAN.to - 14 });
    expect(before.margin).toBeCloseTo(8 / 76, 1);
    expect(after.margin).toBeCloseTo(8 / 76, 1);
  });

  it('tells the paper from bold light digits that cover more of the line than the paper between them', () => {
    const bold = picture((fill) => {
      fill(170, 90, 362, 210, INK);
      for (const glyph of GLYPHS) fill(glyph.left - 4, 118, glyph.right + 8, 182, PAPER);
    });
    const { before, after } = paperMargins(bold, LINE, { from: SPAN.from - 4, to: SPAN.to + 8 });
    expect(before.margin).toBeGreaterThan(0.25);
    expect(after.margin).toBeGreaterThan(0.15);
  });

  it('is found beyond a last glyph whose edge blurs into it (a small or moving bib)', () => {
    const blurred = picture((fill) => {
      fill(332, 125, 334, 175, [95, 95, 95]);
      fill(334, 125, 336, 175, [165, 165, 162]);
    });
    const { after } = paperMargins(blurred, LINE, SPAN);
    expect(after.margin).toBeGreaterThan(0.25);
    expect(near(after.beyond, VEST)).toBe(true);
  });

  it('tells paper that runs on past its edge into the same colour from paper that ends at the shirt', () => {
    // A white vest beyond the paper’s right end, the paper’s shadowed edge (3 px) between them.
    const whiteVest = picture((fill) => {
      fill(362, 0, WIDTH, HEIGHT, PAPER);
      fill(362, 90, 365, 210, [140, 140, 135]);
    });
    const { before, after } = paperMargins(whiteVest, LINE, SPAN);
    expect(after.goesOn).toBe(true);
    expect(before.goesOn).toBe(false);
  });

  it('measures how much the paper’s end slants across the text band', () => {
    expect(
      paperMargins(
        picture(() => {}),
        LINE,
        SPAN,
      ).after.slant,
    ).toBeLessThan(0.03);
    // Something over the paper's right end whose edge leans 1 px right for every 2 px down.
    const slanted = picture((fill) => {
      for (let y = 0; y < HEIGHT; y += 1) fill(340 + Math.round((y - 125) / 2), y, WIDTH, y + 1, ARM);
    });
    expect(paperMargins(slanted, LINE, SPAN).after.slant).toBeGreaterThan(0.12);
  });
});
