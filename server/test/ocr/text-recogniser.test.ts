import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { classIndices, LINE_HEIGHT, readLines, textOf } from '../../src/ocr/text-recogniser.ts';

// Decoding what the recogniser outputs (CTC: per column of the line, a probability for each class,
// class 0 meaning "no character here"), on recorded-style outputs from a stand-in model.

const classes = ['', ...'0123456789', ':', 'B', 'S', 'l', ' '];
const at = (character: string) => classes.indexOf(character);

/** A model that answers one line with these columns: each a few classes and their probabilities. */
function modelAnswering(columns: Record<string, number>[]): ort.InferenceSession {
  const data = new Float32Array(columns.length * classes.length);
  columns.forEach((column, t) => {
    for (const [character, probability] of Object.entries(column))
      data[t * classes.length + at(character)] = probability;
  });
  return {
    inputNames: ['x'],
    outputNames: ['y'],
    run: async () => ({ y: new ort.Tensor('float32', data, [1, columns.length, classes.length]) }),
  } as unknown as ort.InferenceSession;
}

/** Each character held for two columns with a blank column after it. */
const spelled = (text: string, probability = 0.95): Record<string, number>[] =>
  [...text].flatMap((character) => [
    { [character]: probability, '': 1 - probability },
    { [character]: probability, '': 1 - probability },
    { '': 0.99 },
  ]);

const line = { pixels: new Uint8Array(320 * LINE_HEIGHT * 3), width: 320 };

describe('decoding a read line', () => {
  it('reads bib characters with their confidence and where along the line they were', async () => {
    const model = modelAnswering(spelled('S18848'));
    const [text] = await readLines(model, classes, classIndices(classes, '0123456789BS'), [line]);
    expect(textOf(text!.characters)).toBe('S18848');
    expect(text!.unrestricted).toBe('S18848');
    expect(text!.characters[0]!.confidence).toBeCloseTo(0.95);
    expect(text!.characters[1]!.from).toBeGreaterThan(text!.characters[0]!.to - 1e-9);
  });

  it('drops a clock’s colons from the bib reading but keeps them in the unrestricted one', async () => {
    const model = modelAnswering(spelled('01:23:45'));
    const [text] = await readLines(model, classes, classIndices(classes, '0123456789'), [line]);
    expect(textOf(text!.characters)).toBe('012345');
    expect(text!.unrestricted).toBe('01:23:45');
  });

  it('reads a letter the format does not allow as its likeliest allowed class, with that class’s low confidence', async () => {
    // The model is 70 % sure of a B, 25 % of an 8; the activity's bibs have no letters.
    const columns = spelled('B904');
    columns[0] = columns[1] = { B: 0.7, '8': 0.25, '': 0.05 };
    const [text] = await readLines(modelAnswering(columns), classes, classIndices(classes, '0123456789'), [line]);
    expect(textOf(text!.characters)).toBe('8904');
    expect(text!.characters[0]!.confidence).toBeCloseTo(0.25);
    expect(text!.unrestricted).toBe('B904');
  });
});
