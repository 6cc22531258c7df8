// Hide me's copied-face refusal, measured (decisions/015): how far the face of a copy of an
// activity's photo lands from the faces stored for that activity, against how far a true selfie of
// the same person lands. A copy: a crop of a published photo's preview (1600 px, watermarked) or
// thumbnail (400 px) around a face at several sizes, upscaled to 640 px or not, mirrored,
// re-encoded, or the whole picture resized or mirrored. A selfie's distance is the nearest stored
// face to its clearest face or to that face flipped left to right, as the web server compares them.
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
import { findSelfieFaces, mirroredDescriptor } from '../server/src/faces/selfie-faces.ts';
import { makeRenditions } from '../server/src/media/renditions.ts';
import { SAME_FACE_MAX_DISTANCE } from '../server/src/modules/face-search/copied-face-check.ts';
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

/** CPU seconds spent detecting selfies, and of them on the flipped copy. */
const cpu = { selfies: 0, detection: 0, flipped: 0 };
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const detect = (image: Parameters<typeof detectFaces>[0]) => detectFaces(image);

interface Selfie {
  descriptor: Float32Array;
  mirrored: Float32Array | undefined;
}

/** As FaceSearch/HideMe sees a picture: its clearest face, and that face flipped. */
async function describeSelfie(picture: Buffer): Promise<Selfie | undefined> {
  const started = process.cpuUsage();
  const found = await findSelfieFaces(detect, picture);
  const clearest = found.faces[0];
  cpu.selfies += 1;
  cpu.detection += cpuSeconds(started);
  if (!clearest) return undefined;
  const flipping = process.cpuUsage();
  const mirrored = await mirroredDescriptor(detect, found.upright, clearest);
  cpu.flipped += cpuSeconds(flipping);
  return { descriptor: clearest.descriptor, mirrored };
}

/** The nearest stored face, as is and with the selfie flipped (the refusal takes the smaller). */
function nearest(selfie: Selfie, stored: Float32Array[]) {
  let plain = Infinity;
  let flipped = Infinity;
  for (const face of stored) {
    plain = Math.min(plain, distance(selfie.descriptor, face));
    if (selfie.mirrored) flipped = Math.min(flipped, distance(selfie.mirrored, face));
  }
  return { plain, both: Math.min(plain, flipped) };
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
  width: number;
  faces: DetectedFace[];
}

