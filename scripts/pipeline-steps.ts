// bench:pipeline's per-step figures: the functions the photo job calls, one photo at a time, each
// step timed in CPU-seconds of this process (every thread: libvips, the libuv pool, wasm).
import { detectFaces, loadFaceModels } from '../server/src/faces/face-model.ts';
import { decodePhoto } from '../server/src/jobs/process-photo.ts';
import { makeRenditions, PREVIEW_LONG_SIDE } from '../server/src/media/renditions.ts';
import { createBibReader } from '../server/src/ocr/bib-reader.ts';

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Mean CPU-seconds per photo of each step, over `photos` (after one photo of warm-up). */
export async function measurePipelineSteps(photos: Buffer[]): Promise<Record<string, number>> {
  const reader = await createBibReader();
  await loadFaceModels();
  const totals: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>, counted: boolean): Promise<T> => {
    const before = cpuNow();
    const result = await work();
    if (counted) totals[name] = (totals[name] ?? 0) + cpuNow() - before;
    return result;
  };
  try {
    for (const [index, original] of [photos[0]!, ...photos].entries()) {
      const counted = index > 0;
      const decoded = await step('decode', () => decodePhoto(original, PREVIEW_LONG_SIDE), counted);
      await step('thumbnail + preview + EXIF', () => makeRenditions(original, undefined, decoded), counted);
      await step('OCR', () => reader.read(decoded), counted);
      await step('faces', () => detectFaces(decoded), counted);
    }
  } finally {
    await reader.close();
  }
  return Object.fromEntries(Object.entries(totals).map(([name, total]) => [name, total / photos.length]));
}
