// Face search on activities of 100 000 and 1 000 000 faces (PRODUCT.md: server p95 < 150 ms once
// the selfie's descriptor is known). Synthetic descriptors shaped like face-api/dlib ones: people
// about 1.0 apart, photos of one person about 0.35 apart. Loading reads from memory, not
// PostgreSQL: it measures building the index, plus the decoding of the stored bytea.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { FaceIndexRegistry } from '../server/src/faces/face-index-registry.ts';
import { seededRandom } from '../server/src/demo/race-photo.ts';
import { decodeDescriptor, encodeDescriptor } from '../server/src/faces/descriptor.ts';
import { detectFaces } from '../server/src/faces/face-model.ts';
import type { IndexedFace } from '../server/src/faces/face-index.ts';

// `npm run bench:face -- 100000` runs one size only (while developing).
const SIZES = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [100_000, 1_000_000];
const FACES_PER_PERSON = 40; // a runner is in a few dozen photos of an event
const QUERIES = 200;
const THRESHOLDS = [0.5, 0.6];
const LIMIT = 500;
const NEW_FACES = 1000;
const D = 128;

const say = (line: string) => console.log(line);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * Time (ms, median of 5 after a warm-up) to compute a selfie's descriptor on one core: a 640 px
 * crop around a face of a face-api sample photo (PRODUCT.md: < 1.5 s).
 */
async function selfieDescriptorMs(): Promise<number> {
  const demo = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
    'demo',
  );
  const photo = await readFile(path.join(demo, 'sample1.jpg'));
  const [face] = await detectFaces(photo);
  if (!face) throw new Error('no face in the sample photo');
  const { x, y, width, height } = face.box;
  const meta = await sharp(photo).metadata();
  const left = Math.max(0, x - width);
  const top = Math.max(0, y - height);
  const selfie = await sharp(photo)
    .extract({
      left,
      top,
      width: Math.min(meta.width! - left, width * 3),
      height: Math.min(meta.height! - top, height * 3),
    })
    .resize(640)
    .jpeg()
    .toBuffer();
  await detectFaces(selfie);
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    await detectFaces(selfie);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2]!;
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1)! };
}

/** Seeded uniform and normal samples (mulberry32, Box–Muller): the same activity on every run. */
function seeded(seed: number) {
  const uniform = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

function syntheticActivity(size: number) {
  const { uniform, normal } = seeded(size);
  const mean = Float32Array.from({ length: D }, () => normal() * 0.06);
  const people = Math.ceil(size / FACES_PER_PERSON);
  const centers = new Float32Array(people * D).map((_, i) => mean[i % D]! + normal() * 0.055);
  const sample = (person: number, into: Float32Array = new Float32Array(D)) => {
    for (let j = 0; j < D; j++) into[j] = centers[person * D + j]! + normal() * 0.022;
    return into;
  };
  const vectors = new Float32Array((size + NEW_FACES) * D);
  const faces: IndexedFace[] = [];
  for (let i = 0; i < size + NEW_FACES; i++) {
    const descriptor = sample(Math.floor(uniform() * people), vectors.subarray(i * D, (i + 1) * D));
    faces.push({ faceId: i + 1, photoId: Math.floor(i / 1.5) + 1, descriptor }); // 1.5 faces per photo
  }
  return { faces, people, sample, uniform };
}

function distance(a: Float32Array, b: Float32Array) {
  let sum = 0;
  for (let j = 0; j < D; j++) sum += (a[j]! - b[j]!) ** 2;
  return Math.sqrt(sum);
}

const cpus = os.cpus();
say(
  `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);

// The colleague's bytea decoding is part of every load: time it once per face.
const encoded = Array.from({ length: 20_000 }, (_, i) => encodeDescriptor(new Float32Array(D).fill(i / 20_000)));
let start = performance.now();
for (const bytes of encoded) decodeDescriptor(bytes);
const decodeMsPerFace = (performance.now() - start) / encoded.length;
say(`decodeDescriptor: ${(decodeMsPerFace * 1000).toFixed(2)} µs per face`);

const selfieMs = await selfieDescriptorMs();
for (const size of SIZES) {
  start = performance.now();
  const activity = syntheticActivity(size);
  say(
    `\n== ${size.toLocaleString('en')} faces, ${activity.people.toLocaleString('en')} people (generated in ${ms(performance.now() - start)})`,
  );
  const [one, again, other] = [activity.sample(0), activity.sample(0), activity.sample(1)];
  say(`   distances: same person ${distance(one, again).toFixed(2)}, other people ${distance(one, other).toFixed(2)}`);

  for (const quantize of [true, false]) {
    let visible = size; // faces the "table" holds; NEW_FACES more are added later
    const registry = new FaceIndexRegistry({
      quantize,
      memoryBudgetBytes: 8 * 2 ** 30,
      loader: async (_activityId, afterFaceId, limit) =>
        activity.faces.slice(afterFaceId, Math.min(visible, afterFaceId + limit)),
    });
    start = performance.now();
    const index = await registry.index(1);
    const loadMs = performance.now() - start;
    say(
      `-- ${quantize ? 'int8 scan + float32 re-rank' : 'float32 scan'}: load ${ms(loadMs)} ` +
        `(+ ~${ms(decodeMsPerFace * size)} decoding bytea), index ${mb(index.memoryBytes)} ` +
        `= ${(index.memoryBytes / index.size).toFixed(0)} B/face with growth slack (${D * 4 + (quantize ? D : 0) + 8} B stored)`,
    );

    for (const threshold of THRESHOLDS) {
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let results = 0;
      for (let i = 0; i < QUERIES; i++) {
        const selfie = activity.sample(Math.floor(activity.uniform() * activity.people));
        const began = performance.now();
        const cpuBefore = process.cpuUsage();
        results += (await registry.search(1, selfie, { threshold, limit: LIMIT })).length;
        times.push(performance.now() - began);
        const cpu = process.cpuUsage(cpuBefore);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
      const { p50, p95, p99, max } = percentiles(times);
      const cpu = percentiles(cpuTimes);
      say(
        `   search @${threshold}: p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  max ${ms(max)}  ` +
          `(n=${QUERIES}, ${(results / QUERIES).toFixed(1)} photos per answer)` +
          `  → with the selfie's descriptor: p95 ≈ ${ms(selfieMs + p95)}` +
          `\n      CPU per search: p50 ${ms(cpu.p50)}  p95 ${ms(cpu.p95)}  (load average ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }

    visible = size + NEW_FACES;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the default refresh interval
    const newest = activity.faces[size + NEW_FACES - 1]!;
    start = performance.now();
    const [found] = await registry.search(1, newest.descriptor, { threshold: 0.6, limit: 1 });
    say(
      `   first search after ${NEW_FACES} new faces (incremental refresh included): ${ms(performance.now() - start)}` +
        `, newest face found: ${found?.faceId === newest.faceId}`,
    );
    registry.drop(1);
  }
}

say(`\nSelfie descriptor: ${ms(selfieMs)} per selfie on one core.`);
