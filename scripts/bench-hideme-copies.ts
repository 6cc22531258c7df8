// Hide me's copied-face refusal, measured (decisions/015). A copy can only come from what the site
// shows: a published photo's preview (≤ 1600 px, watermarked) or thumbnail (400 px). So hide me
// describes the faces the selfie would hide as they appear in those renditions and refuses a selfie
// whose face lands within COPY_MAX_DISTANCE of one. This bench measures how near copies land
// (crops at several sizes, tight and loose, enlarged or not, mirrored, re-encoded, resized; whole
// pictures mirrored or resized) against how near true selfies of the same person land.
//
// True selfies need photos of one person taken apart: face-api's six sample photos hold 22 people,
// one picture each. `--people-dir=DIR` reads DIR/<person>/<photo>; each photo is in turn the selfie
// and the person's other photos the activity. The figures in decisions/015 used 24 photos of 4
// people from the sample folder of github.com/vladmandic/human (samples/in: person-vlado*.jpg,
// stock-emotions-a-*.jpg, stock-emotions-b-*.jpg, stock-teen-*.jpg) and face-api's own
// demo/screenshot-webcam.png (the same man as person-vlado), kept out of this repository.
// `--per-condition=N`: race photos of the face set per condition published too (default 1);
// `--quick`: the sample photos only; `--skip-copies`: the selfies only.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import samplePeople from '../server/src/demo/sample-people.json' with { type: 'json' };
import { faceSetPlan, generateLabelledPhoto } from './sets/face-conditions.ts';
import { independentSelfie } from '../server/src/demo/independent-selfie.ts';
import { sampleSelfie } from '../server/src/demo/race-photo.ts';
import { describeFaces, detectFaces, type DetectedFace } from '../server/src/faces/face-model.ts';
import { describeInRendition } from '../server/src/faces/rendition-faces.ts';
import { findSelfieFaces, mirroredDescriptor } from '../server/src/faces/selfie-faces.ts';
import { makeRenditions } from '../server/src/media/renditions.ts';
import { COPY_MAX_DISTANCE, MAX_COPY_CANDIDATES } from '../server/src/modules/face-search/copied-face-check.ts';
import { distance, loadLine, say } from './sets/face-set.ts';
import { faceCopies, pictureCopies, type CopySource } from './hideme-copies.ts';
import {
  report,
  INDEPENDENT_SELFIES,
  SET_RACE_PHOTOS,
  STRANGERS,
  summary,
  TRUE_PAIRS,
  TRUE_SELFIES,
  type Verdict,
} from './hideme-report.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const quick = process.argv.includes('--quick');
const skipCopies = process.argv.includes('--skip-copies');
const perCondition = quick ? 0 : Number.parseInt(option('per-condition') ?? '1', 10);
const peopleDir = option('people-dir');
/** Candidates are the faces a hide would hide: within the match threshold (the album settings' default) of a look. */
const CANDIDATE_RADIUS = 0.5;

type Box = DetectedFace['box'];
const sampleDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

/** CPU seconds: selfie detection (both looks), and the faces described in renditions. */
const cpu = { selfies: 0, selfieSeconds: 0, renditions: 0, renditionFaces: 0, renditionSeconds: 0 };
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const detect = (image: Parameters<typeof detectFaces>[0]) => detectFaces(image);

interface StoredFace {
  box: Box;
  /** As the pipeline stores it: detected in the original at 1 600 px. */
  original: Float32Array;
  preview: Float32Array | null;
  thumbnail: Float32Array | null;
}

interface Published {
  preview: Buffer;
  thumbnail: Buffer;
  width: number;
  faces: StoredFace[];
}

