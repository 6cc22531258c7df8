import { describe, expect, it } from 'vitest';
import { evenFaceLight } from '../../src/faces/face-light.ts';

/** A crop of `count` pixels whose grey levels run evenly from `from` to `to`, tinted by `tint`. */
function crop(count: number, from: number, to: number, tint: [number, number, number] = [0, 0, 0]): Int32Array {
  const rgb = new Int32Array(count * 3);
  for (let i = 0; i < count; i += 1) {
    const level = Math.round(from + ((to - from) * i) / (count - 1));
    for (let channel = 0; channel < 3; channel += 1) rgb[i * 3 + channel] = level + tint[channel]!;
  }
  return rgb;
}

const lumaOf = (rgb: Int32Array, i: number) => 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;

describe('evenFaceLight', () => {
  it('stretches a dim face to the range of a face in daylight', () => {
    const dim = crop(1000, 10, 60);
    evenFaceLight(dim);
    const levels = Array.from({ length: 1000 }, (_, i) => lumaOf(dim, i)).sort((a, b) => a - b);
    // The darkest and brightest 2 % are clipped; the rest spans about 15–240.
    expect(levels[20]).toBeGreaterThanOrEqual(13);
    expect(levels[20]).toBeLessThanOrEqual(18);
    expect(levels[979]).toBeGreaterThanOrEqual(236);
    expect(levels[979]).toBeLessThanOrEqual(242);
    expect(Math.min(...dim)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...dim)).toBeLessThanOrEqual(255);
  });

  it('gives the same face whether it was dim or bright', () => {
    const dim = crop(500, 20, 70);
    const bright = crop(500, 80, 280 - 30);
    evenFaceLight(dim);
    evenFaceLight(bright);
    for (let i = 0; i < 500; i += 25) expect(Math.abs(lumaOf(dim, i) - lumaOf(bright, i))).toBeLessThanOrEqual(3);
  });

  it('keeps the colours’ balance: one gain for the three channels', () => {
    const warm = crop(400, 60, 160, [8, 0, -8]);
    evenFaceLight(warm);
    const gaps = [100, 200, 300].map((i) => warm[i * 3]! - warm[i * 3 + 2]!);
    // A 16-level red–blue gap in a 100-level range grows by the same gain everywhere (≈ 2.2×).
    for (const gap of gaps) expect(gap).toBeGreaterThan(32);
    for (const gap of gaps) expect(gap).toBeLessThan(40);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(2);
  });

  it('leaves a flat crop, which shows no face, as it is', () => {
    const flat = crop(300, 128, 130);
    const before = Int32Array.from(flat);
    evenFaceLight(flat);
    expect(flat).toEqual(before);
    const empty = new Int32Array(0);
    evenFaceLight(empty);
    expect(empty).toHaveLength(0);
  });
});
