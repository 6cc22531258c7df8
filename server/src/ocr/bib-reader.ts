import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { DecodedImage } from '../media/decoded-image.ts';
import { decode, findCandidates, type Candidate } from './bib-candidates.ts';

// Bib OCR in two steps. Tesseract alone finds nothing in a whole race photo, so we first look for
// bibs ourselves (bib-candidates.ts): paper regions enclosing marks of one height, drawn as one
// line image each. Tesseract reads each line with a whitelist of digits and capital letters, and
// only readings that pass trusted() are kept.

export interface BibReading {
  bib: string;
  /** 0..1: tesseract's least word confidence (a reading that disagrees with the marks counted is dropped). */
  confidence: number;
  /** Where its digits are, in pixels of the upright original (as face boxes are). */
  box: { x: number; y: number; width: number; height: number };
}
/** Where a reader's CPU goes (bench:ocr): finding paper and drawing lines, and tesseract's calls. */
export interface ReaderProfile {
  searchCpu: number;
  ocrCpu: number;
  ocrCalls: number;
}
export interface BibReader {
  read(image: Buffer | DecodedImage): Promise<BibReading[]>;
  close(): Promise<void>;
}

const MIN_CONFIDENCE = 0.3;
/** How much wider one side's paper margin may be than the other's, as a share of both. */
const MAX_MARGIN_IMBALANCE = 0.35;
/** Every character must be at least this sure: one doubtful digit is how a stranger's bib gets read. */
const MIN_CHARACTER_CONFIDENCE = 0.5;
/** Readings at least this sure are not read a second time. */
const SURE = 0.6;
/** 3–6 digits, maybe after one letter (A1234): letters elsewhere are digits misread. */
const BIB_PATTERN = /^[A-Z]?\d{3,6}$/;

const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

export interface LineReading {
  bib: string;
  /** 0..1: tesseract's least word confidence. */
  confidence: number;
  /** 0..1: tesseract's confidence in its least sure character. */
  leastSureCharacter: number;
}

/**
 * Whether a line read off a paper region can be trusted (decision 051). A wrong bib shows a runner a
 * stranger's photo, so a doubtful reading is dropped rather than kept with a low confidence:
 * - tesseract not sure of the line, or of any one character in it;
 * - a character count other than the marks counted (tesseract merged, split or dropped a digit);
 * - marks against one side of their paper: bib numbers are printed centred, so the paper was cut
 *   (an arm across it, a fold) and the digits beyond the cut are missing.
 */
export function trusted(reading: LineReading, region: Pick<Candidate, 'marks' | 'margins'>): boolean {
  const { left, right } = region.margins;
  return (
    reading.confidence >= MIN_CONFIDENCE &&
    reading.leastSureCharacter >= MIN_CHARACTER_CONFIDENCE &&
    reading.bib.length === region.marks &&
    Math.abs(left - right) <= MAX_MARGIN_IMBALANCE * (left + right)
  );
}

const cpuSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

async function ocr(worker: Worker, png: Buffer, profile?: ReaderProfile): Promise<LineReading | null> {
  const since = process.cpuUsage();
  const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
  if (profile) {
    profile.ocrCpu += cpuSince(since);
    profile.ocrCalls += 1;
  }
  const words = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  const bib = words.map((word) => word.text).join('');
  if (!BIB_PATTERN.test(bib)) return null;
  const characters = words.flatMap((word) => word.symbols);
  return {
    bib,
    confidence: Math.min(...words.map((word) => word.confidence)) / 100,
    leastSureCharacter: Math.min(...characters.map((character) => character.confidence)) / 100,
  };
}

async function recognise(
  worker: Worker,
  candidate: Candidate,
  scale: number,
  profile?: ReaderProfile,
): Promise<BibReading | null> {
  let reading = await ocr(worker, candidate.png, profile);
  if (!reading || reading.confidence < SURE) {
    // LSTM word confidence swings with the margin around a line (0, then 0.66 with 10 px more, for
    // the same clear digits in our tests): a second look with a wider margin settles most doubts.
    const wider = await sharp(candidate.png)
      .extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' })
      .png()
      .toBuffer();
    const second = await ocr(worker, wider, profile);
    if (second && (!reading || second.confidence > reading.confidence)) reading = second;
  }
  if (!reading || !trusted(reading, candidate)) return null;
  const { confidence } = reading;
  const { x0, y0, x1, y1 } = candidate.box;
  const box = {
    x: Math.round(x0 * scale),
    y: Math.round(y0 * scale),
    width: Math.round((x1 - x0 + 1) * scale),
    height: Math.round((y1 - y0 + 1) * scale),
  };
  return { bib: reading.bib, confidence: Number(confidence.toFixed(3)), box };
}

/** `profile`, when given, adds up where the reader's CPU goes. */
export async function createBibReader(profile?: ReaderProfile): Promise<BibReader> {
  // cacheMethod 'none' with a local langPath: nothing is fetched and nothing is written next to the app.
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  await worker.setParameters({
    tessedit_char_whitelist: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    // RAW_LINE: one line without tesseract's line-finding heuristics, which misread leading 5s as 9s in our tests.
    tessedit_pageseg_mode: PSM.RAW_LINE,
    // Our PNGs carry no resolution; without this tesseract prints a warning for every image.
    user_defined_dpi: '300',
  });
  // One worker does one recognition at a time: chain the calls.
  let queue: Promise<unknown> = Promise.resolve();

  async function readNow(image: Buffer | DecodedImage): Promise<BibReading[]> {
    const since = process.cpuUsage();
    const raster = await decode(image);
    const candidates = await findCandidates(raster);
    if (profile) profile.searchCpu += cpuSince(since);
    const best = new Map<string, BibReading>();
    for (const found of candidates) {
      const reading = await recognise(worker, found, raster.scale, profile);
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
