import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { detectorImage, DETECTOR_LONG_SIDE, type DecodedImage } from '../media/decoded-image.ts';

// Bib OCR in two steps. Tesseract alone finds nothing in a whole race photo, so we first look for
// bibs ourselves: connected regions of bright, grey-ish pixels ("paper") that enclose dark marks of
// one height (the digits). The marks of each region, and nothing else, are drawn dark on white in a
// small line image that tesseract reads as one line with a digits-only whitelist.

export interface BibReading {
  bib: string;
  /** 0..1: tesseract's word confidence, lowered when the text disagrees with the marks we counted. */
  confidence: number;
  /** Where its digits are, in pixels of the upright original (as face boxes are). */
  box: { x: number; y: number; width: number; height: number };
}
export interface BibReader {
  /** An encoded file, or a photo already decoded (scaled down here to the working size if larger). */
  read(image: Buffer | DecodedImage): Promise<BibReading[]>;
  close(): Promise<void>;
}

/** Working size: bibs stay legible at this size and the analysis stays fast on 100-megapixel input. */
const LONG_SIDE = DETECTOR_LONG_SIDE;
/** Largest paper regions examined per brightness level. */
const MAX_CANDIDATES = 12;
/** Brightness levels (lowest RGB channel) at which paper is looked for, from sunlit to deep shade. */
const PAPER_LEVELS = [200, 165, 135, 105, 80];
/** Digit height tesseract reads best at, in pixels of the image it is given. */
const OCR_DIGIT_HEIGHT = 48;
const MIN_CONFIDENCE = 0.3;
/** Readings at least this sure are not read a second time. */
const SURE = 0.6;
const BIB_PATTERN = /^\d{3,6}$/;

const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

interface Raster {
  data: Buffer;
  width: number;
  height: number;
  /** Original pixels per raster pixel. */
  scale: number;
}
interface Region {
  label: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  area: number;
}

async function decode(image: Buffer | DecodedImage): Promise<Raster> {
  try {
    const { data, width, height, originalWidth } = await detectorImage(image, LONG_SIDE);
    return { data, width, height, scale: originalWidth / width };
  } catch (error) {
    throw new Error(`Bib reader: not a readable image (${(error as Error).message})`, { cause: error });
  }
}

/**
 * 1 where a pixel could be bib paper at this brightness level: bright enough and nearly colourless.
 * One fixed level fails in shade or under-exposure, so the caller tries several (as MSER does).
 */
function paperMask({ data }: Raster, level: number, mask: Uint8Array): Uint8Array {
  for (let pixel = 0, offset = 0; pixel < mask.length; pixel += 1, offset += 3) {
    const r = data[offset]!;
    const g = data[offset + 1]!;
    const b = data[offset + 2]!;
    const low = Math.min(r, g, b);
    const high = Math.max(r, g, b);
    mask[pixel] = low >= level && high - low <= 20 + 0.15 * high ? 1 : 0;
  }
  return mask;
}

/** 4-connected components of the pixels where `mask[i] === value`; `labels` gets their 1-based ids. */
function components(mask: Uint8Array, width: number, value: number, labels: Int32Array): Region[] {
  const regions: Region[] = [];
  const stack = new Int32Array(mask.length);
  for (let start = 0; start < mask.length; start += 1) {
    if (mask[start] !== value || labels[start] !== 0) continue;
    const x = start % width;
    const y = (start - x) / width;
    const region = { label: regions.length + 1, minX: x, minY: y, maxX: x, maxY: y, area: 0 };
    let top = 0;
    stack[top++] = start;
    labels[start] = region.label;
    while (top > 0) {
      const index = stack[--top]!;
      const px = index % width;
      const py = (index - px) / width;
      region.area += 1;
      region.minX = Math.min(region.minX, px);
      region.maxX = Math.max(region.maxX, px);
      region.minY = Math.min(region.minY, py);
      region.maxY = Math.max(region.maxY, py);
      const neighbours = [px > 0 ? index - 1 : -1, px < width - 1 ? index + 1 : -1, index - width, index + width];
      for (const next of neighbours) {
        if (next >= 0 && mask[next] === value && labels[next] === 0) {
          labels[next] = region.label;
          stack[top++] = next;
        }
      }
    }
    regions.push(region);
  }
  return regions;
}

