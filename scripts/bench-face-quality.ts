// Face search quality on a labelled set: the real people of face-api's sample photos, searched
// for in their untouched original photos and in generated race photos that show them smaller,
// darker, brighter, blurred or tilted. For each person, a selfie cropped from one original is
// searched among every other photo; a photo is found when one of its faces is within the
// threshold. Answers photo-level precision and recall per threshold (what a runner sees), and how
// far faces of each size land from their person, to set MIN_FACE_SIZE and the default face match threshold.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { generateRacePhoto, racePhotoPeople, sampleSelfie, seededRandom } from '../server/src/demo/race-photo.ts';
import samplePeople from '../server/src/demo/sample-people.json' with { type: 'json' };
import { paddedForDetection } from '../server/src/faces/detection-input.ts';
import { clearestFace, detectFaces, MIN_FACE_SIZE } from '../server/src/faces/face-model.ts';

const GENERATED = 72;
const THRESHOLDS = [0.4, 0.45, 0.5, 0.55, 0.6];
/** Long side face-model.ts scales photos to before detection (its DEFAULT_MAX_SIDE). */
const MAX_SIDE = 1600;
/** The default face match threshold of the album settings (AlbumSetting.faceMatchThreshold). */
const CHOSEN_THRESHOLD = 0.5;
const SIZE_BUCKETS = [0, 16, 24, 32, 40, 48, 64, 96];

const demoDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const say = (line: string) => console.log(line);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

interface Face {
  descriptor: Float32Array;
  /** Width as the detector saw it, after scaling to MAX_SIDE. */
  size: number;
}
interface LabelledPhoto {
  name: string;
  variation: string;
  people: Set<string>;
  faces: Face[];
}

const personId = (file: string, face: { x: number; y: number }) => `${file}@${face.x},${face.y}`;

/** What a photographer's camera and the day do to a race photo: one change per photo. */
const VARIATIONS: Record<string, (image: Sharp) => Sharp> = {
  plain: (image) => image,
  'half scale': (image) => image.resize(960),
  'third scale': (image) => image.resize(640),
  'quarter scale': (image) => image.resize(480),
  dark: (image) => image.modulate({ brightness: 0.45 }),
  bright: (image) => image.modulate({ brightness: 1.7 }),
  blurred: (image) => image.blur(3),
  'tilted 12°': (image) => image.rotate(12, { background: '#808080' }),
  'tilted −20°': (image) => image.rotate(-20, { background: '#808080' }),
};

async function detect(image: Buffer): Promise<Face[]> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const scale = Math.max(1, Math.max(width, height) / MAX_SIDE);
  const faces = await detectFaces(image, { minFaceSize: 0 });
  return faces.map((face) => ({ descriptor: face.descriptor, size: face.box.width / scale }));
}

function distance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/** The photos: the six originals, then generated race photos with one variation each. */
async function labelledPhotos(): Promise<LabelledPhoto[]> {
  const photos: LabelledPhoto[] = [];
  for (const sample of samplePeople.samples) {
    const bytes = await readFile(path.join(demoDir, sample.file));
    const people = new Set(sample.people.map((person) => personId(sample.file, person.face)));
    photos.push({ name: sample.file, variation: 'original', people, faces: await detect(bytes) });
  }
  const names = Object.keys(VARIATIONS);
  const random = seededRandom(4242);
  for (let seed = 1; seed <= GENERATED; seed += 1) {
    const runners = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => ({ bib: String(100 + i) }));
    const options = { seed, runners, takenAt: new Date(0) };
    const variation = names[seed % names.length]!;
    const image = await VARIATIONS[variation]!(sharp(await generateRacePhoto(options)))
      .jpeg({ quality: 88 })
      .toBuffer();
    const people = new Set(racePhotoPeople(options).map((person) => personId(person.file, person.face)));
    photos.push({ name: `race ${seed}`, variation, people, faces: await detect(image) });
  }
  return photos;
}

/** The descriptor of a sample person's selfie, found as the search finds it. */
async function selfie(file: string, face: { x: number; y: number; width: number; height: number }) {
  const crop = await sampleSelfie(file, face);
  // As the search does: the clearest face, retried on a padded canvas if none is found.
  const found =
    clearestFace(await detectFaces(crop)) ?? clearestFace(await detectFaces(await paddedForDetection(crop)));
  return found?.descriptor;
}

