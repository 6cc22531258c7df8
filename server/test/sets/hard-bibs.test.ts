import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateHardBibPhoto, HARD_CONDITIONS, hardBibPhoto } from '../../../scripts/sets/hard-bibs.ts';

describe('hard bib photos', () => {
  it('are labelled from their seed alone, the same every time', async () => {
    expect(hardBibPhoto('fold', 3)).toEqual(hardBibPhoto('fold', 3));
    const photo = hardBibPhoto('low-light', 0);
    const jpeg = await generateHardBibPhoto(photo);
    expect(jpeg.equals(await generateHardBibPhoto(photo))).toBe(true);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
  });

  it('give every condition its own seeds and 1–3 distinct bibs of 4–6 digits, or a letter and 3–5 digits', () => {
    const seeds = new Set<number>();
    for (const condition of HARD_CONDITIONS) {
      for (let index = 0; index < 100; index += 1) {
        const { seed, bibs } = hardBibPhoto(condition, index);
        seeds.add(seed);
        expect(bibs.length).toBeGreaterThanOrEqual(1);
        expect(bibs.length).toBeLessThanOrEqual(3);
        expect(new Set(bibs.map(({ bib }) => bib)).size).toBe(bibs.length);
        for (const { bib } of bibs)
          expect(bib).toMatch(condition === 'prefixed' ? /^[A-Z][1-9]\d{2,4}$/ : /^[1-9]\d{3,5}$/);
      }
    }
    expect(seeds.size).toBe(100 * HARD_CONDITIONS.length);
  });

  it('mark a bib unreadable only when an arm hides one of its digits', () => {
    for (let index = 0; index < 100; index += 1) {
      const { bibs, options } = hardBibPhoto('cover', index);
      bibs.forEach(({ readable }, runner) => {
        expect(readable).toBe(options.runners[runner]!.look?.cover?.over === 'bottom');
      });
    }
    expect(
      HARD_CONDITIONS.flatMap((condition) => hardBibPhoto(condition, 0).bibs.filter((bib) => !bib.readable)),
    ).toEqual(hardBibPhoto('cover', 0).bibs.filter((bib) => !bib.readable));
  });
});