/** A photo as the pipeline publishes it: its renditions and its faces, detected from the original at 1 600 px. */
async function publish(original: Buffer): Promise<Published> {
  const [renditions, faces] = await Promise.all([makeRenditions(original), detectFaces(original)]);
  return { original, ...renditions, faces };
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

const groups = new Map<string, { plain: number[]; both: number[]; noFace: number }>();
function record(group: string, selfie: Selfie | undefined, stored: Float32Array[]) {
  const entry = groups.get(group) ?? { plain: [], both: [], noFace: 0 };
  groups.set(group, entry);
  if (!selfie) entry.noFace += 1;
  else {
    const { plain, both } = nearest(selfie, stored);
    entry.plain.push(plain);
    entry.both.push(both);
  }
}

const descriptorsOf = (photos: Published[]) => photos.flatMap((photo) => photo.faces.map((face) => face.descriptor));

/** Each person's selfie as the tests make one (cut from their sample photo), described once. */
const sampleSelfies = new Map<string, Promise<Selfie | undefined>>();
const selfieOf = (file: string, face: Box) => {
  const key = `${file}@${face.x},${face.y}`;
  if (!sampleSelfies.has(key)) sampleSelfies.set(key, sampleSelfie(file, face).then(describeSelfie));
  return sampleSelfies.get(key)!;
};

async function measureCopies(published: Published, stored: Float32Array[], kind: string) {
  for (const face of published.faces) {
    for (const [name, copy] of Object.entries(await faceCopies(published, face.box)))
      record(`copy (${kind}): ${name}`, await describeSelfie(copy), stored);
  }
  for (const [name, copy] of Object.entries(await pictureCopies(published)))
    record(`copy (${kind}): ${name}`, await describeSelfie(copy), stored);
}

const TRUE_SELFIES = 'true selfie: another photo of the same person';
const SET_RACE_PHOTOS = "the set's race photos of the person (same source picture, redrawn)";
const STRANGERS = "another person's photos";

/** --people-dir: every photo of a person as the selfie, each other photo of theirs as published. */
async function measureTrueSelfies(dir: string) {
  for (const person of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const files = readdirSync(path.join(dir, person.name)).map((file) => path.join(dir, person.name, file));
    const pictures = files.map((file) => readFileSync(file));
    const stored = [];
    for (const picture of pictures) stored.push((await detectFaces(picture)).map((face) => face.descriptor));
    for (const [a, picture] of pictures.entries()) {
      const selfie = await describeSelfie(picture);
      for (const [b, faces] of stored.entries()) if (a !== b) record(TRUE_SELFIES, selfie, faces);
    }
  }
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function report() {
  const format = (value: number | undefined) =>
    value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(3);
  say('| pictures | n | no face | min | p1 | p5 | p50 | p95 | p99 | max | max, selfie not flipped |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [group, { both, plain, noFace }] of groups) {
    const sorted = both.toSorted((a, b) => a - b);
    const points = [0, 0.01, 0.05, 0.5, 0.95, 0.99].map((share) => format(percentile(sorted, share)));
    say(
      `| ${group} | ${both.length} | ${noFace} | ${points.join(' | ')} | ${format(sorted.at(-1))} | ${format(Math.max(...plain))} |`,
    );
  }
  const copies = [...groups].filter(([group]) => group.startsWith('copy')).flatMap(([, entry]) => entry.both);
  say('');
  say(
    `| refused at ≤ | copies missed (of ${copies.length}) | true selfies refused | set's race photos refused | strangers refused |`,
  );
  say('| --- | --- | --- | --- | --- |');
  const share = (values: number[] | undefined, refused: (d: number) => boolean) =>
    values && values.length > 0
      ? `${pct(values.filter(refused).length / values.length)} (${values.filter(refused).length})`
      : '—';
  const thresholds = [...new Set([0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, SAME_FACE_MAX_DISTANCE])].toSorted(
    (a, b) => a - b,
  );
  for (const threshold of thresholds) {
    const refused = (d: number) => d <= threshold;
    const mark = threshold === SAME_FACE_MAX_DISTANCE ? " (the server's)" : '';
    say(
      `| ${threshold}${mark} | ${share(copies, (d) => !refused(d))} | ${share(groups.get(TRUE_SELFIES)?.both, refused)} | ` +
        `${share(groups.get(SET_RACE_PHOTOS)?.both, refused)} | ${share(groups.get(STRANGERS)?.both, refused)} |`,
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
  const stored = descriptorsOf(published.map(({ photo }) => photo));
  say(`${published.length} photos published, ${stored.length} faces stored; ${loadLine()}`);

  for (const { kind, photo } of published) await measureCopies(photo, stored, kind);
  for (const { kind, photo, people } of published) {
    for (const person of people) {
      if (kind === 'race photo' && person.visible)
        record(SET_RACE_PHOTOS, await selfieOf(person.file, person.face), descriptorsOf([photo]));
    }
  }
  // Strangers: each person's selfie against the sample photos they are not in.
  for (const { file, people } of samplePeople.samples) {
    const others = published.filter(({ kind, people: shown }) => kind === 'sample photo' && shown[0]!.file !== file);
    const faces = descriptorsOf(others.map(({ photo }) => photo));
    for (const { face } of people) record(STRANGERS, await selfieOf(file, face), faces);
  }
  if (peopleDir) await measureTrueSelfies(peopleDir);
  else say('no --people-dir: no true selfies measured (the face set has one picture per person)');

  say('');
  report();
  const perSelfie = (seconds: number) => `${((seconds * 1000) / cpu.selfies).toFixed(0)} ms`;
  say('');
  say(
    `CPU per selfie: detection ${perSelfie(cpu.detection)}, the flipped look ${perSelfie(cpu.flipped)} ` +
      `(${cpu.selfies} selfies); ${((Date.now() - started) / 1000).toFixed(0)} s in all; ${loadLine()}`,
  );
}

await main();
