import { describe, expect, it } from 'vitest';
import { findCandidates, type Raster } from '../../src/ocr/bib-candidates.ts';

// Where the reader looks for bibs, on drawn rasters: white paper on an orange vest, four dark digit
// blocks (22 × 50 px, 40 px apart) centred on it with 30 px of paper either side.
const WIDTH = 800;
const HEIGHT = 600;
const PAPER = { x0: 100, y0: 100, x1: 301, y1: 180 };
const DIGITS = [130, 170, 210, 250].map((x0) => ({ x0, y0: 115, x1: x0 + 21, y1: 164 }));

function raster(draw: (paint: (x: number, y: number, grey: number) => void) => void): Raster {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let offset = 0; offset < data.length; offset += 3) data.set([230, 120, 20], offset);
  const paint = (x: number, y: number, grey: number) => data.fill(grey, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
  const fill = (box: typeof PAPER, grey: number) => {
    for (let y = box.y0; y <= box.y1; y += 1) for (let x = box.x0; x <= box.x1; x += 1) paint(x, y, grey);
  };
  fill(PAPER, 235);
  for (const digit of DIGITS) fill(digit, 20);
  draw(paint);
  return { data, width: WIDTH, height: HEIGHT, scale: 1 };
}

describe('finding bibs in a photo', () => {
  it('counts the digits and measures the paper either side of them', async () => {
    const [bib] = await findCandidates(raster(() => {}));
    expect(bib).toMatchObject({ marks: 4, margins: { left: 30, right: 30 } });
  });

  it('does not count a thin crease line on the paper as a digit', async () => {
    // A 2 px line, taller than the digits, slanting down the left margin: the crease of a folded bib.
    const [bib] = await findCandidates(
      raster((paint) => {
        for (let y = 105; y <= 175; y += 1) {
          const x = 108 + Math.floor((y - 105) / 6);
          paint(x, y, 90);
          paint(x + 1, y, 90);
        }
      }),
    );
    expect(bib?.marks).toBe(4);
  });
});
