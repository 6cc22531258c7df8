import sharp from 'sharp';
import ort from 'onnxruntime-node';
import type { DecodedImage } from '../media/decoded-image.ts';
import { centreInside, frameOf, grown, smallestBox, type Point, type TurnedBox } from './text-geometry.ts';

// Where the text is: PP-OCRv4's detector (a DB network) gives each pixel of a scaled copy the
// probability of lying inside text; its blobs, grown back to the text's size, are the text lines.
// The thresholds are PaddleOCR's published defaults for this model.

/** The long side the detector looks at: one photo costs in proportion to its pixels. */
export const DETECTION_LONG_SIDE = 960;
/**
 * The long side of a second, finer look for small text (decision 102): a far runner's digits are
 * 4–7 pixels tall on the 960 px copy, under what the detector finds, and 5–10 on this one.
 */
const FINE_LONG_SIDE = 1280;
/** How far each half of the finer copy reaches past its middle (its pixels, a multiple of the stride 32). */
const FINE_OVERLAP = 64;
/** Lines less tall than this on the detector's copy (its pixels) are small: far bibs, looked at again. */
const SMALL_LINE = 24;
/** A pixel with at least this probability belongs to a text blob. */
const PIXEL_THRESHOLD = 0.3;
/** A blob whose mean probability inside its rectangle is lower is noise. */
const BOX_THRESHOLD = 0.6;
/** The detector marks a shrunk core of each line: grown by area × ratio ÷ perimeter it covers the line again. */
const UNCLIP_RATIO = 1.5;
/** Blobs thinner than this (detector pixels) are specks. */
const MIN_SIDE = 3;
/** More blobs than this in one photo are not looked at (a wall of text). */
const MAX_BLOBS = 1000;
// The network was trained on ImageNet-normalised BGR pixels.
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

export interface DetectedLine {
  /** In pixels of the upright original. */
  box: TurnedBox;
  /** 0..1: the detector's mean probability over the line's core. */
  score: number;
}

/** The detector's input size for an image: at most `longSide`, both sides multiples of 32 (the network's stride). */
export function detectionSize(width: number, height: number, longSide = DETECTION_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  const snap = (side: number) => Math.max(32, Math.round((side * scale) / 32) * 32);
  return { width: snap(width), height: snap(height) };
}

