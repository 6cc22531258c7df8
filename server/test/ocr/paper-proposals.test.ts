import { afterAll, describe, expect, it } from 'vitest';
import { generateSecondBibPhoto, secondBibPhoto } from '../../../scripts/sets/second-bib-set.ts';
import { decodeImage, DETECTOR_LONG_SIDE, type DecodedImage } from '../../src/media/decoded-image.ts';
import { lookCloser } from '../../src/ocr/closer-look.ts';
import { ocrModels, releaseOcrModels } from '../../src/ocr/ocr-models.ts';
import { paperProposals } from '../../src/ocr/paper-proposals.ts';
import { readPhoto } from '../../src/ocr/read-photo.ts';
import { detectLines } from '../../src/ocr/text-detector.ts';
import type { TurnedBox } from '../../src/ocr/text-geometry.ts';

// The reader's copy of a 24 MP photo is 1 600 px wide: a scale of 3.75 back to the original.
const WIDTH = 320;
const HEIGHT = 200;
const SCALE = 3.75;

type Colour = [number, number, number];
const SHIRT: Colour = [40, 90, 160];
const PAPER: Colour = [235, 235, 228];
const INK: Colour = [20, 20, 20];

/**
 * A shirt filling the frame. In daylight a sunlit white banner down its right edge, far too tall to be a
 * bib's paper, sets the photo's light at daylight's; a night photo has none, its dim shirt and paper set it.
 */
function canvas(shirt = SHIRT, { daylight = true } = {}) {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  const fill = (left: number, top: number, width: number, height: number, colour: Colour) => {
    for (let y = top; y < top + height; y += 1)
      for (let x = left; x < left + width; x += 1) data.set(colour, (y * WIDTH + x) * 3);
  };
  fill(0, 0, WIDTH, HEIGHT, shirt);
  if (daylight) fill(WIDTH - 16, 0, 16, HEIGHT, PAPER);
  const image: DecodedImage = {
    data,
    width: WIDTH,
    height: HEIGHT,
    channels: 3,
    originalWidth: WIDTH * SCALE,
    originalHeight: HEIGHT * SCALE,
  };
  return { image, fill };
}

/** A far bib on the reader's copy: a 30 × 18 px paper with four digits' strokes 2 px wide, 8 px tall. */
function bib(fill: ReturnType<typeof canvas>['fill'], left: number, top: number, paper = PAPER, ink = INK) {
  fill(left, top, 30, 18, paper);
  for (let digit = 0; digit < 4; digit += 1) {
    fill(left + 5 + digit * 6, top + 5, 2, 8, ink);
    fill(left + 5 + digit * 6, top + 5, 4, 2, ink);
  }
}
/** A colour in a light with `share` of daylight's. */
const dimmed = (colour: Colour, share: number) => colour.map((value) => Math.round(share * value)) as Colour;

describe('paper a far bib is printed on', () => {
  it('is proposed where the detector saw nothing, as a box in the original’s pixels', () => {
    const { image, fill } = canvas();
    bib(fill, 100, 60);
    const [paper, ...others] = paperProposals(image, []);
    expect(others).toEqual([]);
    expect(paper!.cx).toBeCloseTo(115 * SCALE, 0);
    expect(paper!.cy).toBeCloseTo(69 * SCALE, 0);
    expect(paper!.width).toBeCloseTo(30 * SCALE, 0);
    expect(paper!.height).toBeCloseTo(18 * SCALE, 0);
    expect(paper!.angle).toBe(0);
  });

  it('is not proposed again where the detector found a line', () => {
    const { image, fill } = canvas();
    bib(fill, 100, 60);
    bib(fill, 200, 120);
    const line: TurnedBox = { cx: 115 * SCALE, cy: 69 * SCALE, width: 24 * SCALE, height: 8 * SCALE, angle: 0 };
    const proposed = paperProposals(image, [line]);
    expect(proposed).toHaveLength(1);
    expect(proposed[0]!.cx).toBeCloseTo(215 * SCALE, 0);
  });

  it('leaves out what is not a bib’s paper: blank, coloured, a whole white shirt, a speck', () => {
    const { image, fill } = canvas();
    // A pale patch with nothing printed on it (a sign's blank side, a sock).
    fill(20, 20, 30, 18, PAPER);
    // A bib-sized patch in a strong colour, with print.
    fill(80, 20, 30, 18, [230, 200, 40]);
    fill(85, 25, 2, 8, INK);
    // A white area taller than any far bib's paper, with print on it (a shirt, a banner).
    fill(140, 20, 100, 90, PAPER);
    fill(160, 50, 4, 20, INK);
    fill(190, 50, 4, 20, INK);
    // A speck.
    fill(20, 150, 5, 4, PAPER);
    fill(22, 151, 1, 2, INK);
    expect(paperProposals(image, [])).toEqual([]);
  });

  it('is judged in the photo’s own light: a night race’s dim paper is proposed, the same grey in daylight is not', () => {
    const night = canvas(dimmed(SHIRT, 0.35), { daylight: false });
    bib(night.fill, 100, 60, dimmed(PAPER, 0.35), dimmed(INK, 0.35));
    expect(paperProposals(night.image, [])).toHaveLength(1);
    // The same patch beside a sunlit white banner: grey, not paper.
    const day = canvas(dimmed(SHIRT, 0.35));
    bib(day.fill, 100, 60, dimmed(PAPER, 0.35), dimmed(INK, 0.35));
    expect(paperProposals(day.image, [])).toEqual([]);
  });

  it('looks at the largest papers first, and at most twelve', () => {
    const { image, fill } = canvas();
    for (let row = 0; row < 4; row += 1)
      for (let column = 0; column < 4; column += 1) bib(fill, 10 + column * 75, 10 + row * 45);
    // One paper made taller than the rest.
    fill(235, 163, 30, 6, PAPER);
    const proposed = paperProposals(image, []);
    expect(proposed).toHaveLength(12);
    expect(proposed[0]!.height).toBeCloseTo(24 * SCALE, 0);
  });
});

describe('a far bib the detector saw nothing of', () => {
  afterAll(() => releaseOcrModels());

  it('is proposed by its paper, looked at from closer and read', async () => {
    // A 24 MP photo of far runners; two of its papers are 75 and 86 px tall, their digits 32–34 px.
    const photo = secondBibPhoto('far', 1);
    const original = await generateSecondBibPhoto(photo);
    const decoded = await decodeImage(original, DETECTOR_LONG_SIDE);
    const { detector } = await ocrModels();
    const lines = (await detectLines(detector, decoded)).map((line) => line.box);
    const on = (box: TurnedBox, paper: { x: number; y: number; width: number; height: number }) =>
      box.cx > paper.x && box.cx < paper.x + paper.width && box.cy > paper.y && box.cy < paper.y + paper.height;
    const unseen = photo.bibs.filter((bib) => ['58958', '63595'].includes(bib.bib));
    expect(unseen).toHaveLength(2);
    for (const bib of unseen) expect(lines.some((line) => on(line, bib.box))).toBe(false);

    const papers = paperProposals(decoded, lines);
    const closer = await lookCloser(detector, decoded, original, papers);
    for (const bib of unseen) {
      expect(papers.some((paper) => on(paper, bib.box))).toBe(true);
      const found = closer.filter((box) => on(box, bib.box));
      // The number itself, not its paper.
      expect(found.some((box) => box.height > 0.8 * bib.digitHeight && box.height < 0.8 * bib.height)).toBe(true);
    }
    const read = (await readPhoto(original)).map((reading) => reading.bib);
    expect(read).toEqual(expect.arrayContaining(['58958', '63595']));
  });
});
