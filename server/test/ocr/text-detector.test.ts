import { describe, expect, it } from 'vitest';
import { detectionSize, linesOfMap } from '../../src/ocr/text-detector.ts';
import { frameOf } from '../../src/ocr/text-geometry.ts';

// From the detector's map (each pixel's probability of lying inside text) to text lines, on drawn
// maps: the detector marks a shrunk core of each line, which is grown back to the line's size.

const [WIDTH, HEIGHT] = [200, 120];

/** A map with a turned rectangle of probability `p` (centre, size in map pixels, degrees). */
function mapWith(rect: { cx: number; cy: number; width: number; height: number; degrees: number }, p = 0.9) {
  const map = new Float32Array(WIDTH * HEIGHT);
  const box = { ...rect, angle: (rect.degrees * Math.PI) / 180 };
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const { u, v } = frameOf(box, { x: x + 0.5, y: y + 0.5 });
      if (Math.abs(u) <= rect.width / 2 && Math.abs(v) <= rect.height / 2) map[y * WIDTH + x] = p;
    }
  return map;
}

describe('text lines from the detector’s map', () => {
  it('finds a turned line, grown from its core, in the original’s pixels', () => {
    const map = mapWith({ cx: 100, cy: 60, width: 60, height: 12, degrees: 10 });
    const [line] = linesOfMap(map, WIDTH, HEIGHT, 4, 4);
    // The mean probability inside the blob's rectangle (its edge pixels are partly outside the blob).
    expect(line!.score).toBeGreaterThan(0.6);
    expect(line!.score).toBeLessThanOrEqual(0.9);
    expect(line!.box.cx).toBeCloseTo(400, -1);
    expect(line!.box.cy).toBeCloseTo(240, -1);
    expect((line!.box.angle * 180) / Math.PI).toBeCloseTo(10, 0);
    // Grown by area × 1.5 ÷ perimeter on every side (≈ 7.6 map pixels for a 60 × 12 core).
    expect(line!.box.width / 4).toBeGreaterThan(70);
    expect(line!.box.height / 4).toBeGreaterThan(24);
  });

  it('drops faint blobs and specks', () => {
    expect(
      linesOfMap(mapWith({ cx: 100, cy: 60, width: 60, height: 12, degrees: 0 }, 0.45), WIDTH, HEIGHT, 1, 1),
    ).toEqual([]);
    expect(linesOfMap(mapWith({ cx: 100, cy: 60, width: 8, height: 2, degrees: 0 }), WIDTH, HEIGHT, 1, 1)).toEqual([]);
  });

  it('looks at a photo at most 960 px on its long side, in multiples of 32', () => {
    expect(detectionSize(6000, 4000)).toEqual({ width: 960, height: 640 });
    expect(detectionSize(1080, 1920)).toEqual({ width: 544, height: 960 });
    expect(detectionSize(500, 300)).toEqual({ width: 512, height: 288 });
  });
});
