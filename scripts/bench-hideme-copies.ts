// Hide me's copied-face refusal, measured (decisions/015): how near the face of a copy of an
// activity's photo comes to the faces stored for that activity, against how near a true selfie of
// the same person comes. A copy: a crop of a published photo's preview (1600 px, watermarked) or
// thumbnail (400 px) around a face at several sizes, upscaled to 640 px or not, mirrored,
// re-encoded, or the whole picture resized or mirrored. Two measures of the selfie's clearest face:
// the descriptor distance to the nearest stored face, and the pixel similarity the web server
// refuses on (face-pixels.ts: against the public renditions of the stored faces within
// CANDIDATE_DISTANCE, the best of them).
//
// Where the true selfies come from: face-api's six sample photos hold 22 different people, one
// picture each, so the face set (scripts/face-set.ts) has no second photograph of anyone. Its
// race photos draw each person from the same source picture (scaled, lit, posed, blurred): they
// are measured as "the set's race photos", a third group. True pairs need photos of one person
// taken apart: `--people-dir=DIR` reads DIR/<person>/<photo>, each photo in turn the selfie and
// each other photo of the same person a published photo.
// `--per-condition=N`: race photos of the face set per condition (default 1); `--quick`: samples only.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import samplePeople from '../server/src/demo/sample-people.json' with { type: 'json' };
import { faceSetPlan, generateLabelledPhoto } from '../server/src/demo/face-conditions.ts';
import { sampleSelfie } from '../server/src/demo/race-photo.ts';
import { detectFaces, type DetectedFace } from '../server/src/faces/face-model.ts';
import { greyImage, selfieRegion, similarityInRenditions, type GreyImage } from '../server/src/faces/face-pixels.ts';
import { findSelfieFaces } from '../server/src/faces/selfie-faces.ts';
import { makeRenditions } from '../server/src/media/renditions.ts';
import { CANDIDATE_DISTANCE, SAME_PIXELS_SIMILARITY } from '../server/src/modules/face-search/copied-face-check.ts';
import { distance, loadLine, pct, say } from './face-set.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const quick = process.argv.includes('--quick');
const perCondition = quick ? 0 : Number.parseInt(option('per-condition') ?? '1', 10);
const peopleDir = option('people-dir');

type Box = DetectedFace['box'];
const sampleDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

/** CPU seconds spent on selfies: detecting their faces, and comparing pixels with the candidates. */
const cpu = { selfies: 0, detection: 0, pixels: 0 };
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const detect = (image: Parameters<typeof detectFaces>[0]) => detectFaces(image);

interface StoredFace {
  face: DetectedFace;
  photo: Published;
}

/** As FaceSearch/HideMe sees a picture: its clearest face against the stored faces near it. */
async function compare(picture: Buffer, stored: StoredFace[]) {
  const started = process.cpuUsage();
  const { upright, faces } = await findSelfieFaces(detect, picture);
  cpu.selfies += 1;
  cpu.detection += cpuSeconds(started);
  const clearest = faces[0];
  if (!clearest) return undefined;
  const comparing = process.cpuUsage();
  const selfie = await selfieRegion(upright, clearest.box);
  let nearest = Infinity;
  let similarity = -1;
  for (const { face, photo } of stored) {
    const far = distance(clearest.descriptor, face.descriptor);
    nearest = Math.min(nearest, far);
    if (far <= CANDIDATE_DISTANCE)
      similarity = Math.max(similarity, await similarityInRenditions(selfie, photo.greys, photo.width, face.box));
  }
  cpu.pixels += cpuSeconds(comparing);
  return { nearest, similarity };
}

