import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBibs, generateRacePhoto } from '../../src/demo/race-photo.ts';
import { decodeImage, DETECTOR_LONG_SIDE } from '../../src/media/decoded-image.ts';
import { createBibReader, type BibReader, type BibReading } from '../../src/ocr/bib-reader.ts';
import { isPartOfLongerBib } from '../../src/shared/domain/bib.ts';
import { sortReadings } from '../../src/shared/registered-bibs.ts';
import { generateHardBibPhoto, hardBibPhoto } from '../../../scripts/sets/hard-bibs.ts';
import { generateSecondBibPhoto, secondBibPhoto } from '../../../scripts/sets/second-bib-set.ts';

const require = createRequire(import.meta.url);
const faceSample = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg');
const takenAt = new Date('2025-03-01T00:00:00Z');

let reader: BibReader;
beforeAll(async () => {
  reader = await createBibReader();
});
afterAll(() => reader.close());

/** The numbers read on a photo of a labelled set, and whether each is a bib the photo shows. */
async function readLabelled(photo: { bibs: { bib: string }[] }, image: Buffer) {
  const bibs = (await reader.read(image)).map((reading) => reading.bib);
  return { bibs, allShown: bibs.every((bib) => photo.bibs.some((shown) => shown.bib === bib)) };
}
async function readHardPhoto(...which: Parameters<typeof hardBibPhoto>) {
  const photo = hardBibPhoto(...which);
  return readLabelled(photo, await generateHardBibPhoto(photo));
}
async function readSecondPhoto(...which: Parameters<typeof secondBibPhoto>) {
  const photo = secondBibPhoto(...which);
  return readLabelled(photo, await generateSecondBibPhoto(photo));
}

