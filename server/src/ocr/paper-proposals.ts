import type { DecodedImage } from '../media/decoded-image.ts';
import { centreInside, type TurnedBox } from './text-geometry.ts';

// A far runner's bib can be too small for the detector to see anything at all on its scaled copy
// (digits 4–6 of its pixels): no line, so no closer look either. Its paper is still there on the
// reader's larger copy: a pale, unsaturated patch wider than tall, a band of dark glyphs across it.
// Such patches are proposed to the closer look (closer-look.ts) as if the detector had found them
// (decisions/097).

/** A paper pixel in daylight: at least this bright (luma, 0–255) … */
const PAPER_LUMA = 150;
/** … and no more than this far between its strongest and weakest channel (pale, not coloured). */
const PAPER_CHROMA = 50;
/** Print on the paper: this much darker than the paper threshold. */
const PRINT_DROP = 70;
/**
 * A photo whose brightest pixels (this share of them) reach DAYLIGHT_WHITE is in daylight; a darker
 * one (a night race, a tunnel) has its paper as much darker, and the thresholds above follow it.
 */
const BRIGHTEST_SHARE = 0.01;
const DAYLIGHT_WHITE = 220;
/** The light is told from one pixel in this many (a prime: no pattern of the photo lines up with it). */
const LIGHT_SAMPLE = 7;
/** A patch's height on the reader's copy (px): a far bib's paper, not a speck or a whole shirt. */
const HEIGHT = { min: 8, max: 70 };
/** Width over height: a bib's paper, wider than tall (a head, a sock or a sign's post is not). */
const ASPECT = { min: 1.1, max: 3 };
/** The share of its box the patch covers (the print leaves holes in it). */
const FILL = { min: 0.45, max: 0.95 };
/** The share of its box that is print. */
const PRINT = { min: 0.04, max: 0.45 };
/** A row or column of the box holds print when more than this share of it is print. */
const LINE_SHARE = 0.1;
/** A number is a band across the paper, with paper above and below: print on at most this share of the rows. */
const PRINT_ROWS = 0.7;
/** A number's glyphs: at least this many runs of columns with print, side by side. */
const MIN_GLYPHS = 3;
/** Looked at most: the largest first (each look costs a small detection). */
const MAX_PROPOSALS = 12;

/** Luma ×1000 (integers: this runs over every pixel of the reader's copy). */
const luma1000 = (data: Uint8Array | Buffer, offset: number) =>
  data[offset]! * 299 + data[offset + 1]! * 587 + data[offset + 2]! * 114;

/** What paper and print are in one photo's light: luma ×1000 thresholds and the chroma limit. */
interface PaperLight {
  paperLuma1000: number;
  printLuma1000: number;
  chroma: number;
}

/** The thresholds in the light of `image`: its brightest pixels tell how dark its paper may be. */
function paperLight({ data, width, height, channels }: DecodedImage): PaperLight {
  const counts = new Uint32Array(256);
  for (let offset = 0; offset < width * height * channels; offset += LIGHT_SAMPLE * channels)
    counts[(luma1000(data, offset) / 1000) | 0]! += 1;
  const brightest = (BRIGHTEST_SHARE * width * height) / LIGHT_SAMPLE;
  let [white, brighter] = [255, counts[255]!];
  while (white > 0 && brighter < brightest) brighter += counts[--white]!;
  const light = Math.min(1, white / DAYLIGHT_WHITE);
  return {
    paperLuma1000: PAPER_LUMA * light * 1000,
    printLuma1000: (PAPER_LUMA - PRINT_DROP) * light * 1000,
    chroma: PAPER_CHROMA * light,
  };
}

/** Whether each pixel of `image` could be bib paper. */
function paperMask({ data, width, height, channels }: DecodedImage, light: PaperLight): Uint8Array {
  const { chroma, paperLuma1000 } = light;
  const mask = new Uint8Array(width * height);
  for (let index = 0, offset = 0; index < mask.length; index += 1, offset += channels) {
    const red = data[offset]!;
    const green = data[offset + 1]!;
    const blue = data[offset + 2]!;
    const high = red > green ? (red > blue ? red : blue) : green > blue ? green : blue;
    const low = red < green ? (red < blue ? red : blue) : green < blue ? green : blue;
    if (high - low <= chroma && luma1000(data, offset) >= paperLuma1000) mask[index] = 1;
  }
  return mask;
}

