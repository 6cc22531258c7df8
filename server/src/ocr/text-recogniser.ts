import ort from 'onnxruntime-node';

// What a text line says: PP-OCRv4's recogniser reads a line 48 px tall and gives, for every 8 px
// column, a probability for each of its 6 625 classes (CTC: class 0 is "no character here").
// A bib is read with only the characters bibs use (digits, capital letters), and what the model
// would have read without that restriction is kept too: a colon or a word on the line is other text.

export const LINE_HEIGHT = 48;
/** The model gives one column of class probabilities for this many pixels of a line's width. */
export const COLUMN_WIDTH = 8;
/** The model was trained on lines padded to at least this width. */
const MIN_LINE_WIDTH = 320;
/** Lines longer than this (px at 48 px tall) are sentences, not bibs: not worth reading. */
export const MAX_LINE_WIDTH = 640;
/** Lines read in one run of the model. */
const BATCH = 8;
/** Characters bibs are printed with. */
export const BIB_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface ReadCharacter {
  character: string;
  /** 0..1: the model's probability of this character where it saw it (its surest column). */
  confidence: number;
  /** Columns of the line (0..1 of its width) where the character was seen. */
  from: number;
  to: number;
}

/** What the characters spell. */
export const textOf = (characters: ReadCharacter[]): string => characters.map(({ character }) => character).join('');

export interface LineText {
  /** The line read with bib characters only. */
  characters: ReadCharacter[];
  /** The line as the model reads it with all its classes (any script, punctuation, spaces). */
  unrestricted: string;
}

/** A level line image to read: RGB pixels, LINE_HEIGHT tall. */
export interface LineImage {
  pixels: Uint8Array;
  width: number;
}

/** The model's output for one line: column by column, the probability of each class. */
interface Columns {
  probabilities: Float32Array;
  offset: number;
  count: number;
  classes: number;
  /** Columns that hold the line (the rest is padding). */
  used: number;
}

function argmax(columns: Columns, column: number, among?: readonly number[]): number {
  const start = columns.offset + column * columns.classes;
  let best = 0;
  if (among) {
    for (const index of among)
      if (columns.probabilities[start + index]! > columns.probabilities[start + best]!) best = index;
    return best;
  }
  for (let index = 1; index < columns.classes; index += 1)
    if (columns.probabilities[start + index]! > columns.probabilities[start + best]!) best = index;
  return best;
}

/** CTC's best path: each column's likeliest class, repeats merged, blanks dropped. */
function bestPath(columns: Columns, classes: readonly string[], among?: readonly number[]) {
  const found: ReadCharacter[] = [];
  let previous = 0;
  for (let column = 0; column < columns.used; column += 1) {
    const index = argmax(columns, column, among);
    const probability = columns.probabilities[columns.offset + column * columns.classes + index]!;
    if (index !== 0 && index === previous) {
      const last = found.at(-1)!;
      last.confidence = Math.max(last.confidence, probability);
      last.to = (column + 1) / columns.used;
    } else if (index !== 0) {
      found.push({
        character: classes[index]!,
        confidence: probability,
        from: column / columns.used,
        to: (column + 1) / columns.used,
      });
    }
    previous = index;
  }
  return found;
}

/** Normalised BGR planes of a batch of lines, padded on the right with mid grey (0). */
function batchTensor(lines: LineImage[], width: number): ort.Tensor {
  const plane = LINE_HEIGHT * width;
  const tensor = new Float32Array(lines.length * 3 * plane);
  lines.forEach((line, n) => {
    for (let y = 0; y < LINE_HEIGHT; y += 1) {
      for (let x = 0; x < line.width; x += 1) {
        for (let channel = 0; channel < 3; channel += 1) {
          const value = line.pixels[(y * line.width + x) * 3 + (2 - channel)]!;
          tensor[(n * 3 + channel) * plane + y * width + x] = value / 127.5 - 1;
        }
      }
    }
  });
  return new ort.Tensor('float32', tensor, [lines.length, 3, LINE_HEIGHT, width]);
}

/** Reads `lines`; `allowed` are the class indices a bib may use (besides the blank). */
export async function readLines(
  recogniser: ort.InferenceSession,
  classes: readonly string[],
  allowed: readonly number[],
  lines: LineImage[],
): Promise<LineText[]> {
  const among = [0, ...allowed];
  const texts: LineText[] = new Array(lines.length);
  // Lines of similar width together: a batch is padded to its widest line.
  const order = lines.map((_, index) => index).sort((a, b) => lines[a]!.width - lines[b]!.width);
  for (let start = 0; start < order.length; start += BATCH) {
    const chunk = order.slice(start, start + BATCH);
    const batch = chunk.map((index) => lines[index]!);
    const width = Math.max(MIN_LINE_WIDTH, ...batch.map((line) => line.width));
    const output = await recogniser.run({ [recogniser.inputNames[0]!]: batchTensor(batch, width) });
    const result = output[recogniser.outputNames[0]!]!;
    const [, count, classCount] = result.dims as [number, number, number];
    chunk.forEach((index, n) => {
      const columns: Columns = {
        probabilities: result.data as Float32Array,
        offset: n * count * classCount,
        count,
        classes: classCount,
        used: Math.min(count, Math.ceil((lines[index]!.width / width) * count)),
      };
      texts[index] = {
        characters: bestPath(columns, classes, among),
        unrestricted: bestPath(columns, classes)
          .map((found) => found.character)
          .join(''),
      };
    });
  }
  return texts;
}

/** Class indices of `characters` in the model's list. */
export function classIndices(classes: readonly string[], characters: string): number[] {
  return [...characters].map((character) => classes.indexOf(character)).filter((index) => index > 0);
}