describe('bib reader', () => {
  it('reads the bibs of generated race photos', async () => {
    // Seeds fixed before the first run (the benchmark uses 10 000 and up); 1–2 runners each.
    const photos = await Promise.all(
      [101, 102, 103, 104, 105].map(async (seed) => {
        const bibs = demoBibs(seed, 1 + (seed % 2));
        return { bibs, jpeg: await generateRacePhoto({ seed, runners: bibs.map((bib) => ({ bib })), takenAt }) };
      }),
    );
    // Concurrent calls: the reader queues them on its one OCR thread.
    const results = await Promise.all(photos.map((photo) => reader.read(photo.jpeg)));
    const expected = photos.flatMap((photo) => photo.bibs);
    const found = photos.flatMap((photo, index) =>
      photo.bibs.filter((bib) => results[index]!.some((reading) => reading.bib === bib)),
    );
    const wrong = photos.flatMap((photo, index) =>
      results[index]!.filter((reading) => !photo.bibs.includes(reading.bib)),
    );
    expect(found.length / expected.length).toBeGreaterThanOrEqual(0.8);
    expect(wrong.length).toBeLessThanOrEqual(1);
    for (const reading of results.flat()) {
      expect(reading.bib).toMatch(/^\d{3,6}$/);
      expect(reading.confidence).toBeGreaterThan(0);
      expect(reading.confidence).toBeLessThanOrEqual(1);
      // Where the digits are, in the original's pixels (the generated photos are 1920 × 1280).
      expect(reading.box.width).toBeGreaterThan(0);
      expect(reading.box.x + reading.box.width).toBeLessThanOrEqual(1920);
      expect(reading.box.y + reading.box.height).toBeLessThanOrEqual(1280);
    }
  });

  it('for a race with a list, also gives the numbers whose paper looked cut, and the list keeps only whole ones', async () => {
    // Arms over three bibs: the covered 79914 and 3169 show "9914" and "316", whose paper looks cut;
    // 85525, with a bar across the foot of its digits (no paper below their columns), is read whole.
    const photo = hardBibPhoto('cover', 2);
    const jpeg = await generateHardBibPhoto(photo);
    expect((await reader.read(jpeg)).map((reading) => reading.bib)).toEqual(['85525']);
    const readings = await reader.read(jpeg, { listed: true });
    const looksCut = readings.filter((reading) => reading.looksCut).map((reading) => reading.bib);
    expect(looksCut.sort()).toEqual(['316', '9914']);
    expect(readings.map((reading) => reading.bib).sort()).toEqual(['316', '85525', '9914']);
    // The race's list has every runner's number: the fragments are parts of longer bibs on it.
    const registered = new Set(photo.bibs.map((shown) => shown.bib));
    const partOfLonger = new Set(
      readings.map((reading) => reading.bib).filter((bib) => isPartOfLongerBib(bib, registered)),
    );
    expect(sortReadings(readings, { registered, partOfLonger }).publish.map((reading) => reading.bib)).toEqual([
      '85525',
    ]);
  });

  it('reads a number again from a taller box when its tight box left a digit doubtful', async () => {
    // A bib seen in perspective: the detector's box hugs the slanted digits and the first 6 of
    // 66833 is read at 0.83; from a box 1.15 times as tall every digit is read at 0.98 or more.
    const { bibs, allShown } = await readHardPhoto('perspective', 21);
    expect(bibs).toContain('66833');
    expect(allShown).toBe(true);
  });

  it('reads again twice as wide a number drawn too narrow for its digits, and keeps both of two like digits', async () => {
    // 53387 far off: its line was drawn 64 px wide for the recogniser, eight columns for five
    // digits, so the two 3s had no empty column between them and were read as one: "5387", a
    // stranger's bib. Drawn twice as wide, every digit is read.
    const { bibs, allShown } = await readSecondPhoto('far', 27);
    expect(bibs).toContain('53387');
    expect(allShown).toBe(true);
  });

  it('follows the paper into the shade of its crease, as far as the shirt', async () => {
    // A folded bib, lit left of the crease (just after the first 6) and in shade right of it: the
    // paper measured near the first digit was mostly the shade, so the walk from the 6 outward
    // stopped at once on the lit paper (0.04 line heights: it looked cut). Both shades lie
    // between the digits, so the lit paper is followed to the shirt.
    const { bibs, allShown } = await readHardPhoto('fold', 18);
    expect(bibs).toContain('6967');
    expect(allShown).toBe(true);
  });

  it('follows the paper out of the shade its last digits lie in, seen above and below them', async () => {
    // Folded within the fourth digit of 994226, the bib's right part is in shade; the gaps between
    // the shaded digits are too narrow to show that shade as paper, so the walk from the 6 found
    // none (it looked cut). The paper above and below the 6 shows it.
    const { bibs, allShown } = await readHardPhoto('fold', 15);
    expect(bibs).toContain('994226');
    expect(allShown).toBe(true);
  });

  it('takes a last digit standing in a fold’s shade for a glyph, its paper above and below in that shade', async () => {
    // 68398 folded across its end: the paper around the 8 is darker than the lit paper, and the
    // number looked cut where the walk started inside the 8.
    const { bibs, allShown } = await readHardPhoto('fold', 11);
    expect(bibs).toContain('68398');
    expect(allShown).toBe(true);
  });

  it('reads a bib turned away from the camera, more paper at its near end than at its far one', async () => {
    // 7009 on a 24 MP photo: 1.07 line heights of paper before the 7 and 0.72 after the 9, each up
    // to the paper's straight edge. It was refused as cut while the two had to agree within 0.2.
    const { bibs, allShown } = await readSecondPhoto('perspective', 12);
    expect(bibs).toContain('7009');
    expect(allShown).toBe(true);
  });

  it('reads a number printed to fill its paper on a shirt lit less at one side than at the other', async () => {
    // S81313 leaves no paper before the S; the cyan shirt beyond its two ends is 29 RGB apart, the
    // one at 0.89 of the other's light.
    const { bibs, allShown } = await readSecondPhoto('perspective', 21);
    expect(bibs).toContain('S81313');
    expect(allShown).toBe(true);
  });

  it('finds a far bib at a night race by its paper, as much darker than daylight’s paper as the photo is', async () => {
    // 768621: the detector finds no line on it, and its white paper is darker than any daylight grey.
    const { bibs, allShown } = await readSecondPhoto('low-light', 20);
    expect(bibs).toContain('768621');
    expect(allShown).toBe(true);
  });

  it('places a bib in the original’s pixels, however large the original', async () => {
    const [bib] = demoBibs(101, 1);
    const small = await generateRacePhoto({ seed: 101, runners: [{ bib: bib! }], takenAt });
    const large = await generateRacePhoto({ seed: 101, runners: [{ bib: bib! }], takenAt, width: 3840, height: 2560 });
    const [inSmall] = await reader.read(small);
    const [inLarge] = await reader.read(large);
    expect(inLarge!.box.x / inSmall!.box.x).toBeCloseTo(2, 0);
    expect(inLarge!.box.y / inSmall!.box.y).toBeCloseTo(2, 0);
  });

  it('reads a photo the pipeline decoded as it reads the file', async () => {
    const [bib] = demoBibs(103, 1);
    const jpeg = await generateRacePhoto({ seed: 103, runners: [{ bib: bib! }], takenAt, width: 3840, height: 2560 });
    const fromFile = await reader.read(jpeg);
    const decoded = await decodeImage(jpeg, DETECTOR_LONG_SIDE);
    expect(fromFile.map((reading) => reading.bib)).toContain(bib);
    expect(await reader.read(decoded)).toEqual(fromFile);
  });

  it('finds no bib where there is none', async () => {
    const emptyScene = await generateRacePhoto({ seed: 9, runners: [], takenAt });
    expect(await reader.read(emptyScene)).toEqual([]);
    expect(await reader.read(readFileSync(faceSample))).toEqual([]);
  });

  it('rejects a file that is not an image and keeps working afterwards', async () => {
    await expect(reader.read(Buffer.from('definitely not a JPEG'))).rejects.toThrow(/not a readable image/);
    const jpeg = await generateRacePhoto({ seed: 106, runners: [{ bib: '4321' }], takenAt });
    const readings = await reader.read(jpeg);
    expect(readings.map((reading) => reading.bib)).toContain('4321');
  });

  it('closed while it loads or reads, answers the photo under way, fails the rest and leaves the process running', async () => {
    // Terminating the thread inside onnxruntime aborted the whole process (the test worker with it).
    const jpeg = await generateRacePhoto({ seed: 107, runners: [{ bib: '5678' }], takenAt });
    const outcome = (read: Promise<BibReading[]>) =>
      read.then(
        (readings) => readings.map((reading) => reading.bib).join(','),
        (error: Error) => error.message,
      );
    for (const delayMs of [0, 300, 700, 1200]) {
      const closing = await createBibReader();
      const reads = [closing.read(jpeg), closing.read(jpeg), closing.read(jpeg)].map(outcome);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await closing.close();
      const outcomes = await Promise.all(reads);
      // Photos read before the close and the one under way are answered; those not begun fail.
      const answered = outcomes.filter((text) => text === '5678').length;
      expect(outcomes, `closed after ${delayMs} ms`).toEqual([
        ...Array<string>(answered).fill('5678'),
        ...Array<string>(outcomes.length - answered).fill('Bib reader: the reader was closed'),
      ]);
      expect(answered).toBeGreaterThan(0);
      // Closed at once, the first photo is still under way (the models are loading): the rest fail.
      if (delayMs === 0) expect(answered).toBe(1);
      await expect(closing.read(jpeg)).rejects.toThrow('Bib reader: closed');
    }
  });
});
