import { detectorImage, DETECTOR_LONG_SIDE, type DecodedImage } from '../media/decoded-image.ts';
import { lookCloser, worthACloserLook } from './closer-look.ts';
import { bibCharacters, GENERIC_BIB_FORMAT, type BibFormat } from './bib-format.ts';
import { contradicted, goesOn, MIN_CHARACTER_CONFIDENCE, refusalOf, type Refusal } from './bib-trust.ts';
import { levelLine, rastersFor, regionAround, type Raster } from './line-pixels.ts';
import { ocrModels, type OcrModels } from './ocr-models.ts';
import { paperMargins, type PaperMargins } from './paper.ts';
import { paperProposals } from './paper-proposals.ts';
import { boundsOf, type TurnedBox } from './text-geometry.ts';
import { detectLines, finerLines, smallOnDetectorCopy } from './text-detector.ts';
import {
  classIndices,
  COLUMN_WIDTH,
  LINE_HEIGHT,
  MAX_LINE_WIDTH,
  readLines,
  textOf,
  type LineImage,
  type LineText,
} from './text-recogniser.ts';

// Bib OCR with PP-OCRv4 (decision 064): the detector finds every text line on a scaled copy of the
// photo, lines shaped like a bib number are read from the original's pixels, and a reading is kept
// only when bib-trust.ts finds nothing wrong with it.

export interface BibReading {
  bib: string;
  /** 0..1: the recogniser's confidence in its least sure character. */
  confidence: number;
  /** Where the number is, in pixels of the upright original (as face boxes are). */
  box: { x: number; y: number; width: number; height: number };
  /**
   * Its paper looked cut at an end (refused as 'cut' alone): it may be part of a longer number
   * under an arm or a fold. Returned only for an activity with a registered list (`listed`), which
   * publishes it when it registers it and no longer bib that starts or ends with it (decision 093).
   */
  looksCut: boolean;
}

/** Where a reader's CPU goes (bench:ocr). */
export interface ReaderProfile {
  /** Finding text lines (and decoding, when given a file). */
  detectionCpu: number;
  /** Reading the lines shaped like bibs and judging the readings. */
  recognitionCpu: number;
  linesRead: number;
  /** Readings refused, by reason. */
  refused: Partial<Record<Refusal, number>>;
  /** When present, every line read is added with its verdict (bench:ocr --verbose). */
  verdicts?: LineVerdict[];
}

/** A line read and what was decided about it. */
export interface LineVerdict {
  read: string;
  unrestricted: string;
  refusal: Refusal | null;
  confidences: number[];
  /** The paper around the line, when its text passed and it was measured. */
  margins?: PaperMargins;
  box: TurnedBox;
  /** Where the glyphs start and end along the line, in pixels from the box's centre. */
  glyphs: { from: number; to: number };
}

export interface ReadOptions {
  /** The photo's file, when `image` is its decoded copy: small lines are read from its own pixels. */
  original?: Buffer;
  /** What the activity's bibs look like (default: 3–6 digits after an optional capital letter). */
  format?: BibFormat;
  /** The activity has a registered list: numbers refused only as cut come back too, marked `looksCut`. */
  listed?: boolean;
}

/** Lines less tall than this (original pixels) are too small for anyone to read. */
const MIN_LINE_HEIGHT = 10;
/** A bib number's line is wider than tall, and not a sentence. */
const MIN_ASPECT = 1;
const MAX_ASPECT = MAX_LINE_WIDTH / LINE_HEIGHT;
/** How far beyond a line's ends its pixels are fetched: its paper is looked for there. */
const PAPER_REACH = 2.5;
/** How far beyond its glyphs (line heights) a trusted line is read again, for characters its box left out. */
const WIDENED_BY = 0.6;

const cpuSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

const couldBeBib = (box: TurnedBox) =>
  box.height >= MIN_LINE_HEIGHT && box.width >= MIN_ASPECT * box.height && box.width <= MAX_ASPECT * box.height;

function levelBox(box: TurnedBox, image: DecodedImage): BibReading['box'] {
  const { left, top, right, bottom } = boundsOf(box);
  const [x, y] = [Math.max(0, left), Math.max(0, top)];
  return {
    x,
    y,
    width: Math.min(image.originalWidth, right) - x,
    height: Math.min(image.originalHeight, bottom) - y,
  };
}

/** A line's width drawn level at the recogniser's height, `stretch` times as wide as it is. */
const lineWidth = (box: TurnedBox, stretch = 1) => Math.round((stretch * LINE_HEIGHT * box.width) / box.height);

/** The line's glyphs and WIDENED_BY line heights beyond them, drawn level for the recogniser. */
function widenedLine(raster: Raster, box: TurnedBox, glyphs: { from: number; to: number }) {
  const [from, to] = [glyphs.from - WIDENED_BY * box.height, glyphs.to + WIDENED_BY * box.height];
  const middle = (from + to) / 2;
  const span = {
    ...box,
    cx: box.cx + middle * Math.cos(box.angle),
    cy: box.cy + middle * Math.sin(box.angle),
    width: to - from,
  };
  const width = lineWidth(span);
  return { pixels: levelLine(raster, span, width, LINE_HEIGHT), width };
}

