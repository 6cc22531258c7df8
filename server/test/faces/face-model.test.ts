import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type * as Tf from '@tensorflow/tfjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFaces, detectFaces, MIN_FACE_SIZE, type DetectedFace } from '../../src/faces/face-model.ts';
import { createFacePool, type FacePool } from '../../src/faces/face-pool.ts';
import { decodeImage } from '../../src/media/decoded-image.ts';

// Real photos shipped with face-api: groups of 3 to 5 women, faces 120-180 px wide in 1920 px.
const require = createRequire(import.meta.url);
const demoDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
// The same tfjs instance face-model.ts uses (one CommonJS module cache), to count live tensors.
const tf = require('@tensorflow/tfjs') as typeof Tf;
/** People in sample1.jpg … sample6.jpg, counted by eye. */
const PEOPLE = [3, 3, 3, 4, 5, 4];

const errorListeners = () => [...process.listeners('uncaughtException'), ...process.listeners('unhandledRejection')];
const listenersBefore = errorListeners();
let photos: Buffer[];
let found: DetectedFace[][];

beforeAll(async () => {
  photos = await Promise.all(PEOPLE.map((_, i) => readFile(path.join(demoDir, `sample${i + 1}.jpg`))));
  found = [];
  for (const photo of photos) found.push(await detectFaces(photo));
});

function distance(a: Float32Array, b: Float32Array): number {
  return Math.sqrt(a.reduce((sum, value, i) => sum + (value - b[i]!) ** 2, 0));
}

