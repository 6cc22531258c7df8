import { afterAll, describe, expect, it } from 'vitest';
import { generateSecondBibPhoto, secondBibPhoto } from '../../../scripts/sets/second-bib-set.ts';
import { decodeImage, DETECTOR_LONG_SIDE } from '../../src/media/decoded-image.ts';
import { lookCloser, worthACloserLook } from '../../src/ocr/closer-look.ts';
import { ocrModels, releaseOcrModels } from '../../src/ocr/ocr-models.ts';
import type { TurnedBox } from '../../src/ocr/text-geometry.ts';
import { detectLines, finerLines } from '../../src/ocr/text-detector.ts';
import { readPhoto } from '../../src/ocr/read-photo.ts';

afterAll(() => releaseOcrModels());

/** Whether the line's centre lies on the bib's paper. */
const on = (box: TurnedBox, paper: { x: number; y: number; width: number; height: number }) =>
  box.cx > paper.x && box.cx < paper.x + paper.width && box.cy > paper.y && box.cy < paper.y + paper.height;

/** A 24 MP photo of the second set's far runners, decoded as the reader decodes it, and the detector's lines on it. */
async function farRunners(index: number) {
  const photo = secondBibPhoto('far', index);
  const original = await generateSecondBibPhoto(photo);
  const decoded = await decodeImage(original, DETECTOR_LONG_SIDE);
  const { detector } = await ocrModels();
  return { photo, original, decoded, detector, first: await detectLines(detector, decoded) };
}

describe('a closer look at small lines', () => {
  it('parts a far runner’s number from the paper it merged with on the scaled copy', async () => {
    // Far runners' papers 70–110 px tall, their digits 25–55 px.
    const { photo, original, decoded, detector, first } = await farRunners(0);
    const small = first.map((line) => line.box).filter((box) => worthACloserLook(box, decoded));
    const closer = await lookCloser(detector, decoded, original, small);

    const measured = photo.bibs.filter((bib) => bib.readable && first.some((line) => on(line.box, bib.box)));
    expect(measured.length).toBeGreaterThanOrEqual(3);
    for (const bib of measured) {
      // On the scaled copy the line is the paper with its print: twice the digits' height or more.
      const coarse = first.filter((line) => on(line.box, bib.box)).map((line) => line.box.height);
      expect(Math.max(...coarse)).toBeGreaterThan(1.6 * bib.digitHeight);
      // Looked at closer, one line is the number itself.
      const lines = closer.filter((box) => on(box, bib.box));
      expect(lines.some((box) => box.height > 0.8 * bib.digitHeight && box.height < 1.6 * bib.digitHeight)).toBe(true);
    }
  });
});

describe('a finer look for small text', () => {
  it('finds far runners’ numbers the detector’s copy shows nothing of, and they are read', async () => {
    // Two far runners' digits, 28 and 38 px tall in the 6 000 px photo: 4–6 pixels on the 960 px copy.
    const { photo, original, decoded, detector, first } = await farRunners(3);
    const coarse = first.map((line) => line.box);
    const finer = await finerLines(detector, decoded, coarse);
    const far = photo.bibs.filter((bib) => ['220911', '30508'].includes(bib.bib));
    expect(far.map((bib) => bib.readable)).toEqual([true, true]);
    for (const bib of far) {
      expect(coarse.some((box) => on(box, bib.box))).toBe(false);
      expect(finer.some((box) => on(box, bib.box))).toBe(true);
    }
    const read = (await readPhoto(original)).map((reading) => reading.bib);
    expect(read).toEqual(expect.arrayContaining(['220911', '30508']));
    expect(read.filter((bib) => !photo.bibs.some((shown) => shown.bib === bib))).toEqual([]);
  });

  it('finds a far number lying across the middle of the photo once, though the finer copy is looked at in halves', async () => {
    // 43240's paper spans x 2994–3082 of 6 000: the halves of the finer copy meet at x 3000.
    const { photo, original, decoded, detector, first } = await farRunners(29);
    const coarse = first.map((line) => line.box);
    const bib = photo.bibs.find((shown) => shown.bib === '43240')!;
    expect(bib.box.x).toBeLessThan(3000);
    expect(bib.box.x + bib.box.width).toBeGreaterThan(3000);
    expect(coarse.some((box) => on(box, bib.box))).toBe(false);
    const finer = await finerLines(detector, decoded, coarse);
    expect(finer.filter((box) => on(box, bib.box))).toHaveLength(1);
    expect((await readPhoto(original)).map((reading) => reading.bib)).toContain('43240');
  });
});
