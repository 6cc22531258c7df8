import sharp from 'sharp';
import { detectorImage, DETECTOR_LONG_SIDE, type DecodedImage } from '../media/decoded-image.ts';

// Where bibs are in a race photo, before any OCR: connected regions of "paper" (pale and grey,
// coloured, or dark with light digits) that enclose marks of one height (the digits). The marks of
// each region, and nothing else, are drawn dark on white in a small, level line image.

/** Working size: bibs stay legible at this size and the analysis stays fast on 100-megapixel input. */
const LONG_SIDE = DETECTOR_LONG_SIDE;
/** Largest paper regions examined per brightness level. */
const MAX_CANDIDATES = 12;
/**
 * How bib paper is looked for, level by level: pale and colourless at a brightness (lowest RGB channel)
 * from sunlit to deep shade, then coloured paper by luma, then dark paper with light digits by luma.
 */
type PaperKind = 'grey' | 'coloured' | 'dark';
const PAPER_LEVELS: { kind: PaperKind; level: number }[] = [
  ...[200, 165, 135, 105, 80].map((level) => ({ kind: 'grey' as const, level })),
  { kind: 'coloured', level: 160 },
  { kind: 'coloured', level: 120 },
  { kind: 'dark', level: 70 },
  { kind: 'dark', level: 110 },
];
/**
 * A mark whose ink per row (area ÷ height) is under this share of its height is a line (a crease, a
 * shadow along the paper's edge), not a digit: a digit's strokes are at least a tenth of its height.
 */
const MIN_STROKE = 0.08;
/** Characters of a bib number: 3–6 digits, maybe after one letter (the reader's pattern). */
const MIN_BIB_MARKS = 3;
const MAX_BIB_MARKS = 7;
/** Digit height tesseract reads best at, in pixels of the image it is given. */
const OCR_DIGIT_HEIGHT = 48;

export interface Raster {
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

export async function decode(image: Buffer | DecodedImage): Promise<Raster> {
  try {
    const { data, width, height, originalWidth } = await detectorImage(image, LONG_SIDE);
    return { data, width, height, scale: originalWidth / width };
  } catch (error) {
    throw new Error(`Bib reader: not a readable image (${(error as Error).message})`, { cause: error });
  }
}

/**
 * Warm and moderately saturated, as skin is: an arm across a coloured bib is as bright as the paper,
 * and taken for paper it would hide the digits under it (a wrong, shorter number would be read).
 */
function skinLike(data: Buffer, offset: number): boolean {
  const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  const saturation = r === 0 ? 0 : (r - Math.min(g, b)) / r;
  return r >= g && g >= b && r - b > 20 && saturation < 0.65;
}

const luma = (data: Buffer, offset: number) =>
  0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;

/**
 * 1 where a pixel could be bib paper at this level: grey paper bright enough and nearly colourless,
 * coloured paper bright enough in luma, dark paper dark enough. One fixed level fails in shade or
 * under-exposure, so the caller tries several (as MSER does).
 */
function paperMask({ data }: Raster, { kind, level }: (typeof PAPER_LEVELS)[number], mask: Uint8Array): Uint8Array {
  for (let pixel = 0, offset = 0; pixel < mask.length; pixel += 1, offset += 3) {
    if (kind === 'grey') {
      const low = Math.min(data[offset]!, data[offset + 1]!, data[offset + 2]!);
      const high = Math.max(data[offset]!, data[offset + 1]!, data[offset + 2]!);
      mask[pixel] = low >= level && high - low <= 20 + 0.15 * high ? 1 : 0;
    } else if (kind === 'dark') {
      mask[pixel] = luma(data, offset) <= level ? 1 : 0;
    } else {
      mask[pixel] = luma(data, offset) >= level && !skinLike(data, offset) ? 1 : 0;
    }
  }
  return mask;
}

/** One stack for every labelling (the reader reads one photo at a time): no garbage per level and region. */
let stack = new Int32Array(0);

/** 4-connected components of the pixels where `mask[i] === value`; `labels` gets their 1-based ids. */
function components(mask: Uint8Array, width: number, value: number, labels: Int32Array): Region[] {
  const regions: Region[] = [];
  const steps = [-1, 1, -width, width];
  if (stack.length < mask.length) stack = new Int32Array(mask.length);
  // Runs over every pixel of the photo at each brightness level: no allocation per pixel.
  for (let start = 0; start < mask.length; start += 1) {
    if (mask[start] !== value || labels[start] !== 0) continue;
    const label = regions.length + 1;
    let [minX, maxX, minY, maxY, area, top] = [width, 0, mask.length, 0, 0, 0];
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const index = stack[--top]!;
      const px = index % width;
      const py = (index - px) / width;
      area += 1;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
      for (const step of steps) {
        if ((step === -1 && px === 0) || (step === 1 && px === width - 1)) continue;
        const next = index + step;
        if (next >= 0 && next < mask.length && mask[next] === value && labels[next] === 0) {
          labels[next] = label;
          stack[top++] = next;
        }
      }
    }
    regions.push({ label, minX, minY, maxX, maxY, area });
  }
  return regions;
}

