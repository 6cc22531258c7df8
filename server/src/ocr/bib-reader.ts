import type { Worker } from 'node:worker_threads';
import { siblingEntry, startModuleWorker } from '../lib/module-entry.ts';
import type { DecodedImage } from '../media/decoded-image.ts';
import type { OcrJob, OcrMessage, OcrResult } from './ocr-thread.ts';
import type { BibReading, ReaderProfile, ReadOptions } from './read-photo.ts';

// The bib reader the photo pipeline uses (decision 064): PP-OCRv4 in a thread of its own
// (ocr-thread.ts, read-photo.ts), started with the first photo and holding the models for every
// later one. A thread that dies (out of memory) fails the photos it held and is started again.
// Closing lets the photo under way finish: terminating the thread inside onnxruntime aborts the
// process, so terminate() is only the last resort of a thread that does not end in time.

export type { BibReading, ReaderProfile, ReadOptions } from './read-photo.ts';

export interface BibReader {
  read(image: Buffer | DecodedImage, options?: ReadOptions): Promise<BibReading[]>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: OcrResult) => void;
  reject: (error: Error) => void;
}

/** How long a closing reader waits for its thread to finish the photo under way. */
const CLOSE_WAIT_MS = 60_000;

/** A copy of exactly these bytes, to move to the thread (a Buffer is often a view into a larger pool). */
const ownCopy = (bytes: Buffer) => new Uint8Array(bytes);

function add(total: ReaderProfile, part: ReaderProfile) {
  total.detectionCpu += part.detectionCpu;
  total.recognitionCpu += part.recognitionCpu;
  total.linesRead += part.linesRead;
  for (const [refusal, count] of Object.entries(part.refused) as [keyof ReaderProfile['refused'], number][])
    total.refused[refusal] = (total.refused[refusal] ?? 0) + count;
  total.verdicts?.push(...(part.verdicts ?? []));
}

/** A bib reader; `profile`, when given, adds up where its CPU goes (bench:ocr). */
export async function createBibReader(profile?: ReaderProfile): Promise<BibReader> {
  let thread: Worker | undefined;
  let closed = false;
  // The thread answers in the order it was asked.
  const pending: Pending[] = [];

  function start(): Worker {
    const started = startModuleWorker(siblingEntry('./ocr-thread', import.meta.url));
    started.on('message', (result: OcrResult) => pending.shift()?.resolve(result));
    // 'error' (an uncaught exception, out of memory) is always followed by 'exit'.
    let crash: Error | undefined;
    started.on('error', (error) => (crash = error));
    started.on('exit', (code) => {
      if (thread === started) thread = undefined;
      const reason = closed ? 'the reader was closed' : `its thread stopped (exit code ${code})`;
      for (const job of pending.splice(0)) job.reject(new Error(`Bib reader: ${reason}`, { cause: crash }));
    });
    return started;
  }

  return {
    async read(image, options = {}) {
      if (closed) throw new Error('Bib reader: closed');
      const { data, ...described } = Buffer.isBuffer(image) ? { data: image } : image;
      const bytes = ownCopy(data);
      const decoded = 'width' in described ? described : undefined;
      // A file is its own original; decoded pixels may come with theirs.
      const original = decoded && options.original ? ownCopy(options.original) : undefined;
      const job: OcrJob = {
        image: bytes,
        decoded,
        original,
        format: options.format,
        listed: options.listed,
        verdicts: profile?.verdicts !== undefined,
      };
      const result = await new Promise<OcrResult>((resolve, reject) => {
        pending.push({ resolve, reject });
        (thread ??= start()).postMessage(job, original ? [bytes.buffer, original.buffer] : [bytes.buffer]);
      });
      if (!result.ok) throw new Error(result.message);
      if (profile) add(profile, result.profile);
      return result.readings;
    },
    async close() {
      closed = true;
      const closing = thread;
      // Photos not begun fail now; the one under way is answered before the thread ends.
      for (const job of pending.splice(1)) job.reject(new Error('Bib reader: the reader was closed'));
      if (!closing) return;
      const ended = new Promise((resolve) => closing.once('exit', resolve));
      const close: OcrMessage = { close: true };
      closing.postMessage(close);
      const late = setTimeout(() => void closing.terminate(), CLOSE_WAIT_MS);
      await ended;
      clearTimeout(late);
    },
  };
}