const boxWidth = (region: Region) => region.maxX - region.minX + 1;
const boxHeight = (region: Region) => region.maxY - region.minY + 1;

/** Paper regions shaped like a bib: big enough to hold digits, not huge (sky, walls), wider than tall. */
function bibShaped(region: Region, raster: Raster): boolean {
  const width = boxWidth(region);
  const height = boxHeight(region);
  const fill = region.area / (width * height);
  return (
    width >= 24 &&
    height >= 14 &&
    width * height <= raster.width * raster.height * 0.15 &&
    width / height >= 0.8 &&
    width / height <= 5 &&
    fill >= 0.4 &&
    fill <= 0.97
  );
}

type Box = Record<'x0' | 'y0' | 'x1' | 'y1', number>;
interface Candidate {
  /** Grey image, digits dark on white, scaled for tesseract. */
  png: Buffer;
  /** Where the marks are in the working image, to recognise the same bib found at another level. */
  box: Box;
  /** How many digit-like marks the region encloses. */
  marks: number;
}

/**
 * The marks a paper region encloses (its holes), kept when they are as tall as the tallest one
 * (digits; not safety pins or specks), drawn dark on white in a new image.
 */
async function candidate(raster: Raster, labels: Int32Array, region: Region): Promise<Candidate | null> {
  // In the region's box, pixels not in the region but enclosed by it (not touching the box edge) are holes.
  const width = boxWidth(region);
  const height = boxHeight(region);
  const notPaper = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      notPaper[y * width + x] = labels[(region.minY + y) * raster.width + region.minX + x] === region.label ? 0 : 1;
    }
  }
  const holeLabels = new Int32Array(notPaper.length);
  const holes = components(notPaper, width, 1, holeLabels).filter(
    (hole) => hole.minX > 0 && hole.maxX < width - 1 && hole.minY > 0 && hole.maxY < height - 1,
  );
  const tallest = Math.max(0, ...holes.map(boxHeight));
  const marks = holes.filter((hole) => boxHeight(hole) >= tallest * 0.6 && boxHeight(hole) >= 8 && hole.area >= 20);
  if (marks.length < 2 || marks.length > 8) return null;

  const keep = new Set(marks.map((mark) => mark.label));
  const x0 = Math.min(...marks.map((mark) => mark.minX));
  const x1 = Math.max(...marks.map((mark) => mark.maxX));
  const y0 = Math.min(...marks.map((mark) => mark.minY));
  const y1 = Math.max(...marks.map((mark) => mark.maxY));
  const pad = Math.round((y1 - y0 + 1) * 0.3);
  const cropWidth = x1 - x0 + 1 + 2 * pad;
  const cropHeight = y1 - y0 + 1 + 2 * pad;
  const grey = Buffer.alloc(cropWidth * cropHeight, 255);
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const pixel = (region.minY + y) * raster.width + region.minX + x;
      // Paper inside a mark (the counter of a 0, 6, 8 or 9) stays white like the rest of the bib.
      if (!keep.has(holeLabels[y * width + x]!) || labels[pixel] !== 0) continue;
      const offset = pixel * 3;
      const luma = 0.299 * raster.data[offset]! + 0.587 * raster.data[offset + 1]! + 0.114 * raster.data[offset + 2]!;
      grey[(y - y0 + pad) * cropWidth + (x - x0 + pad)] = Math.round(luma);
    }
  }
  const scale = OCR_DIGIT_HEIGHT / (y1 - y0 + 1);
  const size = {
    width: Math.max(1, Math.round(cropWidth * scale)),
    height: Math.max(1, Math.round(cropHeight * scale)),
  };
  // Grey, not binarised: the LSTM model was trained on anti-aliased text and is surer of it.
  const scaled = await sharp(grey, { raw: { width: cropWidth, height: cropHeight, channels: 1 } })
    .normalise()
    .resize(size.width, size.height, { kernel: 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  // Faint marks fade out in normalisation; an empty image makes tesseract print debug statistics.
  if (scaled.filter((value) => value < 128).length < scaled.length * 0.03) return null;
  const png = await sharp(scaled, { raw: { ...size, channels: 1 } })
    .png()
    .toBuffer();
  const box = { x0: region.minX + x0, y0: region.minY + y0, x1: region.minX + x1, y1: region.minY + y1 };
  return { png, box, marks: marks.length };
}

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 * Math.min(a.x1 - a.x0, b.x1 - b.x0) &&
  Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0);

