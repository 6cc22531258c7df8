// Face search quality on the hard labelled face set (scripts/sets/face-conditions.ts): face-api's
// sample people in generated race photos, 100 photos per condition (near, mid distance, far,
// tilted, turned, sunglasses, cap, motion blur, backlit, low light; `--quick`: 20). For each person
// a selfie cropped from their original photo is searched among all the photos — the race photos'
// copies come from the same picture, so this measures whether the same pixels survive degradation —
// and beside it an independent selfie (other framing, scale, warp, light, colour and compression;
// server/src/demo/independent-selfie.ts). Answers photo-level precision and recall per threshold
// and per condition (what a runner sees), how many visible faces the detector found, and how far
// faces of each size land from their person, to set MIN_FACE_SIZE and the default face match threshold.
import os from 'node:os';
import { DETECTOR_LONG_SIDE } from '../server/src/media/decoded-image.ts';
import sharp from 'sharp';
import { paddedForDetection } from '../server/src/faces/detection-input.ts';
import { clearestFace, detectFaces, MIN_FACE_SIZE } from '../server/src/faces/face-model.ts';
import {
  bestThreshold,
  conditionRows,
  distance,
  labelledPhotos,
  loadLine,
  PER_CONDITION,
  pct,
  say,
  scoreAt,
  scored,
  searchPairs,
  selfieQueries,
  SELFIE_KINDS,
  type Query,
  type Score,
  type ScoredPhoto,
  type SetFace,
} from './sets/face-set.ts';

const THRESHOLDS = [0.4, 0.45, 0.5, 0.55, 0.6];
/** The default face match threshold of the album settings (AlbumSetting.faceMatchThreshold). */
const DEFAULT_THRESHOLD = 0.5;
const SIZE_BUCKETS = [0, 16, 24, 32, 40, 48, 64, 96];

async function detect(image: Buffer): Promise<SetFace[]> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const scale = Math.max(1, Math.max(width, height) / DETECTOR_LONG_SIDE);
  const faces = await detectFaces(image, { minFaceSize: 0 });
  return faces.map((face) => ({ descriptor: face.descriptor, size: face.box.width / scale, box: face.box }));
}

/** As the search does: the clearest face, retried on a padded canvas if none is found. */
async function describeSelfie(crop: Buffer) {
  const found =
    clearestFace(await detectFaces(crop)) ?? clearestFace(await detectFaces(await paddedForDetection(crop)));
  return found?.descriptor;
}