/** What readPhoto reads a photo's lines with. */
interface Reading {
  models: OcrModels;
  decoded: DecodedImage;
  original: Buffer | undefined;
  format: BibFormat;
  /** The recogniser's classes the format's characters are. */
  allowed: number[];
  listed: boolean;
}

/**
 * How much taller (and shorter) a line refused as unsure is read again: the detector's box often
 * clips a digit's top or takes in the edge of a print band, and one character falls under 0.9.
 */
const REREAD_HEIGHTS = [1.15, 0.88];

/** The same line with its height scaled by `scale`, grown as much at each end. */
const rescaled = (box: TurnedBox, scale: number): TurnedBox => ({
  ...box,
  width: box.width + (scale - 1) * box.height,
  height: box.height * scale,
});

/**
 * A line drawn with fewer of the recogniser's columns a character than this cannot part two like
 * digits (its best path needs an empty column between them) nor always keep a narrow one: a bib's
 * "53387" drawn 64 px wide was read "5387". Such a line is read again drawn twice as wide.
 */
const MIN_COLUMNS_PER_CHARACTER = 2.5;
const CROWDED_STRETCH = 2;

/** A line's pixels drawn level at the recogniser's height (`stretch`: widened as lineWidth). */
function lineImage(raster: Raster, box: TurnedBox, stretch = 1): LineImage {
  const width = lineWidth(box, stretch);
  return { pixels: levelLine(raster, box, width, LINE_HEIGHT), width };
}

/** The line was read from too few columns for the characters it gave (MIN_COLUMNS_PER_CHARACTER). */
const crowded = (box: TurnedBox, text: string) =>
  lineWidth(box) / COLUMN_WIDTH < MIN_COLUMNS_PER_CHARACTER * text.length;

/** Reads the lines of `boxes` shaped like a bib and judges each reading among the photo's lines (`lines`). */
async function judgedLines(reading: Reading, boxes: TurnedBox[], lines: TurnedBox[]): Promise<LineVerdict[]> {
  const { models, decoded, original, format, allowed, listed } = reading;
  const candidates = boxes.filter(couldBeBib);
  const rasters = await rastersFor(
    decoded,
    original,
    candidates.map((box) => ({ region: regionAround(box, PAPER_REACH, 0.25), lineHeight: box.height })),
    LINE_HEIGHT,
  );
  const read = (images: LineImage[]) => readLines(models.recogniser, models.classes, allowed, images);
  // The verdict on line `index` read from its box scaled to `height` times as tall (rescaled).
  const judged = (index: number, { characters, unrestricted }: LineText, height = 1) => {
    const box = rescaled(candidates[index]!, height);
    const glyphs = {
      from: (characters[0]!.from - 0.5) * box.width,
      to: (characters.at(-1)!.to - 0.5) * box.width,
    };
    // The paper is measured only for a line whose text passed (most lines are words or other numbers).
    let margins: PaperMargins | undefined;
    const evidence = {
      characters,
      unrestricted,
      box,
      get margins() {
        return (margins ??= paperMargins(rasters[index]!, box, glyphs));
      },
      others: lines.filter((other) => other !== candidates[index]),
      small: smallOnDetectorCopy(box, decoded),
    };
    const refusal = refusalOf(evidence, format);
    const text = textOf(characters);
    const confidences = characters.map((character) => Number(character.confidence.toFixed(3)));
    return { index, box: candidates[index]!, glyphs, read: text, unrestricted, refusal, confidences, margins };
  };
  const texts = await read(candidates.map((box, index) => lineImage(rasters[index]!, box)));
  const verdicts = texts.flatMap((text, index) => (text.characters.length === 0 ? [] : [judged(index, text)]));
  // A line that may be a number but was read from too few columns is read again twice as wide, and
  // that reading is judged in its place (words are left: they are no bib however they are read).
  const cramped = verdicts.filter(({ refusal, box, read: text }) => refusal !== 'format' && crowded(box, text));
  const drawnWider = new Set<number>();
  const widerTexts = await read(cramped.map(({ index, box }) => lineImage(rasters[index]!, box, CROWDED_STRETCH)));
  cramped.forEach((verdict, n) => {
    if (widerTexts[n]!.characters.length === 0) return;
    drawnWider.add(verdict.index);
    verdicts[verdicts.indexOf(verdict)] = judged(verdict.index, widerTexts[n]!);
  });
  // A line refused only for a doubtful character is read again from a taller and a shorter box;
  // the first that gives the same text with every character sure is judged in its place.
  const unsure = verdicts.filter((verdict) => verdict.refusal === 'unsure');
  const rereads = await read(
    unsure.flatMap(({ index, box }) =>
      REREAD_HEIGHTS.map((scale) =>
        lineImage(rasters[index]!, rescaled(box, scale), drawnWider.has(index) ? CROWDED_STRETCH : 1),
      ),
    ),
  );
  unsure.forEach((verdict, n) => {
    const own = rereads.slice(n * REREAD_HEIGHTS.length, (n + 1) * REREAD_HEIGHTS.length);
    const confirmed = own.findIndex(
      ({ characters }) =>
        textOf(characters) === verdict.read &&
        characters.every((character) => character.confidence >= MIN_CHARACTER_CONFIDENCE),
    );
    if (confirmed < 0) return;
    verdicts[verdicts.indexOf(verdict)] = judged(verdict.index, own[confirmed]!, REREAD_HEIGHTS[confirmed]);
  });
  // Lines that passed are read again with the photo just beyond their glyphs, and so are the lines
  // refused only as cut when the activity's list may overrule that.
  const again = verdicts.filter((verdict) => verdict.refusal === null || (listed && verdict.refusal === 'cut'));
  const widened = await read(again.map(({ index, box, glyphs }) => widenedLine(rasters[index]!, box, glyphs)));
  again.forEach((verdict, n) => {
    if (goesOn(verdict.read, widened[n]!.characters)) verdict.refusal = 'other-text';
  });
  return verdicts.map(({ index: _, ...verdict }) => verdict);
}

