import { parentPort } from 'node:worker_threads';
import type { DecodedImage } from '../media/decoded-image.ts';
import type { BibFormat } from './bib-format.ts';
import { ocrModels } from './ocr-models.ts';
import { readPhoto, type BibReading, type ReaderProfile } from './read-photo.ts';

// The bib reader's thread (bib-reader.ts): onnxruntime runs a model on the calling thread, so the
// models run here rather than on the worker's event loop. One photo at a time; the models are
// loaded once, with the first photo.

export interface OcrJob {
  /** The photo's file, or its decoded pixels (`decoded` then describes them). */
  image: Uint8Array;
  decoded?: Omit<DecodedImage, 'data'>;
  original?: Uint8Array;
  format?: BibFormat;
  /** Whether to send back every line's verdict (bench:ocr --verbose). */
  verdicts: boolean;
}
export type OcrResult = { ok: true; readings: BibReading[]; profile: ReaderProfile } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('ocr-thread.ts runs as a worker thread of bib-reader.ts');

// Loaded while the reader waits for its first photo; a failure is reported by that photo's read.
ocrModels().catch(() => undefined);

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run(job: OcrJob): Promise<OcrResult> {
  const profile: ReaderProfile = { detectionCpu: 0, recognitionCpu: 0, linesRead: 0, refused: {} };
  if (job.verdicts) profile.verdicts = [];
  try {
    const image = job.decoded ? { ...job.decoded, data: asBuffer(job.image) } : asBuffer(job.image);
    const original = job.original && asBuffer(job.original);
    const readings = await readPhoto(image, { original, format: job.format }, profile);
    return { ok: true, readings, profile };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

// One at a time: the next message waits for the photo before it.
let queue = Promise.resolve();
port.on('message', (job: OcrJob) => {
  queue = queue.then(async () => port.postMessage(await run(job)));
});
