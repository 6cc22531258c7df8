import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BIB_HEIGHTS,
  generateSecondBibPhoto,
  JPEG_QUALITIES,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  SECOND_CONDITIONS,
  secondBibPhoto,
} from '../../../scripts/sets/second-bib-set.ts';
import { BIB_TYPEFACES, missingFontPackages } from '../../../scripts/sets/second-bib-set/fonts.ts';

/** The IJG quality whose scaled standard luminance table is the JPEG's first quantisation table. */
function jpegQuality(jpeg: Buffer): number | undefined {
  // JPEG Annex K's luminance table in the zig-zag order a DQT segment stores it in.
  const standard = [
    16, 11, 12, 14, 12, 10, 16, 14, 13, 14, 18, 17, 16, 19, 24, 40, 26, 24, 22, 22, 24, 49, 35, 37, 29, 40, 58, 51, 61,
    60, 57, 51, 56, 55, 64, 72, 92, 78, 64, 68, 87, 69, 55, 56, 80, 109, 81, 87, 95, 98, 103, 104, 103, 62, 77, 113,
    121, 112, 100, 120, 92, 101, 103, 99,
  ];
  const marker = jpeg.indexOf(Buffer.from([0xff, 0xdb]));
  const table = [...jpeg.subarray(marker + 5, marker + 5 + 64)];
  for (let quality = 1; quality <= 100; quality += 1) {
    const scale = quality < 50 ? Math.floor(5000 / quality) : 200 - 2 * quality;
    const matches = standard.every(
      (value, index) => table[index] === Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))),
    );
    if (matches) return quality;
  }
  return undefined;
}

const plans = SECOND_CONDITIONS.flatMap((condition) =>
  Array.from({ length: 30 }, (_, index) => secondBibPhoto(condition, index)),
);

describe('the second hard bib set', () => {
  it('has the Debian fonts it prints bibs in (the CI installs them)', () => {
    expect(missingFontPackages()).toEqual([]);
    expect(BIB_TYPEFACES.length).toBeGreaterThanOrEqual(8);
    const used = new Set(plans.flatMap((photo) => photo.bibs.map((bib) => bib.typeface)));
    expect(used.size).toBe(BIB_TYPEFACES.length);
  });

  it('draws the same 24 MP photo for the same condition and index, at the JPEG quality of its label', async () => {
    expect(secondBibPhoto('arm', 3)).toEqual(secondBibPhoto('arm', 3));
    const photo = secondBibPhoto('crowd', 1);
    const jpeg = await generateSecondBibPhoto(photo);
    expect(jpeg.equals(await generateSecondBibPhoto(photo))).toBe(true);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 6000, height: 4000 });
    expect(jpegQuality(jpeg)).toBe(photo.quality);
    // Every labelled bib is drawn where its label says: paper, print and pins, not a flat patch of scenery.
    const grey = await sharp(jpeg).greyscale().raw().toBuffer();
    for (const { box } of photo.bibs) {
      const values: number[] = [];
      for (let y = Math.ceil(box.y); y < box.y + box.height; y += 2) {
        for (let x = Math.ceil(box.x); x < box.x + box.width; x += 2) values.push(grey[y * PHOTO_WIDTH + x]!);
      }
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
      expect(spread).toBeGreaterThan(25);
    }
  }, 120_000);

  it('labels every bib it draws, 70–300 px tall and inside the photo, with distinct numbers of 3–6 digits', () => {
    for (const photo of plans) {
      expect(photo.bibs.map((bib) => bib.bib)).toEqual(photo.runners.map((runner) => runner.print.number));
      expect(new Set(photo.bibs.map((bib) => bib.bib)).size).toBe(photo.bibs.length);
      expect(photo.quality).toBeGreaterThanOrEqual(JPEG_QUALITIES.min);
      expect(photo.quality).toBeLessThanOrEqual(JPEG_QUALITIES.max);
      for (const bib of photo.bibs) {
        expect(bib.bib).toMatch(photo.condition === 'prefixed' ? /^[A-Z]\d{3,5}$/ : /^[A-Z]?\d{3,6}$/);
        expect(bib.height).toBeGreaterThanOrEqual(BIB_HEIGHTS.min);
        expect(bib.height).toBeLessThanOrEqual(BIB_HEIGHTS.max);
        expect(bib.digitHeight).toBeGreaterThan(0.25 * bib.height);
        expect(bib.box.x).toBeGreaterThan(0);
        expect(bib.box.y).toBeGreaterThan(0);
        expect(bib.box.x + bib.box.width).toBeLessThan(PHOTO_WIDTH);
        expect(bib.box.y + bib.box.height).toBeLessThan(PHOTO_HEIGHT);
      }
    }
    const lengths = new Set(plans.flatMap((photo) => photo.bibs.map((bib) => bib.bib.replace(/\D/g, '').length)));
    expect([...lengths].sort()).toEqual([3, 4, 5, 6]);
    expect(plans.some((photo) => photo.bibs.some((bib) => bib.height < 80))).toBe(true);
    expect(plans.some((photo) => photo.bibs.some((bib) => bib.height > 280))).toBe(true);
  });

  it('calls a bib unreadable exactly when an arm lies over one of its digits', () => {
    for (const photo of plans) {
      for (const bib of photo.bibs) expect(bib.readable).toBe(bib.arm !== 'end' && bib.arm !== 'middle');
    }
    const arms = plans.filter((photo) => photo.condition === 'arm').flatMap((photo) => photo.bibs);
    expect(arms.every((bib) => bib.arm !== undefined)).toBe(true);
    expect(new Set(arms.map((bib) => bib.readable))).toEqual(new Set([true, false]));
  });

  it('puts digits that are not bibs in every photo: a race clock, signs and boards', () => {
    for (const photo of plans) {
      expect(photo.notBibs.some((text) => /^\d{1,2}:\d{2}:\d{2}$/.test(text))).toBe(true);
      for (const text of photo.notBibs) expect(photo.bibs.map((bib) => bib.bib)).not.toContain(text);
    }
  });
});