/** The bibs a photo shows that pass every rule of bib-trust.ts; `profile` adds up where the CPU went. */
export async function readPhoto(
  image: Buffer | DecodedImage,
  options: ReadOptions = {},
  profile?: ReaderProfile,
): Promise<BibReading[]> {
  const format = options.format ?? GENERIC_BIB_FORMAT;
  let since = process.cpuUsage();
  const decoded = await detectorImage(image, DETECTOR_LONG_SIDE).catch((error: unknown) => {
    throw new Error(`Bib reader: not a readable image (${(error as Error).message})`, { cause: error });
  });
  const original = Buffer.isBuffer(image) ? image : options.original;
  const models = await ocrModels();
  const coarse = (await detectLines(models.detector, decoded)).map((line) => line.box);
  const finer = await finerLines(models.detector, decoded, coarse);
  const lines = [...coarse, ...finer];
  if (profile) profile.detectionCpu += cpuSince(since);

  since = process.cpuUsage();
  const allowed = classIndices(models.classes, bibCharacters(format));
  const listed = options.listed ?? false;
  const reading = { models, decoded, original, format, allowed, listed };
  const verdicts = await judgedLines(reading, lines, lines);
  // Small lines that gave no bib are looked at again from closer (closer-look.ts), and what that
  // finds is judged among the photo's other lines in place of the small lines it came from. So is
  // a small line that passed with no paper seen at an end (its print fills the paper, or an arm of
  // the shirt's colour lies on it), and every line of the finer copy (its box is a far bib's paper
  // with its print, read a digit short at times: 908072 as "98072"): what the closer look reads
  // there must agree with it.
  const sure = (verdict: LineVerdict) =>
    verdict.refusal === null && verdict.margins!.before.margin > 0 && verdict.margins!.after.margin > 0;
  const small = lines.filter(
    (box) =>
      worthACloserLook(box, decoded) &&
      (finer.includes(box) || !verdicts.some((verdict) => verdict.box === box && sure(verdict))),
  );
  // So is paper where the detector saw nothing at all (paper-proposals.ts).
  const papers = paperProposals(decoded, lines);
  const closer = await lookCloser(models.detector, decoded, original, [...small, ...papers]);
  if (closer.length > 0) {
    const others = [...lines.filter((box) => !small.includes(box)), ...closer];
    verdicts.push(...(await judgedLines(reading, closer, others)));
  }
  const passed = verdicts.filter((verdict) => verdict.refusal === null);
  for (const index of contradicted(passed)) passed[index]!.refusal = 'disagreement';
  // A number that looks cut must agree with every reading over its place, and never displaces one
  // that passed: without the list, that one is published.
  const looksCut = listed ? verdicts.filter((verdict) => verdict.refusal === 'cut') : [];
  const candidates = [...passed.filter((verdict) => verdict.refusal === null), ...looksCut];
  const firstCut = candidates.length - looksCut.length;
  for (const index of contradicted(candidates)) if (index >= firstCut) candidates[index]!.refusal = 'disagreement';

  const best = new Map<string, BibReading>();
  for (const verdict of verdicts) {
    profile?.verdicts?.push(verdict);
    const { refusal, read, confidences, box } = verdict;
    if (refusal && profile) profile.refused[refusal] = (profile.refused[refusal] ?? 0) + 1;
    if (refusal && !(listed && refusal === 'cut')) continue;
    const found = { bib: read, confidence: Math.min(...confidences), box: levelBox(box, decoded), looksCut: !!refusal };
    const known = best.get(read);
    // The same number seen whole elsewhere in the photo wins over a reading that looks cut.
    const better =
      !known ||
      (known.looksCut && !found.looksCut) ||
      (known.looksCut === found.looksCut && known.confidence < found.confidence);
    if (better) best.set(read, found);
  }
  if (profile) {
    profile.recognitionCpu += cpuSince(since);
    profile.linesRead += [...lines, ...closer].filter(couldBeBib).length;
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence);
}