const boxWidth = (region: Region) => region.maxX - region.minX + 1;
const boxHeight = (region: Region) => region.maxY - region.minY + 1;

/**
 * Paper regions shaped like a bib: big enough to hold digits, not huge (sky, walls), wider than tall.
 * On the coarse copy (`shrink` > 1) the bounds are looser: a few pixels there are a coarse measure.
 */
function bibShaped(region: Region, photoPixels: number, shrink: number): boolean {
  const width = boxWidth(region) * shrink;
  const height = boxHeight(region) * shrink;
  const fill = region.area / (boxWidth(region) * boxHeight(region));
  const coarse = shrink > 1;
  return (
    width >= 24 &&
    height >= 14 &&
    width * height <= photoPixels * 0.15 &&
    width / height >= (coarse ? 0.6 : 0.8) &&
    width / height <= (coarse ? 6 : 5) &&
    fill >= (coarse ? 0.3 : 0.4) &&
    fill <= (coarse ? 1 : 0.97)
  );
}

type Box = Record<'x0' | 'y0' | 'x1' | 'y1', number>;
export interface Candidate {
  /** Grey image, digits dark on white, scaled for tesseract. */
  png: Buffer;
  /** Where the marks are in the working image, to recognise the same bib found at another level. */
  box: Box;
  /** How many digit-like marks the region encloses. */
  marks: number;
  /** Paper left of the marks and right of them, in working pixels. */
  margins: { left: number; right: number };
}

/**
 * The marks a paper region encloses (its holes), kept when they are as tall as the tallest one
 * (digits; not safety pins or specks), drawn dark on white in a new image.
 */
async function candidate(
  raster: Raster,
  labels: Int32Array,
  region: Region,
  kind: PaperKind,
): Promise<Candidate | null> {
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
    (hole) =>
      hole.minX > 0 &&
      hole.maxX < width - 1 &&
      hole.minY > 0 &&
      hole.maxY < height - 1 &&
      hole.area / boxHeight(hole) >= MIN_STROKE * boxHeight(hole),
  );
  const tallest = Math.max(0, ...holes.map(boxHeight));
  const marks = holes.filter((hole) => boxHeight(hole) >= tallest * 0.6 && boxHeight(hole) >= 8 && hole.area >= 20);
  // A bib is 3–6 digits after at most one letter, and a reading needs as many marks as characters:
  // other counts are never read (saves tesseract its calls on logos, text and folds).
  if (marks.length < MIN_BIB_MARKS || marks.length > MAX_BIB_MARKS) return null;

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
      // Light digits on dark paper are drawn dark on white like the others.
      const value = luma(raster.data, pixel * 3);
      grey[(y - y0 + pad) * cropWidth + (x - x0 + pad)] = Math.round(kind === 'dark' ? 255 - value : value);
    }
  }
  const upright = await levelled(grey, cropWidth, cropHeight, marks);
  const scale = OCR_DIGIT_HEIGHT / upright.digitHeight;
  const size = {
    width: Math.max(1, Math.round(upright.width * scale)),
    height: Math.max(1, Math.round(upright.height * scale)),
  };
  // Grey, not binarised: the LSTM model was trained on anti-aliased text and is surer of it.
  const scaled = await sharp(upright.data, { raw: { width: upright.width, height: upright.height, channels: 1 } })
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
  return { png, box, marks: marks.length, margins: { left: x0, right: width - 1 - x1 } };
}

/** Turns more than this (degrees) are straightened before reading: tesseract reads one level line. */
const MIN_TURN = 3;

/**
 * The line of digits turned level (a bib on a leaning or turning runner): the slope of the line
 * through the marks' centres gives the turn. Also returns the digits' height once level.
 */