/** `times` the face's box around its centre, cut from a rendition `scale` times the original's size. */
async function cropAround(picture: Buffer, face: Box, scale: number, times: number) {
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const side = (length: number) => Math.round(length * scale * times);
  const left = Math.max(0, Math.round((face.x + face.width / 2) * scale - side(face.width) / 2));
  const top = Math.max(0, Math.round((face.y + face.height / 2) * scale - side(face.height) / 2));
  return sharp(picture)
    .extract({
      left,
      top,
      width: Math.min(width - left, side(face.width)),
      height: Math.min(height - top, side(face.height)),
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const to640 = (picture: Buffer) => sharp(picture).resize(640).jpeg({ quality: 92 }).toBuffer();
const reencoded = (picture: Buffer, quality: number) => sharp(picture).jpeg({ quality }).toBuffer();
const mirror = (picture: Buffer) => sharp(picture).flop().jpeg({ quality: 92 }).toBuffer();
const resized = (picture: Buffer, width: number) => sharp(picture).resize(width).jpeg({ quality: 75 }).toBuffer();

interface Published {
  original: Buffer;
  preview: Buffer;
  thumbnail: Buffer;
  /** The thumbnail's and the preview's grey pixels. */
  greys: GreyImage[];
  width: number;
  faces: DetectedFace[];
}

/** A photo as the pipeline publishes it: its renditions and its faces, detected from the original at 1 600 px. */
async function publish(original: Buffer): Promise<Published> {
  const [renditions, faces] = await Promise.all([makeRenditions(original), detectFaces(original)]);
  const greys = await Promise.all([greyImage(renditions.thumbnail), greyImage(renditions.preview)]);
  return { original, ...renditions, greys, faces };
}

/** The copies of one stored face a member could make from what the site shows. */
async function faceCopies({ original, preview, thumbnail, width }: Published, face: Box) {
  const previewScale = (await sharp(preview).metadata()).width! / width;
  const thumbnailScale = (await sharp(thumbnail).metadata()).width! / width;
  const crop3 = await to640(await cropAround(preview, face, previewScale, 3));
  const thumbnailCrop = await to640(await cropAround(thumbnail, face, thumbnailScale, 3));
  return {
    'preview crop ×1 (tight) → 640 px': await to640(await cropAround(preview, face, previewScale, 1.2)),
    'preview crop ×2 → 640 px': await to640(await cropAround(preview, face, previewScale, 2)),
    'preview crop ×3 → 640 px': crop3,
    'preview crop ×3 as cut': await cropAround(preview, face, previewScale, 3),
    'preview crop ×5 (loose) as cut': await cropAround(preview, face, previewScale, 5),
    'preview crop ×3 → 640 px, mirrored': await mirror(crop3),
    'preview crop ×3 → 640 px, JPEG q90': await reencoded(crop3, 90),
    'preview crop ×3 → 640 px, JPEG q50': await reencoded(crop3, 50),
    'preview crop ×3 → 640 px, JPEG q20': await reencoded(crop3, 20),
    'thumbnail crop ×3 → 640 px': thumbnailCrop,
    'thumbnail crop ×3 → 640 px, JPEG q40, mirrored': await mirror(await reencoded(thumbnailCrop, 40)),
    'original crop ×3 → 640 px': await to640(await cropAround(original, face, 1, 3)),
  };
}

/** Copies of the whole picture (the perceptual hash refuses most of them, not the mirrored ones). */
async function pictureCopies({ preview, thumbnail }: Published) {
  return {
    'whole preview, mirrored': await mirror(preview),
    'whole preview at 1 000 px': await resized(preview, 1000),
    'whole preview at 640 px, JPEG q30': await reencoded(await resized(preview, 640), 30),
    'whole thumbnail, mirrored': await mirror(thumbnail),
  };
}

type Measured = Awaited<ReturnType<typeof compare>>;
const groups = new Map<string, { distances: number[]; similarities: number[]; noFace: number }>();
function record(group: string, measured: Measured) {
  const entry = groups.get(group) ?? { distances: [], similarities: [], noFace: 0 };
  groups.set(group, entry);
  if (!measured) entry.noFace += 1;
  else {
    entry.distances.push(measured.nearest);
    entry.similarities.push(measured.similarity);
  }
}

const facesOf = (photos: Published[]): StoredFace[] =>
  photos.flatMap((photo) => photo.faces.map((face) => ({ face, photo })));

async function measureCopies(published: Published, stored: StoredFace[], kind: string) {
  for (const face of published.faces) {
    for (const [name, copy] of Object.entries(await faceCopies(published, face.box)))
      record(`copy (${kind}): ${name}`, await compare(copy, stored));
  }
  for (const [name, copy] of Object.entries(await pictureCopies(published)))
    record(`copy (${kind}): ${name}`, await compare(copy, stored));
}

const TRUE_SELFIES = 'true selfie: another photo of the same person';
const SET_RACE_PHOTOS = "the set's race photos of the person (same source picture, redrawn)";
const STRANGERS = "another person's photos";

/** --people-dir: every photo of a person as the selfie, each other photo of theirs as published. */
async function measureTrueSelfies(dir: string) {
  for (const person of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const files = readdirSync(path.join(dir, person.name)).map((file) => path.join(dir, person.name, file));
    const pictures = files.map((file) => readFileSync(file));
    const published = [];
    for (const picture of pictures) published.push(await publish(picture));
    for (const [a, selfie] of pictures.entries()) {
      for (const [b, photo] of published.entries())
        if (a !== b) record(TRUE_SELFIES, await compare(selfie, facesOf([photo])));
    }
  }
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function distributionRows(pick: (entry: { distances: number[]; similarities: number[] }) => number[]) {
  const format = (value: number | undefined) =>
    value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(3);
  say('| pictures | n | no face | min | p1 | p5 | p50 | p95 | p99 | max |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [group, entry] of groups) {
    const sorted = pick(entry).toSorted((a, b) => a - b);
    const points = [0, 0.01, 0.05, 0.5, 0.95, 0.99].map((share) => format(percentile(sorted, share)));
    say(`| ${group} | ${sorted.length} | ${entry.noFace} | ${points.join(' | ')} | ${format(sorted.at(-1))} |`);
  }
}

function report() {
  say('Descriptor distance to the nearest stored face:');
  distributionRows((entry) => entry.distances);
  say('');
  say(`Pixel similarity to the most alike stored face within ${CANDIDATE_DISTANCE} (-1: none that near):`);
  distributionRows((entry) => entry.similarities);
  const copies = [...groups].filter(([group]) => group.startsWith('copy')).flatMap(([, entry]) => entry.similarities);
  say('');
  say(
    `| refused at similarity ≥ | copies missed (of ${copies.length}) | true selfies refused | set's race photos refused | strangers refused |`,
  );
  say('| --- | --- | --- | --- | --- |');
  const share = (values: number[] | undefined, refused: (similarity: number) => boolean) =>
    values && values.length > 0
      ? `${pct(values.filter(refused).length / values.length)} (${values.filter(refused).length})`
      : '—';
  const thresholds = [...new Set([0.8, 0.85, 0.88, 0.9, 0.92, 0.94, 0.96, SAME_PIXELS_SIMILARITY])].toSorted(
    (a, b) => a - b,
  );
  for (const threshold of thresholds) {
    const refused = (similarity: number) => similarity >= threshold;
    const mark = threshold === SAME_PIXELS_SIMILARITY ? " (the server's)" : '';
    say(
      `| ${threshold}${mark} | ${share(copies, (similarity) => !refused(similarity))} | ${share(groups.get(TRUE_SELFIES)?.similarities, refused)} | ` +
        `${share(groups.get(SET_RACE_PHOTOS)?.similarities, refused)} | ${share(groups.get(STRANGERS)?.similarities, refused)} |`,
    );
  }
}

async function main() {
  const started = Date.now();
  say(`${os.cpus()[0]?.model} × ${os.availableParallelism()}, Node ${process.versions.node}; ${loadLine()}`);
  const published: { kind: string; photo: Published; people: { file: string; face: Box; visible: boolean }[] }[] = [];
  for (const { file, people } of samplePeople.samples) {
    const photo = await publish(readFileSync(path.join(sampleDir, file)));
    published.push({ kind: 'sample photo', photo, people: people.map(({ face }) => ({ file, face, visible: true })) });
  }
  for (const planned of faceSetPlan(perCondition)) {
    const { image, people } = await generateLabelledPhoto(planned);
    published.push({ kind: 'race photo', photo: await publish(image), people });
  }
  const stored = facesOf(published.map(({ photo }) => photo));
  say(`${published.length} photos published, ${stored.length} faces stored; ${loadLine()}`);

  for (const { kind, photo } of published) await measureCopies(photo, stored, kind);
  for (const { kind, photo, people } of published) {
    for (const person of people) {
      if (kind === 'race photo' && person.visible)
        record(SET_RACE_PHOTOS, await compare(await sampleSelfie(person.file, person.face), facesOf([photo])));
    }
  }
  // Strangers: each person's selfie against the sample photos they are not in.
  for (const { file, people } of samplePeople.samples) {
    const others = published.filter(({ kind, people: shown }) => kind === 'sample photo' && shown[0]!.file !== file);
    const faces = facesOf(others.map(({ photo }) => photo));
    for (const { face } of people) record(STRANGERS, await compare(await sampleSelfie(file, face), faces));
  }
  if (peopleDir) await measureTrueSelfies(peopleDir);
  else say('no --people-dir: no true selfies measured (the face set has one picture per person)');

  say('');
  report();
  const perSelfie = (seconds: number) => `${((seconds * 1000) / cpu.selfies).toFixed(0)} ms`;
  say('');
  say(
    `CPU per selfie: detection ${perSelfie(cpu.detection)}, pixel comparison ${perSelfie(cpu.pixels)} ` +
      `(${cpu.selfies} selfies); ${((Date.now() - started) / 1000).toFixed(0)} s in all; ${loadLine()}`,
  );
}

await main();