/** Per face size: how near each photo's own runner comes (its nearest face) and how many strangers' faces fall within the default. */
function sizeRows(queries: Query[], photos: ScoredPhoto[]): string[] {
  const genuine: { size: number; distance: number }[] = [];
  const impostor: { size: number; distance: number }[] = [];
  for (const query of queries) {
    for (const photo of photos) {
      const distances = photo.faces
        .map((face) => ({ size: face.size, distance: distance(query.descriptor, face.descriptor) }))
        .sort((a, b) => a.distance - b.distance);
      if (photo.people.get(query.person)) {
        if (distances[0]) genuine.push(distances[0]);
        impostor.push(...distances.slice(1));
      } else if (!photo.people.has(query.person)) impostor.push(...distances);
    }
  }
  const rows = [
    `| size | photos of the person | nearest face ≤ ${DEFAULT_THRESHOLD} | median distance | other faces | of them ≤ ${DEFAULT_THRESHOLD} |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [index, low] of SIZE_BUCKETS.entries()) {
    const high = SIZE_BUCKETS[index + 1] ?? Infinity;
    const inBucket = (face: { size: number }) => face.size >= low && face.size < high;
    const mine = genuine
      .filter(inBucket)
      .map((face) => face.distance)
      .sort((a, b) => a - b);
    const others = impostor.filter(inBucket);
    if (mine.length + others.length === 0) continue;
    const within = (d: number) => d <= DEFAULT_THRESHOLD;
    const median = mine.length > 0 ? mine[Math.floor(mine.length / 2)]!.toFixed(2) : '—';
    rows.push(
      `| ${low}–${Number.isFinite(high) ? high : ''} | ${mine.length} | ${pct(mine.filter(within).length / mine.length)} | ${median} | ${others.length} | ${others.filter((face) => within(face.distance)).length} |`,
    );
  }
  return rows;
}

async function main() {
  const started = Date.now();
  say(`${os.cpus()[0]?.model} × ${os.availableParallelism()}, Node ${process.versions.node}; ${loadLine()}`);
  const selfies = {
    'same pixels': await selfieQueries(describeSelfie, 'same pixels'),
    independent: await selfieQueries(describeSelfie, 'independent'),
  };
  const photos: ScoredPhoto[] = [];
  let detectionCpu = 0;
  for await (const photo of labelledPhotos()) {
    const cpu = process.cpuUsage();
    const faces = await detect(photo.image);
    const used = process.cpuUsage(cpu);
    detectionCpu += (used.user + used.system) / 1e6;
    photos.push(scored(photo, faces));
  }
  const appearances = photos.reduce((sum, photo) => sum + photo.people.size, 0);
  const visible = photos.reduce((sum, photo) => sum + [...photo.people.values()].filter(Boolean).length, 0);
  const detectedVisible = photos.reduce((sum, photo) => sum + photo.detectedVisible, 0);
  const faceCount = photos.reduce((sum, photo) => sum + photo.faces.length, 0);
  say(
    `${selfies['same pixels'].queries.length} people, ${photos.length} photos (${PER_CONDITION} per condition), ${appearances} appearances ` +
      `(${visible} with a visible face, ${detectedVisible} of them detected), ${faceCount} faces detected; detection ${((detectionCpu * 1000) / photos.length).toFixed(0)} ms CPU per photo; ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s; ${loadLine()}`,
  );
  const summary: string[] = [];
  for (const kind of Object.keys(SELFIE_KINDS) as (keyof typeof SELFIE_KINDS)[]) {
    const { queries, refused } = selfies[kind];
    say(`\n## Selfies: ${kind}`);
    if (refused.length > 0) say(`no face found in the selfie of ${refused.join(', ')}: left out`);
    summary.push(...report(queries, photos, kind));
  }
  say('');
  say('| selfie | precision at 0.5 | recall at 0.5 | best threshold | precision | recall |');
  say('| --- | --- | --- | --- | --- | --- |');
  for (const row of summary) say(row);
  const chosen = scoreAt(searchPairs(selfies['same pixels'].queries, photos, MIN_FACE_SIZE), DEFAULT_THRESHOLD);
  say(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all; ${loadLine()}`);
  say(
    `face search at the default threshold ${DEFAULT_THRESHOLD}: precision ${(chosen.precision * 100).toFixed(1)} %, recall ${(chosen.recall * 100).toFixed(1)} %`,
  );
}

/** One kind of selfie searched in the photos: thresholds, best threshold, conditions, sizes; answers its summary row. */
function report(queries: Query[], photos: ScoredPhoto[], kind: string): string[] {
  for (const minSize of [0, MIN_FACE_SIZE]) {
    const pairs = searchPairs(queries, photos, minSize);
    say('');
    say(`Faces narrower than ${minSize} px dropped:`);
    say('| threshold | precision | recall | found / wrong / missed |');
    say('| --- | --- | --- | --- |');
    for (const threshold of THRESHOLDS) {
      const s = scoreAt(pairs, threshold);
      say(`| ${threshold} | ${pct(s.precision)} | ${pct(s.recall)} | ${s.found} / ${s.wrong} / ${s.missed} |`);
    }
  }
  const pairs = searchPairs(queries, photos, MIN_FACE_SIZE);
  const best: Score = bestThreshold(pairs);
  say('');
  say(
    `Best threshold ${best.threshold.toFixed(3)}: precision ${pct(best.precision)}, recall ${pct(best.recall)} ` +
      '(highest recall at precision ≥ 97 %, else best F1)',
  );
  say('');
  say(`Photos of the person found at ${DEFAULT_THRESHOLD}, by condition:`);
  for (const row of conditionRows(pairs, DEFAULT_THRESHOLD)) say(row);
  say('');
  say('By face size (px as detected): a photo of the person: its nearest face; other faces: the rest');
  for (const row of sizeRows(queries, photos)) say(row);
  const atDefault = scoreAt(pairs, DEFAULT_THRESHOLD);
  return [
    `| ${kind} | ${pct(atDefault.precision)} | ${pct(atDefault.recall)} | ${best.threshold.toFixed(3)} | ${pct(best.precision)} | ${pct(best.recall)} |`,
  ];
}

await main();