/** A photo as the pipeline publishes it, and its faces as they look in its renditions. */
async function publish(original: Buffer): Promise<Published> {
  const [renditions, detected] = await Promise.all([makeRenditions(original), detectFaces(original)]);
  const boxes = detected.map((face) => face.box);
  const started = process.cpuUsage();
  const inPreview = await describeInRendition(describeFaces, renditions.preview, renditions.width, boxes);
  const inThumbnail = await describeInRendition(describeFaces, renditions.thumbnail, renditions.width, boxes);
  cpu.renditionSeconds += cpuSeconds(started);
  cpu.renditions += 2;
  cpu.renditionFaces += 2 * boxes.length;
  const faces = detected.map((face, i) => ({
    box: face.box,
    original: face.descriptor,
    preview: inPreview[i]!,
    thumbnail: inThumbnail[i]!,
  }));
  return { preview: renditions.preview, thumbnail: renditions.thumbnail, width: renditions.width, faces };
}

/** As FaceSearch/HideMe sees a picture: its clearest face, as it is and flipped. */
async function looksOf(picture: Buffer): Promise<Float32Array[] | undefined> {
  const started = process.cpuUsage();
  const found = await findSelfieFaces(detect, picture);
  const clearest = found.faces[0];
  const mirrored = clearest && (await mirroredDescriptor(detect, found.upright, clearest));
  cpu.selfies += 1;
  cpu.selfieSeconds += cpuSeconds(started);
  if (!clearest) return undefined;
  return mirrored ? [clearest.descriptor, mirrored] : [clearest.descriptor];
}

const nearestTo = (looks: Float32Array[], stored: (Float32Array | null)[]) =>
  Math.min(...looks.flatMap((look) => stored.flatMap((face) => (face ? [distance(look, face)] : []))));

/**
 * The selfie against an activity's faces, as hide me judges it: the candidates are the faces
 * within the match threshold of a look, nearest first, at most MAX_COPY_CANDIDATES; the selfie's
 * distance is the nearest of their descriptors, stored or in their renditions. `source`: the face
 * a copy was cut from.
 */
function judge(looks: Float32Array[], stored: StoredFace[], source?: StoredFace): Verdict {
  const ranked = stored
    .map((face) => ({ face, near: nearestTo(looks, [face.original]) }))
    .filter(({ near }) => near <= CANDIDATE_RADIUS)
    .toSorted((a, b) => a.near - b.near)
    .slice(0, MAX_COPY_CANDIDATES)
    .map(({ face }) => face);
  const original = nearestTo(
    looks,
    stored.map((face) => face.original),
  );
  return {
    measure: nearestTo(
      looks,
      ranked.flatMap((face) => [face.original, face.preview, face.thumbnail]),
    ),
    original,
    // Hide me hides the faces within the match threshold of the selfie's face as it is.
    hides:
      nearestTo(
        [looks[0]!],
        stored.map((face) => face.original),
      ) <= CANDIDATE_RADIUS,
    ...(source && {
      toSource: nearestTo(looks, [source.preview, source.thumbnail]),
      sourceMissed: !ranked.includes(source),
    }),
  };
}

const verdicts = new Map<string, { source?: CopySource; values: Verdict[]; noFace: number }>();
function record(group: string, looks: Float32Array[] | undefined, verdict: () => Verdict, source?: CopySource) {
  const entry = verdicts.get(group) ?? { source, values: [], noFace: 0 };
  verdicts.set(group, entry);
  if (looks) entry.values.push(verdict());
  else entry.noFace += 1;
}

async function measureCopies(kind: string, photo: Published, activity: StoredFace[]) {
  for (const face of photo.faces) {
    for (const [source, rendition] of [
      ['preview', photo.preview],
      ['thumbnail', photo.thumbnail],
    ] as const) {
      const scale = (await sharp(rendition).metadata()).width / photo.width;
      for (const copy of await faceCopies(source, rendition, scale, face.box)) {
        const looks = await looksOf(copy.picture);
        record(`copy of a ${kind}: ${copy.name}`, looks, () => judge(looks!, activity, face), copy.source);
      }
    }
  }
  for (const copy of await pictureCopies(photo.preview, photo.thumbnail)) {
    const looks = await looksOf(copy.picture);
    record(`copy of a ${kind}: ${copy.name}`, looks, () => judge(looks!, activity), copy.source);
  }
}