/** Region of a scaled copy, in its pixels: the whole copy, or a tile of it. */
interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** `image` scaled to width × height, as RGB pixels. */
function scaledPixels(image: DecodedImage, width: number, height: number): Promise<Buffer> {
  const raw = { width: image.width, height: image.height, channels: image.channels };
  return sharp(image.data, { raw }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

/** The network's input for `region` of RGB `pixels` a row `stride` pixels long. */
function inputTensor(pixels: Buffer, stride: number, region: Region): ort.Tensor {
  const { left, top, width, height } = region;
  const plane = width * height;
  const tensor = new Float32Array(3 * plane);
  // One plane at a time, each row a straight run: this loop is paid on every pixel of both copies.
  for (let channel = 0; channel < 3; channel += 1) {
    const [scale, shift] = [1 / (255 * STD[channel]!), MEAN[channel]! / STD[channel]!];
    // BGR planes: plane 0 holds the blue channel (offset 2 of an RGB pixel).
    const offset = 2 - channel;
    for (let y = 0; y < height; y += 1) {
      let source = ((top + y) * stride + left) * 3 + offset;
      const end = channel * plane + (y + 1) * width;
      for (let index = end - width; index < end; index += 1, source += 3)
        tensor[index] = pixels[source]! * scale - shift;
    }
  }
  return new ort.Tensor('float32', tensor, [1, 3, height, width]);
}

/** The 8-connected blobs of pixels at or above the threshold, as lists of pixel indices. */
function blobs(map: Float32Array, width: number, height: number): number[][] {
  const seen = new Uint8Array(map.length);
  const found: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < map.length && found.length < MAX_BLOBS; start += 1) {
    if (seen[start] || map[start]! < PIXEL_THRESHOLD) continue;
    const blob: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      blob.push(index);
      const [x, y] = [index % width, Math.floor(index / width)];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (seen[next] || map[next]! < PIXEL_THRESHOLD) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    found.push(blob);
  }
  return found;
}

/** Each row's leftmost and rightmost pixel corners: enough for the blob's convex hull. */
function outline(blob: number[], width: number): Point[] {
  const rows = new Map<number, [number, number]>();
  for (const index of blob) {
    const [x, y] = [index % width, Math.floor(index / width)];
    const row = rows.get(y);
    if (!row) rows.set(y, [x, x]);
    else [row[0], row[1]] = [Math.min(row[0], x), Math.max(row[1], x)];
  }
  return [...rows].flatMap(([y, [left, right]]) => [
    { x: left, y },
    { x: left, y: y + 1 },
    { x: right + 1, y },
    { x: right + 1, y: y + 1 },
  ]);
}

/** Mean probability of the pixels whose centre lies inside `box` (PaddleOCR's box score). */
function boxScore(map: Float32Array, width: number, height: number, box: TurnedBox): number {
  const reach = Math.ceil(Math.hypot(box.width, box.height) / 2);
  let [sum, count] = [0, 0];
  for (let y = Math.max(0, Math.floor(box.cy - reach)); y < Math.min(height, box.cy + reach); y += 1) {
    for (let x = Math.max(0, Math.floor(box.cx - reach)); x < Math.min(width, box.cx + reach); x += 1) {
      const { u, v } = frameOf(box, { x: x + 0.5, y: y + 0.5 });
      if (Math.abs(u) > box.width / 2 || Math.abs(v) > box.height / 2) continue;
      sum += map[y * width + x]!;
      count += 1;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/**
 * The text lines the detector's map shows, in pixels of a `scaleX` × `scaleY` larger image; the map
 * covers the scaled copy from `origin` on.
 */
export function linesOfMap(
  map: Float32Array,
  width: number,
  height: number,
  scaleX: number,
  scaleY: number,
  origin: Point = { x: 0, y: 0 },
) {
  const lines: DetectedLine[] = [];
  for (const blob of blobs(map, width, height)) {
    const points = outline(blob, width);
    const core = smallestBox(points);
    if (Math.min(core.width, core.height) < MIN_SIDE) continue;
    const score = boxScore(map, width, height, core);
    if (score < BOX_THRESHOLD) continue;
    // Measured again in the original's pixels, where a scaled copy's slightly different aspect is undone.
    const original = smallestBox(points.map((p) => ({ x: (p.x + origin.x) * scaleX, y: (p.y + origin.y) * scaleY })));
    const unclip = (original.width * original.height * UNCLIP_RATIO) / (2 * (original.width + original.height));
    const box = grown(original, unclip);
    if (Math.min(box.width, box.height) < (MIN_SIDE + 2) * Math.min(scaleX, scaleY)) continue;
    lines.push({ box, score });
  }
  return lines;
}

/** The lines the detector sees in `region` of a copy of the photo scaled by 1 / `scale`. */
async function regionLines(
  detector: ort.InferenceSession,
  pixels: Buffer,
  stride: number,
  region: Region,
  scale: Point,
): Promise<DetectedLine[]> {
  const output = await detector.run({ [detector.inputNames[0]!]: inputTensor(pixels, stride, region) });
  const map = output[detector.outputNames[0]!]!.data as Float32Array;
  return linesOfMap(map, region.width, region.height, scale.x, scale.y, { x: region.left, y: region.top });
}

/** The text lines of a decoded photo, in pixels of its upright original. */
export async function detectLines(
  detector: ort.InferenceSession,
  image: DecodedImage,
  longSide = DETECTION_LONG_SIDE,
): Promise<DetectedLine[]> {
  const { width, height } = detectionSize(image.width, image.height, longSide);
  const scale = { x: image.originalWidth / width, y: image.originalHeight / height };
  const pixels = await scaledPixels(image, width, height);
  return regionLines(detector, pixels, width, { left: 0, top: 0, width, height }, scale);
}

/** Whether `box` is small on the detector's copy of `decoded` (a far runner's bib, or less). */
export function smallOnDetectorCopy(box: TurnedBox, decoded: DecodedImage): boolean {
  const detectorScale = detectionSize(decoded.width, decoded.height).width / decoded.originalWidth;
  return box.height * detectorScale < SMALL_LINE;
}

/**
 * The two halves of a width × height copy, split across its long side: each reaches FINE_OVERLAP
 * past the middle, and answers for the lines whose centre lies on its side of it.
 */
function halves(width: number, height: number) {
  const across = width >= height;
  const long = across ? width : height;
  const middle = Math.round(long / 64) * 32;
  // A stretch of the long side, the whole short side.
  const span = (from: number, to: number): Region =>
    across ? { left: from, top: 0, width: to - from, height } : { left: 0, top: from, width, height: to - from };
  const beforeMiddle = (at: Point) => (across ? at.x : at.y) < middle;
  return [
    { region: span(0, middle + FINE_OVERLAP), owns: beforeMiddle },
    { region: span(middle - FINE_OVERLAP, long), owns: (at: Point) => !beforeMiddle(at) },
  ];
}

/**
 * The small lines a finer copy of the photo shows where the detector's copy showed nothing (`lines`,
 * decision 102). Only small ones: its boxes of larger lines differ a little from those the trust
 * rules were measured on. None for a photo already at the detector's size or smaller. The copy is
 * looked at a half at a time (decision 103): the detector's memory grows with its input, and a half
 * is about the size of the detector's copy.
 */
export async function finerLines(
  detector: ort.InferenceSession,
  decoded: DecodedImage,
  lines: TurnedBox[],
): Promise<TurnedBox[]> {
  if (Math.max(decoded.width, decoded.height) <= DETECTION_LONG_SIDE) return [];
  const { width, height } = detectionSize(decoded.width, decoded.height, FINE_LONG_SIDE);
  const scale = { x: decoded.originalWidth / width, y: decoded.originalHeight / height };
  const pixels = await scaledPixels(decoded, width, height);
  const finer: TurnedBox[] = [];
  for (const { region, owns } of halves(width, height)) {
    const found = await regionLines(detector, pixels, width, region, scale);
    finer.push(...found.map((line) => line.box).filter((box) => owns({ x: box.cx / scale.x, y: box.cy / scale.y })));
  }
  return finer.filter(
    (box) =>
      smallOnDetectorCopy(box, decoded) && !lines.some((line) => centreInside(box, line) || centreInside(line, box)),
  );
}