function center({ box }: DetectedFace): [number, number] {
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The face in `faces` whose box centre is nearest to that of `face`. */
function nearest(faces: DetectedFace[], face: DetectedFace): DetectedFace {
  const [x, y] = center(face);
  const gap = (other: DetectedFace) => Math.hypot(center(other)[0] - x, center(other)[1] - y);
  return faces.reduce((best, other) => (gap(other) < gap(best) ? other : best));
}

/** A selfie-like picture of one face: the face and one face-width around it, 640 px. */
async function selfieOf(photo: Buffer, { box }: DetectedFace): Promise<Buffer> {
  const { width, height } = await sharp(photo).metadata();
  const left = Math.max(0, box.x - box.width);
  const top = Math.max(0, box.y - box.width);
  return sharp(photo)
    .extract({
      left,
      top,
      width: Math.min(width - left, box.width * 3),
      height: Math.min(height - top, box.height + box.width * 2),
    })
    .resize(640, 640, { fit: 'inside' })
    .jpeg()
    .toBuffer();
}

describe('detectFaces', () => {
  it('finds the people of each sample photo, with usable boxes and descriptors', async () => {
    // One miss per photo at most, and nothing that is not a face.
    found.forEach((faces, i) => expect(faces.length).toBeOneOf([PEOPLE[i]! - 1, PEOPLE[i]!]));
    expect(found.flat().length).toBeGreaterThanOrEqual(20);
    for (const [i, faces] of found.entries()) {
      const { width, height } = await sharp(photos[i]).metadata();
      expect(faces.map((face) => face.score)).toEqual([...faces.map((face) => face.score)].sort((a, b) => b - a));
      for (const { box, score, descriptor } of faces) {
        expect(score).toBeGreaterThanOrEqual(0.5);
        expect(score).toBeLessThanOrEqual(1);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
        // Faces in these photos are 120-180 px wide: the box is in original pixels, not 1600 px ones.
        expect(box.width).toBeGreaterThan(100);
        expect(descriptor).toBeInstanceOf(Float32Array);
        expect(descriptor).toHaveLength(128);
        expect(descriptor.every(Number.isFinite)).toBe(true);
      }
    }
  });

  it.each([1, 3, 5])('matches a selfie-like crop of a face in sample%i.jpg to that face only', async (sample) => {
    const index = sample - 1;
    const source = found[index]![0]!;
    const [selfie] = await detectFaces(await selfieOf(photos[index]!, source));
    expect(selfie).toBeDefined();
    const own = distance(selfie!.descriptor, source.descriptor);
    expect(own).toBeLessThan(0.45);
    const others = found
      .flat()
      .filter((face) => face !== source)
      .map((face) => distance(selfie!.descriptor, face.descriptor));
    expect(Math.min(...others)).toBeGreaterThan(own);
    expect(others.filter((d) => d > 0.6).length).toBeGreaterThanOrEqual(Math.ceil(others.length * 0.8));
  });

  it('describes a face in poor light as it describes the same face in daylight', async () => {
    // The photos at a fifth of their light, with the noise floor a dim exposure lifts (decisions/095).
    const gaps: number[] = [];
    for (const index of [0, 2, 4]) {
      const dim = await sharp(photos[index]).linear(0.2, 4).jpeg({ quality: 85 }).toBuffer();
      for (const face of await detectFaces(dim)) {
        gaps.push(distance(face.descriptor, nearest(found[index]!, face).descriptor));
      }
    }
    expect(gaps.length).toBeGreaterThanOrEqual(6);
    // Measured: median 0.15 with the light evened out, 0.24 without.
    gaps.sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(0.2);
  });

  it('applies EXIF orientation and reports boxes in original pixels at any working size', async () => {
    // Pixels stored sideways with orientation 6 ("rotate 90° clockwise to view") look like sample1.
    const sideways = await sharp(photos[0]).rotate(270).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const small = await detectFaces(photos[0]!, { maxSide: 800 });
    for (const faces of [await detectFaces(sideways), small]) {
      expect(faces).toHaveLength(found[0]!.length);
      for (const face of faces) {
        const twin = nearest(found[0]!, face);
        for (const key of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(face.box[key] - twin.box[key])).toBeLessThan(twin.box.width * 0.15);
        }
        expect(distance(face.descriptor, twin.descriptor)).toBeLessThan(0.3);
      }
    }
  });

  it(`drops faces narrower than ${MIN_FACE_SIZE} px as detected, too small to be recognised`, async () => {
    // sample1's faces, 177–203 px wide, shrunk to about 20 px.
    const tiny = await sharp(photos[0]).resize(200).jpeg().toBuffer();
    const all = await detectFaces(tiny, { minFaceSize: 0 });
    expect(all.length).toBeGreaterThan(0);
    for (const face of all) expect(face.box.width).toBeLessThan(MIN_FACE_SIZE);
    expect(await detectFaces(tiny)).toEqual([]);
    // Twice that size they are kept.
    const small = await sharp(photos[0]).resize(480).jpeg().toBuffer();
    expect((await detectFaces(small)).length).toBeGreaterThan(0);
  });

  it('finds no face in a picture without people, and leaves no tensor behind', async () => {
    const picture = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
          <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#5b9bd5"/><stop offset="1" stop-color="#e0f0ff"/></linearGradient></defs>
          <rect width="1200" height="800" fill="url(#sky)"/><rect y="560" width="1200" height="240" fill="#3a7d2c"/>
          <circle cx="950" cy="150" r="70" fill="#ffd700"/><rect x="200" y="380" width="260" height="180" fill="#a0522d"/>
        </svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const tensors = tf.memory().numTensors;
    expect(await detectFaces(picture)).toEqual([]);
    await detectFaces(photos[0]!);
    expect(tf.memory().numTensors).toBe(tensors);
  });

  it('leaves the process’s error handlers as they were (emscripten adds rethrowing ones)', () => {
    expect(errorListeners()).toEqual(listenersBefore);
  });

  it('refuses what is not a whole image', async () => {
    await expect(detectFaces(Buffer.from('not an image at all'))).rejects.toThrow(/not a readable image/);
    const truncated = photos[0]!.subarray(0, Math.floor(photos[0]!.length / 2));
    await expect(detectFaces(truncated)).rejects.toThrow(/not a readable image/);
  });
});

describe('describeFaces', () => {
  it('describes faces at known boxes near what detection gives, in a smaller copy too, without a tensor left behind', async () => {
    const boxes = found[0]!.map((face) => face.box);
    const tensors = tf.memory().numTensors;
    const described = await describeFaces(photos[0]!, boxes);
    expect(tf.memory().numTensors).toBe(tensors);
    // The same boxes give the same descriptors.
    const again = await describeFaces(photos[0]!, boxes);
    again.forEach((descriptor, i) => expect(distance(descriptor!, described[i]!)).toBeLessThan(1e-6));
    // The boxes are the detector's, rounded to whole pixels: the landmarks, and so the aligned face,
    // move a little (a box 2 px off moves a descriptor by up to ~0.1), far less than another person.
    described.forEach((descriptor, i) => expect(distance(descriptor!, found[0]![i]!.descriptor)).toBeLessThan(0.2));

    // The photo at half size (as a thumbnail is smaller), its boxes halved: the same faces, near.
    const { width = 0 } = await sharp(photos[0]).metadata();
    const half = await sharp(photos[0])
      .resize(width / 2)
      .jpeg()
      .toBuffer();
    const halved = boxes.map(({ x, y, width: w, height: h }) => ({ x: x / 2, y: y / 2, width: w / 2, height: h / 2 }));
    const small = await describeFaces(half, halved);
    small.forEach((descriptor, i) => expect(distance(descriptor!, described[i]!)).toBeLessThan(0.2));
    // Each box is its own face: another person's box gives another person's descriptor.
    expect(distance(small[0]!, described[1]!)).toBeGreaterThan(0.4);
  });

  it('gives null for a box outside the picture', async () => {
    const [outside, inside] = await describeFaces(photos[0]!, [
      { x: 5000, y: 5000, width: 100, height: 100 },
      found[0]![0]!.box,
    ]);
    expect(outside).toBeNull();
    expect(inside).toBeInstanceOf(Float32Array);
  });
});