/** Candidates from every brightness level; a bib found at several levels is kept once, with its most marks. */
async function findCandidates(raster: Raster): Promise<Candidate[]> {
  const mask = new Uint8Array(raster.width * raster.height);
  const found: Candidate[] = [];
  for (const level of PAPER_LEVELS) {
    const labels = new Int32Array(mask.length);
    const regions = components(paperMask(raster, level, mask), raster.width, 1, labels)
      .filter((region) => bibShaped(region, raster))
      .sort((a, b) => b.area - a.area)
      .slice(0, MAX_CANDIDATES);
    for (const region of regions) {
      const next = await candidate(raster, labels, region);
      if (!next) continue;
      const same = found.findIndex((other) => overlaps(other.box, next.box));
      if (same < 0) found.push(next);
      else if (found[same]!.marks < next.marks) found[same] = next;
    }
  }
  return found;
}

async function ocr(worker: Worker, png: Buffer): Promise<Omit<BibReading, 'box'> | null> {
  const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
  const words = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  const bib = words.map((word) => word.text).join('');
  return BIB_PATTERN.test(bib) ? { bib, confidence: Math.min(...words.map((word) => word.confidence)) / 100 } : null;
}

async function recognise(worker: Worker, candidate: Candidate, scale: number): Promise<BibReading | null> {
  let reading = await ocr(worker, candidate.png);
  if (!reading || reading.confidence < SURE) {
    // LSTM word confidence swings with the margin around a line (0, then 0.66 with 10 px more, for
    // the same clear digits in our tests): a second look with a wider margin settles most doubts.
    const wider = await sharp(candidate.png)
      .extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' })
      .png()
      .toBuffer();
    const second = await ocr(worker, wider);
    if (second && (!reading || second.confidence > reading.confidence)) reading = second;
  }
  if (!reading) return null;
  // Tesseract sometimes merges or drops a digit and still sounds sure: the mark count catches that.
  const confidence = reading.confidence * (reading.bib.length === candidate.marks ? 1 : 0.5);
  if (confidence < MIN_CONFIDENCE) return null;
  const { x0, y0, x1, y1 } = candidate.box;
  const box = {
    x: Math.round(x0 * scale),
    y: Math.round(y0 * scale),
    width: Math.round((x1 - x0 + 1) * scale),
    height: Math.round((y1 - y0 + 1) * scale),
  };
  return { bib: reading.bib, confidence: Number(confidence.toFixed(3)), box };
}

export async function createBibReader(): Promise<BibReader> {
  // cacheMethod 'none' with a local langPath: nothing is fetched and nothing is written next to the app.
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  await worker.setParameters({
    tessedit_char_whitelist: '0123456789',
    // RAW_LINE: one line without tesseract's line-finding heuristics, which misread leading 5s as 9s in our tests.
    tessedit_pageseg_mode: PSM.RAW_LINE,
    // Our PNGs carry no resolution; without this tesseract prints a warning for every image.
    user_defined_dpi: '300',
  });
  // One worker does one recognition at a time: chain the calls.
  let queue: Promise<unknown> = Promise.resolve();

  async function readNow(image: Buffer | DecodedImage): Promise<BibReading[]> {
    const raster = await decode(image);
    const best = new Map<string, BibReading>();
    for (const found of await findCandidates(raster)) {
      const reading = await recognise(worker, found, raster.scale);
      if (reading && (best.get(reading.bib)?.confidence ?? -1) < reading.confidence) best.set(reading.bib, reading);
    }
    return [...best.values()].sort((a, b) => b.confidence - a.confidence);
  }

  return {
    read(image) {
      const result = queue.then(() => readNow(image));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      await queue;
      await worker.terminate();
    },
  };
}
