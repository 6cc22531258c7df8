import { describe, expect, it } from 'vitest';
import type { DecodedImage } from '../../src/media/decoded-image.ts';
import {
  BOXES_PER_MOSAIC,
  facesFromMosaic,
  MAX_MOSAICS,
  MOSAIC_SIDE,
  mosaicOf,
  newFaces,
  unsureBoxes,
  type ScoredRect,
} from '../../src/faces/second-look.ts';

const box = (x: number, y: number, width: number, score: number): ScoredRect => ({ x, y, width, height: width, score });

/** A grey picture with one white square: where a mosaic's cell took its pixels from shows. */
function pictureWithSquare(
  width: number,
  height: number,
  square: { x: number; y: number; side: number },
): DecodedImage {
  const data = Buffer.alloc(width * height * 3, 60);
  for (let y = square.y; y < square.y + square.side; y += 1)
    data.fill(250, (y * width + square.x) * 3, (y * width + square.x + square.side) * 3);
  return { data, width, height, channels: 3, originalWidth: width, originalHeight: height };
}

describe('unsureBoxes', () => {
  it('takes the boxes scored under the confident score, best first, but not the faint, small or already found ones', () => {
    const boxes = [
      box(100, 100, 40, 0.9), // confident: found by the first look
      box(105, 102, 38, 0.3), // the confident face again
      box(400, 100, 30, 0.25),
      box(700, 100, 30, 0.45),
      box(900, 100, 30, 0.1), // too faint: mostly not faces
      box(1100, 100, 12, 0.4), // too small to keep
    ];
    expect(unsureBoxes(boxes, 0.5, 24).map((b) => b.x)).toEqual([700, 400]);
  });

  it('looks again at a bounded number of boxes in a crowd', () => {
    const crowd = Array.from({ length: 20 }, (_, i) => box(i * 80, 0, 30, 0.2 + i / 100));
    const unsure = unsureBoxes(crowd, 0.5, 24);
    expect(unsure).toHaveLength(MAX_MOSAICS * BOXES_PER_MOSAIC);
    expect(unsure[0]!.score).toBeCloseTo(0.39);
  });
});

describe('a mosaic of unsure boxes', () => {
  const picture = pictureWithSquare(1600, 1000, { x: 1200, y: 700, side: 30 });
  const unsure = [box(200, 200, 30, 0.3), box(1200, 700, 30, 0.3)];
  const mosaic = mosaicOf(picture, unsure);

  it('is what SSD looks at, each area enlarged into its own cell', () => {
    expect([mosaic.image.width, mosaic.image.height]).toEqual([MOSAIC_SIDE, MOSAIC_SIDE]);
    const pixel = (x: number, y: number) => mosaic.image.data[(y * MOSAIC_SIDE + x) * 3]!;
    // The second box's area (2.5 × 30 px around it) fills the top-right cell: the white square is
    // in its middle, enlarged to 256 / 2.5 ≈ 102 px, and the first cell shows only the grey picture.
    expect(pixel(256 + 128, 128)).toBe(250);
    expect(pixel(256 + 128 - 45, 128)).toBe(250);
    expect(pixel(256 + 128 - 60, 128)).toBe(60);
    expect(pixel(128, 128)).toBe(60);
    // Unused cells stay neutral grey.
    expect(pixel(128, 256 + 128)).toBe(128);
  });

  it('maps a face found in a cell back to the picture, and refuses faces across cells or beside the unsure box', () => {
    const inSecondCell = { x: 256 + 77, y: 77, width: 102, height: 102, score: 0.8 };
    const [face, ...others] = facesFromMosaic(
      [
        inSecondCell,
        { x: 200, y: 100, width: 100, height: 100, score: 0.9 }, // across the first two cells
        { x: 5, y: 5, width: 40, height: 40, score: 0.7 }, // in the first cell's corner, not on its box
      ],
      mosaic,
    );
    expect(others).toEqual([]);
    expect(face!.x).toBeCloseTo(1200, 0);
    expect(face!.y).toBeCloseTo(700, 0);
    expect(face!.width).toBeCloseTo(30, 0);
    expect(face!.score).toBe(0.8);
  });
});

describe('newFaces', () => {
  it('keeps a face found again once, and never one already found', () => {
    const confident = [box(100, 100, 40, 0.9)];
    const foundAgain = [box(102, 101, 38, 0.7), box(500, 100, 30, 0.6), box(501, 99, 31, 0.8)];
    expect(newFaces(foundAgain, confident)).toEqual([box(501, 99, 31, 0.8)]);
  });
});