describe('createFacePool', () => {
  const workers: Worker[] = [];
  const onWorker = (worker: Worker) => workers.push(worker);
  let pool: FacePool;

  beforeAll(() => {
    process.on('worker', onWorker);
    pool = createFacePool(2);
  });
  afterAll(async () => {
    process.off('worker', onWorker);
    await pool.close();
  });

  it('gives the results of direct calls, two photos at once', async () => {
    const [first, fifth] = await Promise.all([pool.detect(photos[0]!), pool.detect(photos[4]!)]);
    for (const [faces, direct] of [
      [first!, found[0]!],
      [fifth!, found[4]!],
    ] as const) {
      expect(faces.map((face) => face.box)).toEqual(direct.map((face) => face.box));
      faces.forEach((face, i) => expect(distance(face.descriptor, direct[i]!.descriptor)).toBeLessThan(1e-5));
    }

    // Both workers busy at the same time: their busy times add up to more than the time it took.
    expect(workers).toHaveLength(2);
    const before = workers.map((worker) => worker.performance.eventLoopUtilization());
    const started = performance.now();
    await Promise.all([pool.detect(photos[3]!), pool.detect(photos[5]!)]);
    const elapsed = performance.now() - started;
    const busy = workers.map((worker, i) => worker.performance.eventLoopUtilization(before[i]).active);
    expect(Math.min(...busy)).toBeGreaterThan(100);
    expect(busy[0]! + busy[1]!).toBeGreaterThan(elapsed * 1.3);
  });

  it('detects on a photo the pipeline decoded, with boxes in the original’s pixels', async () => {
    // The pipeline decodes each original once; the pool gets those pixels (here half the original).
    const { width = 0 } = await sharp(photos[1]).metadata();
    const decoded = await decodeImage(photos[1]!, width / 2);
    const faces = await pool.detect(decoded);
    expect(faces).toHaveLength(found[1]!.length);
    for (const face of faces) {
      const direct = nearest(found[1]!, face);
      expect(Math.abs(face.box.x - direct.box.x)).toBeLessThan(direct.box.width * 0.1);
      expect(Math.abs(face.box.width - direct.box.width)).toBeLessThan(direct.box.width * 0.15);
      expect(distance(face.descriptor, direct.descriptor)).toBeLessThan(0.2);
    }
  });

  it('describes faces at known boxes as a direct call does', async () => {
    const boxes = found[2]!.map((face) => face.box);
    const [described, direct] = await Promise.all([pool.describe(photos[2]!, boxes), describeFaces(photos[2]!, boxes)]);
    expect(described).toHaveLength(boxes.length);
    described.forEach((descriptor, i) => expect(distance(descriptor!, direct[i]!)).toBeLessThan(1e-5));
  });

  it('reports a bad image as that job’s error', async () => {
    await expect(pool.detect(Buffer.from('not an image at all'))).rejects.toThrow(/not a readable image/);
    await expect(pool.describe(Buffer.from('not an image'), [found[0]![0]!.box])).rejects.toThrow(
      /not a readable image/,
    );
  });

  it('fails the job of a worker that dies and replaces the worker', async () => {
    const jobs = [pool.detect(photos[0]!), pool.detect(photos[1]!)].map((job) =>
      job.then(
        (faces) => faces.length,
        (error: Error) => error.message,
      ),
    );
    await workers[0]!.terminate();
    const outcomes = await Promise.all(jobs);
    expect(outcomes.filter((outcome) => typeof outcome === 'string')).toEqual([
      expect.stringMatching(/a worker stopped/),
    ]);
    const again = await Promise.all([pool.detect(photos[0]!), pool.detect(photos[1]!)]);
    expect(again.map((faces) => faces.length)).toEqual([found[0]!.length, found[1]!.length]);
    expect(workers).toHaveLength(3);
  });

  it('refuses work once closed', async () => {
    const closing = createFacePool(1);
    await closing.close();
    await expect(closing.detect(photos[0]!)).rejects.toThrow(/closed/);
  });
});
