import { afterAll, describe, expect, it } from 'vitest';
import { generateSecondBibPhoto, secondBibPhoto } from '../../../scripts/sets/second-bib-set.ts';
import { decodeImage, DETECTOR_LONG_SIDE } from '../../src/media/decoded-image.ts';
import { lookCloser, smallOnDetectorCopy } from '../../src/ocr/closer-look.ts';
import { ocrModels, releaseOcrModels } from '../../src/ocr/ocr-models.ts';
import type { TurnedBox } from '../../src/ocr/text-geometry.ts';
import { detectLines } from '../../src/ocr/text-detector.ts';

afterAll(() => releaseOcrModels());

describe('a closer look at small lines', () => {
  it('parts a far runner’s number from the paper it merged with on the scaled copy', async () => {
    // A 24 MP photo of far runners: papers 70–110 px tall, their digits 25–55 px.
    const photo = secondBibPhoto('far', 0);
    const original = await generateSecondBibPhoto(photo);
    const decoded = await decodeImage(original, DETECTOR_LONG_SIDE);
    const { detector } = await ocrModels();
    const first = await detectLines(detector, decoded);
    const small = first.map((line) => line.box).filter((box) => smallOnDetectorCopy(box, decoded));
    const closer = await lookCloser(detector, decoded, original, small);

    const on = (box: TurnedBox, paper: { x: number; y: number; width: number; height: number }) =>
      box.cx > paper.x && box.cx < paper.x + paper.width && box.cy > paper.y && box.cy < paper.y + paper.height;
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