interface Patch {
  left: number;
  top: number;
  right: number;
  bottom: number;
  pixels: number;
}

/** The 4-connected patches of `mask` (its pixels are cleared as they are taken). */
function patchesOf(mask: Uint8Array, width: number): Patch[] {
  const patches: Patch[] = [];
  const stack = new Int32Array(mask.length);
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start]) continue;
    let [left, top, right, bottom, pixels, size] = [width, mask.length, 0, 0, 0, 0];
    stack[size++] = start;
    mask[start] = 0;
    while (size > 0) {
      const index = stack[--size]!;
      const y = (index / width) | 0;
      const x = index - y * width;
      pixels += 1;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x > 0 && mask[index - 1]) {
        mask[index - 1] = 0;
        stack[size++] = index - 1;
      }
      if (x < width - 1 && mask[index + 1]) {
        mask[index + 1] = 0;
        stack[size++] = index + 1;
      }
      if (index >= width && mask[index - width]) {
        mask[index - width] = 0;
        stack[size++] = index - width;
      }
      if (index + width < mask.length && mask[index + width]) {
        mask[index + width] = 0;
        stack[size++] = index + width;
      }
    }
    patches.push({ left, top, right, bottom, pixels });
  }
  return patches;
}

/** How print lies on a patch: its share of the box, of the box's rows and the runs of columns it fills. */
function printOn({ data, width, channels }: DecodedImage, patch: Patch, printLuma1000: number) {
  const [boxWidth, boxHeight] = [patch.right - patch.left + 1, patch.bottom - patch.top + 1];
  const columns = new Uint16Array(boxWidth);
  let [print, rows] = [0, 0];
  for (let y = patch.top; y <= patch.bottom; y += 1) {
    let inRow = 0;
    for (let x = patch.left; x <= patch.right; x += 1)
      if (luma1000(data, (y * width + x) * channels) < printLuma1000) {
        inRow += 1;
        columns[x - patch.left]! += 1;
      }
    print += inRow;
    if (inRow > LINE_SHARE * boxWidth) rows += 1;
  }
  let runs = 0;
  for (let x = 0; x < boxWidth; x += 1) {
    const inked = columns[x]! > LINE_SHARE * boxHeight;
    if (inked && (x === 0 || columns[x - 1]! <= LINE_SHARE * boxHeight)) runs += 1;
  }
  return { share: print / (boxWidth * boxHeight), rows: rows / boxHeight, runs };
}

function looksLikeBibPaper(image: DecodedImage, light: PaperLight, patch: Patch): boolean {
  const [width, height] = [patch.right - patch.left + 1, patch.bottom - patch.top + 1];
  if (height < HEIGHT.min || height > HEIGHT.max) return false;
  if (width / height < ASPECT.min || width / height > ASPECT.max) return false;
  const fill = patch.pixels / (width * height);
  if (fill < FILL.min || fill > FILL.max) return false;
  const print = printOn(image, patch, light.printLuma1000);
  return print.share >= PRINT.min && print.share <= PRINT.max && print.rows <= PRINT_ROWS && print.runs >= MIN_GLYPHS;
}

/**
 * Patches of `image` (the reader's scaled copy) that look like a bib's paper, largest first, as
 * upright boxes in the original's pixels, leaving out any over which `seen` already lies.
 */
export function paperProposals(image: DecodedImage, seen: TurnedBox[]): TurnedBox[] {
  const scale = image.originalWidth / image.width;
  const light = paperLight(image);
  return patchesOf(paperMask(image, light), image.width)
    .filter((patch) => looksLikeBibPaper(image, light, patch))
    .map((patch) => ({
      cx: ((patch.left + patch.right + 1) / 2) * scale,
      cy: ((patch.top + patch.bottom + 1) / 2) * scale,
      width: (patch.right - patch.left + 1) * scale,
      height: (patch.bottom - patch.top + 1) * scale,
      angle: 0,
    }))
    .filter((paper) => !seen.some((line) => centreInside(line, paper)))
    .sort((a, b) => b.height - a.height)
    .slice(0, MAX_PROPOSALS);
}
