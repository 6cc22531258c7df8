import { parentPort } from 'node:worker_threads';
import type { DecodedImage } from '../media/decoded-image.ts';
import type { BibFormat } from './bib-format.ts';
import { ocrModels, releaseOcrModels } from './ocr-models.ts';
import { readPhoto, type BibReading, type ReaderProfile } from './read-photo.ts';

// The bib reader's thread (bib-reader.ts): onnxruntime runs a model on the calling thread, so the
// models run here rather than on the worker's event loop. One photo at a time; the models are
// loaded once, with the first photo. The thread ends itself when asked: terminating it while
// onnxruntime works (a load or a run) aborts the whole process.

export interface OcrJob {
  /** The photo's file, or its decoded pixels (`decoded` then describes them). */
  image: Uint8Array;
  decoded?: Omit<DecodedImage, 'data'>;
  original?: Uint8Array;
  format?: BibFormat;
  listed?: boolean;
  /** Whether to send back every line's verdict (bench:ocr --verbose). */
  verdicts: boolean;
}
/** What the reader sends: a photo to read, or the request to finish the photo under way and end. */
export type OcrMessage = OcrJob | { close: true };
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
    const readings = await readPhoto(image, { original, format: job.format, listed: job.listed }, profile);
    return { ok: true, readings, profile };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

// One at a time: the next message waits for the photo before it. Once closing, photos not begun
// are dropped (the reader has failed them), the models freed and the port closed: the thread ends.
let queue = Promise.resolve();
let closing = false;
port.on('message', (message: OcrMessage) => {
  if ('close' in message) {
    closing = true;
    queue = queue.then(async () => {
      await releaseOcrModels();
      port.close();
    });
    return;
  }
  queue = queue.then(async () => {
    if (!closing) port.postMessage(await run(message));
  });
});
