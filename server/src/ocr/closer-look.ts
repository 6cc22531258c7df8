import type ort from 'onnxruntime-node';
import type { DecodedImage } from '../media/decoded-image.ts';
import { levelLine, rastersFor, regionAround, type Raster, type Region } from './line-pixels.ts';
import { SAME_SIZE } from './bib-trust.ts';
import { frameOf, type TurnedBox } from './text-geometry.ts';
import { detectLines, smallOnDetectorCopy } from './text-detector.ts';

// A far runner's bib is a few detector pixels tall on the scaled copy: the detector sees the paper
// and its print as one blob, a box two or three times the digits' height that the recogniser cannot
// read and the paper test cannot measure. Such small lines are looked at again from closer: the
// detector runs once more on the original's own pixels around each, drawn large enough for it to
// part the number from the print around it. Each look costs a few thousand pixels, not a photo's.

/**
 * A far bib's blob on the scaled copy is its paper: about as wide as tall, or up to this many times
 * wider. Longer small lines are boards' and shirts' words, not looked at again (each look costs).
 */
const MAX_ASPECT = 2.5;
const MIN_ASPECT = 0.5;
/** The height a small line's box is drawn at for the closer look (px). */
const CLOSER_HEIGHT = 64;
/** How far around a small line the closer look reaches (its heights, each side). */
const AROUND = 0.5;
/** The closer look's stride: its drawing is a multiple of this (the detector's own). */
const STRIDE = 32;
/** A photo with more small lines than this is a wall of text: the rest are not looked at again. */
const MAX_LOOKS = 40;

const snapped = (side: number) => Math.max(STRIDE, Math.round(side / STRIDE) * STRIDE);

/** Lines found again around `line`, in pixels of the upright original (none when the look finds nothing in it). */
async function lookAgain(
  detector: ort.InferenceSession,
  line: TurnedBox,
  region: Region,
  raster: Raster,
): Promise<TurnedBox[]> {
  const [width, height] = [region.right - region.left, region.bottom - region.top];
  const scale = CLOSER_HEIGHT / line.height;
  const [drawnWidth, drawnHeight] = [snapped(width * scale), snapped(height * scale)];
  const area = { cx: region.left + width / 2, cy: region.top + height / 2, width, height, angle: 0 };
  const pixels = levelLine(raster, area, drawnWidth, drawnHeight);
  const drawing: DecodedImage = {
    data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength),
    width: drawnWidth,
    height: drawnHeight,
    channels: 3,
    originalWidth: width,
    originalHeight: height,
  };
  const found = (await detectLines(detector, drawing, Math.max(drawnWidth, drawnHeight)))
    .map(({ box }) => ({ ...box, cx: box.cx + region.left, cy: box.cy + region.top }))
    .filter((box) => {
      // Only what lies on the small line itself: its neighbours have boxes of their own.
      const { u, v } = frameOf(line, { x: box.cx, y: box.cy });
      return Math.abs(u) <= line.width / 2 && Math.abs(v) <= line.height / 2;
    });
  // A bib is the largest text on its paper (bib-trust.ts): the paper's smaller print is not read.
  const tallest = Math.max(0, ...found.map((box) => box.height));
  return found.filter((box) => box.height * SAME_SIZE >= tallest);
}

/** Whether `box` is worth a closer look: small on the detector's copy of `decoded`, shaped like a far bib's blob. */
export function worthACloserLook(box: TurnedBox, decoded: DecodedImage): boolean {
  const aspect = box.width / box.height;
  return smallOnDetectorCopy(box, decoded) && aspect >= MIN_ASPECT && aspect <= MAX_ASPECT;
}

/** The lines a closer look finds on each of `lines` (at most MAX_LOOKS of them), each line found once. */
export async function lookCloser(
  detector: ort.InferenceSession,
  decoded: DecodedImage,
  original: Buffer | undefined,
  lines: TurnedBox[],
): Promise<TurnedBox[]> {
  const looked = lines.slice(0, MAX_LOOKS);
  const regions = looked.map((line) => regionAround(line, AROUND, AROUND));
  // One decode of the original's rows for lines close together (line-pixels.ts).
  const rasters = await rastersFor(
    decoded,
    original,
    looked.map((line, index) => ({ region: regions[index]!, lineHeight: line.height })),
    CLOSER_HEIGHT,
  );
  const found: TurnedBox[] = [];
  for (const [index, line] of looked.entries()) {
    // Two small lines close together may both find the same line.
    for (const box of await lookAgain(detector, line, regions[index]!, rasters[index]!)) {
      if (!found.some((kept) => Math.hypot(kept.cx - box.cx, kept.cy - box.cy) < 0.3 * box.height)) found.push(box);
    }
  }
  return found;
}