async function levelled(grey: Buffer, width: number, height: number, marks: Region[]) {
  const centres = marks.map((mark) => ({ x: (mark.minX + mark.maxX) / 2, y: (mark.minY + mark.maxY) / 2 }));
  const meanX = centres.reduce((sum, c) => sum + c.x, 0) / centres.length;
  const meanY = centres.reduce((sum, c) => sum + c.y, 0) / centres.length;
  const spread = centres.reduce((sum, c) => sum + (c.x - meanX) ** 2, 0);
  const slope = spread > 0 ? centres.reduce((sum, c) => sum + (c.x - meanX) * (c.y - meanY), 0) / spread : 0;
  const turn = (Math.atan(slope) * 180) / Math.PI;
  const tallest = Math.max(...marks.map(boxHeight));
  if (Math.abs(turn) < MIN_TURN) return { data: grey, width, height, digitHeight: tallest };
  // A turned digit's box is taller than the digit by about its width × sin(turn).
  const widest = Math.max(...marks.map(boxWidth));
  const radians = (Math.abs(turn) * Math.PI) / 180;
  const digitHeight = Math.max(8, (tallest - widest * Math.sin(radians)) / Math.cos(radians));
  const { data, info } = await sharp(grey, { raw: { width, height, channels: 1 } })
    .rotate(-turn, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, digitHeight };
}

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 * Math.min(a.x1 - a.x0, b.x1 - b.x0) &&
  Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0);

/** The bib-shaped paper regions of a raster at one level, largest first, and the labels that draw them. */
function paperRegions(raster: Raster, paper: (typeof PAPER_LEVELS)[number], photoPixels: number, shrink: number) {
  const labels = new Int32Array(raster.width * raster.height);
  const mask = paperMask(raster, paper, new Uint8Array(labels.length));
  const regions = components(mask, raster.width, 1, labels)
    .filter((region) => bibShaped(region, photoPixels, shrink))
    .sort((a, b) => b.area - a.area);
  return { labels, regions };
}

/** A copy of the raster this many times smaller per side (its pixels averaged). */
async function shrunk(raster: Raster, factor: number): Promise<Raster> {
  const width = Math.max(1, Math.round(raster.width / factor));
  const height = Math.max(1, Math.round(raster.height / factor));
  const data = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer();
  return { data, width, height, scale: (raster.scale * raster.width) / width };
}

/** The part of the raster around a region of its coarse copy (with a margin), and where it lies. */
function around(raster: Raster, region: Region, shrink: number) {
  const margin = 2 * shrink;
  const left = Math.max(0, region.minX * shrink - margin);
  const top = Math.max(0, region.minY * shrink - margin);
  const right = Math.min(raster.width, (region.maxX + 1) * shrink + margin);
  const bottom = Math.min(raster.height, (region.maxY + 1) * shrink + margin);
  const width = right - left;
  const data = Buffer.alloc(width * (bottom - top) * 3);
  for (let y = top; y < bottom; y += 1) {
    raster.data.copy(data, (y - top) * width * 3, (y * raster.width + left) * 3, (y * raster.width + right) * 3);
  }
  const part: Raster = { data, width, height: bottom - top, scale: raster.scale };
  /** A region touching a cut side of the part goes on beyond it: the coarse copy did not see it whole. */
  const whole = (found: Region) =>
    (found.minX > 0 || left === 0) &&
    (found.minY > 0 || top === 0) &&
    (found.maxX < width - 1 || right === raster.width) &&
    (found.maxY < part.height - 1 || bottom === raster.height);
  return { part, left, top, whole };
}

/**
 * How many times smaller per side the copy is where paper is first looked for: the full-size image
 * is then searched only around the paper found there (the search is most of the reader's CPU).
 */
const COARSE = 4;

/**
 * Candidates from every brightness level; a bib found at several levels is kept once, with its most
 * marks. Each level is searched on a coarse copy first, then at full size around its bib-shaped paper.
 */
export async function findCandidates(raster: Raster): Promise<Candidate[]> {
  const photoPixels = raster.width * raster.height;
  const coarse = await shrunk(raster, COARSE);
  const found: Candidate[] = [];
  for (const paper of PAPER_LEVELS) {
    for (const rough of paperRegions(coarse, paper, photoPixels, COARSE).regions.slice(0, MAX_CANDIDATES)) {
      const { part, left, top, whole } = around(raster, rough, COARSE);
      const { labels, regions } = paperRegions(part, paper, photoPixels, 1);
      for (const region of regions.filter(whole)) {
        const next = await candidate(part, labels, region, paper.kind);
        if (!next) continue;
        const box = { x0: next.box.x0 + left, y0: next.box.y0 + top, x1: next.box.x1 + left, y1: next.box.y1 + top };
        const placed = { ...next, box };
        const same = found.findIndex((other) => overlaps(other.box, box));
        if (same < 0) found.push(placed);
        else if (found[same]!.marks < placed.marks) found[same] = placed;
      }
    }
  }
  return found;
}