/** --people-dir: every photo of a person as the selfie, each other photo of theirs as published. */
async function measureTrueSelfies(dir: string, strangersActivity: StoredFace[]) {
  for (const person of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const files = readdirSync(path.join(dir, person.name)).map((file) => path.join(dir, person.name, file));
    const pictures = files.map((file) => readFileSync(file));
    const published = [];
    for (const picture of pictures) published.push(await publish(picture));
    for (const [a, picture] of pictures.entries()) {
      const looks = await looksOf(picture);
      const others = published.filter((_, b) => b !== a);
      for (const other of others) record(TRUE_PAIRS, looks, () => judge(looks!, other.faces));
      record(TRUE_SELFIES, looks, () =>
        judge(
          looks!,
          others.flatMap((photo) => photo.faces),
        ),
      );
      record(STRANGERS, looks, () => judge(looks!, strangersActivity));
    }
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
  const activity = published.flatMap(({ photo }) => photo.faces);
  say(`${published.length} photos published, ${activity.length} faces stored; ${loadLine()}`);

  if (!skipCopies) for (const { kind, photo } of published) await measureCopies(kind, photo, activity);
  const selfies = new Map<string, Promise<Float32Array[] | undefined>>();
  const selfieOf = (file: string, face: Box) => {
    const key = `${file}@${face.x},${face.y}`;
    if (!selfies.has(key)) selfies.set(key, sampleSelfie(file, face).then(looksOf));
    return selfies.get(key)!;
  };
  for (const { kind, photo, people } of published) {
    if (kind !== 'race photo') continue;
    for (const person of people.filter(({ visible }) => visible)) {
      const looks = await selfieOf(person.file, person.face);
      record(SET_RACE_PHOTOS, looks, () => judge(looks!, photo.faces));
    }
  }
  const samples = published.filter(({ kind }) => kind === 'sample photo');
  // Each sample person's independent selfie (their sample picture framed, warped, lit and coloured
  // otherwise) against the published sample photo it comes from.
  for (const { file, people } of samplePeople.samples) {
    const source = samples.find(({ people: shown }) => shown[0]!.file === file)!.photo.faces;
    for (const { face } of people) {
      const looks = await looksOf(await independentSelfie(file, face));
      record(INDEPENDENT_SELFIES, looks, () => judge(looks!, source));
    }
  }
  // Strangers: each sample person's selfie against the sample photos they are not in.
  for (const { file, people } of samplePeople.samples) {
    const others = samples.filter(({ people: shown }) => shown[0]!.file !== file).flatMap(({ photo }) => photo.faces);
    for (const { face } of people) {
      const looks = await selfieOf(file, face);
      record(STRANGERS, looks, () => judge(looks!, others));
    }
  }
  if (peopleDir)
    await measureTrueSelfies(
      peopleDir,
      samples.flatMap(({ photo }) => photo.faces),
    );
  else say('no --people-dir: no true selfies measured (the face set has one picture per person)');

  say('');
  report(verdicts, COPY_MAX_DISTANCE);
  const perSelfie = ((cpu.selfieSeconds * 1000) / cpu.selfies).toFixed(0);
  const perFace = ((cpu.renditionSeconds * 1000) / cpu.renditionFaces).toFixed(0);
  say('');
  say(
    `CPU: ${perSelfie} ms per selfie (detection, both looks; ${cpu.selfies} selfies); ${perFace} ms per face ` +
      `described in a rendition, decoding included (${cpu.renditionFaces} faces in ${cpu.renditions} renditions); ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s in all; ${loadLine()}`,
  );
  say('');
  summary(verdicts, COPY_MAX_DISTANCE);
}

await main();