async function main() {
  const started = Date.now();
  const photos = await labelledPhotos();
  const queries: { person: string; source: string; descriptor: Float32Array }[] = [];
  const refused: string[] = [];
  for (const sample of samplePeople.samples) {
    for (const person of sample.people) {
      const id = personId(sample.file, person.face);
      const descriptor = await selfie(sample.file, person.face);
      if (descriptor) queries.push({ person: id, source: sample.file, descriptor });
      else refused.push(id);
    }
  }

  const faceCount = photos.reduce((sum, photo) => sum + photo.faces.length, 0);
  const appearances = photos.reduce((sum, photo) => sum + photo.people.size, 0);
  say(
    `${queries.length} people, ${photos.length} photos (6 originals, ${GENERATED} generated), ` +
      `${appearances} appearances, ${faceCount} faces detected; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (refused.length > 0) say(`no face found in the selfie of ${refused.join(', ')}: left out`);
  say(`${os.cpus()[0]?.model} × ${os.availableParallelism()}, Node ${process.versions.node}`);

  // Distance from each selfie to each face of each other photo, kept with the face's size and
  // whether the photo shows that person (for a photo of the person, only its nearest face is
  // taken as theirs: the others are the other runners).
  const genuine: { size: number; distance: number }[] = [];
  const impostor: { size: number; distance: number }[] = [];
  for (const query of queries) {
    for (const photo of photos) {
      if (photo.name === query.source) continue;
      const distances = photo.faces.map((face) => ({
        size: face.size,
        distance: distance(query.descriptor, face.descriptor),
      }));
      if (photo.people.has(query.person)) {
        const nearest = distances.sort((a, b) => a.distance - b.distance);
        if (nearest[0]) genuine.push(nearest[0]);
        impostor.push(...nearest.slice(1));
      } else impostor.push(...distances);
    }
  }

  for (const minSize of [0, MIN_FACE_SIZE]) {
    say('');
    say(`Faces narrower than ${minSize} px dropped:`);
    say('| threshold | precision | recall | found / wrong / missed |');
    say('| --- | --- | --- | --- |');
    for (const threshold of THRESHOLDS) {
      let found = 0;
      let wrong = 0;
      let missed = 0;
      for (const query of queries) {
        for (const photo of photos) {
          if (photo.name === query.source) continue;
          const hit = photo.faces.some(
            (face) => face.size >= minSize && distance(query.descriptor, face.descriptor) <= threshold,
          );
          const shows = photo.people.has(query.person);
          if (hit && shows) found += 1;
          else if (hit) wrong += 1;
          else if (shows) missed += 1;
        }
      }
      say(
        `| ${threshold} | ${pct(found / (found + wrong))} | ${pct(found / (found + missed))} | ${found} / ${wrong} / ${missed} |`,
      );
    }
  }

  say('');
  say(`Photos of the person found at ${CHOSEN_THRESHOLD}, by kind of photo:`);
  say('| photo | photos of a person | found | wrong photos |');
  say('| --- | --- | --- | --- |');
  for (const variation of ['original', ...Object.keys(VARIATIONS)]) {
    let shows = 0;
    let found = 0;
    let wrong = 0;
    for (const query of queries) {
      for (const photo of photos) {
        if (photo.variation !== variation || photo.name === query.source) continue;
        const hit = photo.faces.some(
          (face) => face.size >= MIN_FACE_SIZE && distance(query.descriptor, face.descriptor) <= CHOSEN_THRESHOLD,
        );
        if (photo.people.has(query.person)) {
          shows += 1;
          if (hit) found += 1;
        } else if (hit) wrong += 1;
      }
    }
    say(`| ${variation} | ${shows} | ${shows > 0 ? pct(found / shows) : '—'} | ${wrong} |`);
  }

  say('');
  say('By face size (px as detected): a photo of the person: its nearest face; other faces: the rest');
  say('| size | photos of the person | nearest face ≤ 0.5 | median distance | other faces | of them ≤ 0.5 |');
  say('| --- | --- | --- | --- | --- | --- |');
  for (const [index, low] of SIZE_BUCKETS.entries()) {
    const high = SIZE_BUCKETS[index + 1] ?? Infinity;
    const inBucket = (face: { size: number }) => face.size >= low && face.size < high;
    const mine = genuine
      .filter(inBucket)
      .map((face) => face.distance)
      .sort((a, b) => a - b);
    const others = impostor.filter(inBucket);
    if (mine.length + others.length === 0) continue;
    const median = mine.length > 0 ? mine[Math.floor(mine.length / 2)]!.toFixed(2) : '—';
    say(
      `| ${low}–${Number.isFinite(high) ? high : ''} | ${mine.length} | ${mine.length ? pct(mine.filter((d) => d <= 0.5).length / mine.length) : '—'} | ${median} | ${others.length} | ${others.filter((face) => face.distance <= 0.5).length} |`,
    );
  }
  say(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all`);
}

await main();
