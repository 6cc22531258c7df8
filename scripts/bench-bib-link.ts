// Bib search with linked faces (decision 044) on a labelled race (scripts/sets/race-conditions.ts):
// every sample person of face-api is a runner with their own bib, and each photo is under one
// condition of the bib (covered, turned, folded) or the face (far, turned, blurred, backlit), or is
// a group where the link's geometry must choose. Every photo goes through the real bib reader, face
// detector and linking rules; then, for every runner, a bib search is answered from the bib tags
// alone and with the photos of the faces linked to the bib. Recall: the share of a runner's photos
// found; precision: the share of found photos that show the runner. A wrong link is a face linked to
// a bib its person does not wear. Pure CPU, no database, ~2 CPU-s a photo:
// `npm run bench:bib-link` (300 photos), `-- --quick` (40), `-- --photos=N`; `-- --all-links` lists every link's geometry.
import os from 'node:os';
import {
  generateRaceConditionPhoto,
  raceBibs,
  racePlan,
  RACE_CONDITIONS,
  type RaceCondition,
  type RaceRunnerLabel,
} from './sets/race-conditions.ts';
import type { Box } from '../server/src/demo/race-photo.ts';
import { linkFacesToBibs } from '../server/src/faces/face-bib-links.ts';
import { FaceIndex } from '../server/src/faces/face-index.ts';
import { detectFaces } from '../server/src/faces/face-model.ts';
import { LINKED_FACE_DISTANCE, photosFoundByLinks } from '../server/src/modules/catalogue/linked-faces.ts';
import { createBibReader } from '../server/src/ocr/bib-reader.ts';

const chosenSize = process.argv.find((arg) => arg.startsWith('--photos='))?.split('=')[1];
const PHOTOS = chosenSize ? Number.parseInt(chosenSize, 10) : process.argv.includes('--quick') ? 40 : 300;
/** The album settings' default OCR floor (AlbumSetting.ocrMinConfidence): readings kept as tags. */
const OCR_MIN_CONFIDENCE = 0.3;
/** Distances a bib search could use for linked faces; the one it does use is marked (and added if missing). */
const DISTANCES = [...new Set([0.3, 0.35, 0.4, 0.45, 0.5, LINKED_FACE_DISTANCE])].toSorted((a, b) => a - b);

const say = (line: string) => console.log(line);
const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '—');
const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

interface Photo {
  id: number;
  seed: number;
  condition: RaceCondition;
  runners: RaceRunnerLabel[];
  tags: Set<string>;
}
interface Link {
  faceId: number;
  bib: string;
  photo: Photo;
  /** The runner whose face was linked (by where it was drawn), if any. */
  owner: RaceRunnerLabel | undefined;
  /** How sure the reading was and where the digits sat under the face. */
  geometry: string;
}

/** The labelled runner whose drawn face is nearest the detected one, when within a face width of it. */
function ownerOf(face: Box, runners: readonly RaceRunnerLabel[]): RaceRunnerLabel | undefined {
  const centre = (box: Box) => [box.x + box.width / 2, box.y + box.height / 2] as const;
  const [x, y] = centre(face);
  let best: { runner: RaceRunnerLabel; distance: number } | undefined;
  for (const runner of runners) {
    const [rx, ry] = centre(runner.box);
    const distance = Math.hypot(rx - x, ry - y);
    if (distance <= runner.box.width && (!best || distance < best.distance)) best = { runner, distance };
  }
  return best?.runner;
}

const bibs = raceBibs();
const plan = racePlan(PHOTOS);
const reader = await createBibReader();
const photos: Photo[] = [];
const index = new FaceIndex();
const faceDescriptors = new Map<number, Float32Array>();
const links: Link[] = [];
const cpu = { draw: 0, read: 0, detect: 0 };
const spent = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
let nextFaceId = 1;
say(`${PHOTOS} photos, ${bibs.length} runners; ${load()}`);
try {
  for (const [at, planned] of plan.entries()) {
    const id = at + 1;
    let since = process.cpuUsage();
    const jpeg = await generateRaceConditionPhoto(planned);
    cpu.draw += spent(since);
    since = process.cpuUsage();
    const readings = (await reader.read(jpeg)).filter((reading) => reading.confidence >= OCR_MIN_CONFIDENCE);
    cpu.read += spent(since);
    since = process.cpuUsage();
    const faces = (await detectFaces(jpeg)).map((face) => ({ ...face, id: nextFaceId++ }));
    cpu.detect += spent(since);
    index.add(faces.map((face) => ({ faceId: face.id, photoId: id, descriptor: face.descriptor })));
    for (const face of faces) faceDescriptors.set(face.id, face.descriptor);
    const photo = {
      id,
      seed: planned.seed,
      condition: planned.condition,
      runners: planned.runners,
      tags: new Set<string>(),
    };
    for (const reading of readings) photo.tags.add(reading.bib);
    const linked = linkFacesToBibs(
      faces.map((face) => ({ id: face.id, box: face.box, hidden: false })),
      readings.map(({ bib, confidence, box }) => ({ bib, confidence, box })),
    );
    for (const link of linked) {
      const face = faces.find((candidate) => candidate.id === link.faceId)!;
      const reading = readings.find((candidate) => candidate.bib === link.bib)!;
      const offset = (reading.box.x + reading.box.width / 2 - face.box.x - face.box.width / 2) / face.box.width;
      const geometry = `confidence ${reading.confidence.toFixed(2)}, digits ${offset.toFixed(2)} face widths off centre, ${(reading.box.width / face.box.width).toFixed(2)} wide`;
      links.push({ ...link, photo, owner: ownerOf(face.box, planned.runners), geometry });
    }
    photos.push(photo);
    if (id % 50 === 0) say(`  ${id} photos done; ${load()}`);
  }
} finally {
  await reader.close();
}

const bibOfLinkedFace = new Map(links.map((link) => [link.faceId, link.bib]));
const shows = (photo: Photo, bib: string) => photo.runners.some((runner) => runner.bib === bib);
const byBib = (bib: string) => new Set(photos.filter((photo) => photo.tags.has(bib)).map((photo) => photo.id));
const searchedLink = (link: Link, distance: number) => ({
  faceId: link.faceId,
  matches: index.search(faceDescriptors.get(link.faceId)!, { threshold: distance, limit: 500 }),
});
function withLinkedFaces(distance: number) {
  return (bib: string) => {
    const searched = links.filter((link) => link.bib === bib).map((link) => searchedLink(link, distance));
    const found = photosFoundByLinks(bib, searched, (faceId) => bibOfLinkedFace.get(faceId));
    return new Set([...byBib(bib), ...found.map((photo) => photo.photoId)]);
  };
}
/** A link left unused: a face as close as the linked-face distance is linked to another bib. */
const refused = (link: Link) =>
  photosFoundByLinks(link.bib, [searchedLink(link, LINKED_FACE_DISTANCE)], (faceId) => bibOfLinkedFace.get(faceId))
    .length === 0;
const wrong = (link: Link) => link.owner?.bib !== link.bib;

/** Every runner's search, counted for the photos of `only` (all photos when not given). */
function measure(found: (bib: string) => Set<number>, only?: RaceCondition) {
  const counted = photos.filter((photo) => !only || photo.condition === only);
  let hits = 0;
  let returned = 0;
  let relevant = 0;
  for (const bib of bibs) {
    const answer = found(bib);
    for (const photo of counted) {
      const own = shows(photo, bib);
      if (own) relevant += 1;
      if (answer.has(photo.id)) {
        returned += 1;
        if (own) hits += 1;
      }
    }
  }
  return { recall: hits / relevant, precision: returned ? hits / returned : 1, relevant };
}

const chosen = withLinkedFaces(LINKED_FACE_DISTANCE);
const answers = new Map(bibs.map((bib) => [bib, chosen(bib)]));
const fromCache = (bib: string) => answers.get(bib)!;
say('');
say(
  `| condition | photos | runner-photos (bib legible, face visible) | recall bib alone | recall bib + links | precision bib alone | precision bib + links | links | refused | wrong |`,
);
say('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const condition of [...RACE_CONDITIONS, undefined]) {
  const ofCondition = photos.filter((photo) => !condition || photo.condition === condition);
  const runners = ofCondition.flatMap((photo) => photo.runners);
  const legible = runners.filter((runner) => runner.bibLegible).length;
  const visible = runners.filter((runner) => runner.faceVisible).length;
  const made = links.filter((link) => !condition || link.photo.condition === condition);
  const alone = measure(byBib, condition);
  const linked = measure(fromCache, condition);
  say(
    `| ${condition ?? '**all**'} | ${ofCondition.length} | ${runners.length} (${legible}, ${visible}) | ${pct(alone.recall)} | ${pct(linked.recall)} | ${pct(alone.precision)} | ${pct(linked.precision)} | ${made.length} | ${made.filter(refused).length} | ${made.filter(wrong).length} |`,
  );
}

say('');
say('Wrong links (face linked to a bib its person does not wear):');
for (const link of links.filter(wrong)) {
  const owner = link.owner ? `runner ${link.owner.bib} (person ${link.owner.person})` : 'no labelled runner';
  const onPhoto = link.photo.runners.some((runner) => runner.bib === link.bib)
    ? 'worn in the photo'
    : 'not in the photo';
  say(
    `  photo ${link.photo.id} (seed ${link.photo.seed}, ${link.photo.condition}): bib ${link.bib} (${onPhoto}) → face of ${owner} (${link.geometry})${refused(link) ? ', refused as contradicting' : ''}`,
  );
}

if (process.argv.includes('--all-links')) {
  say('');
  say('Right links:');
  for (const link of links.filter((candidate) => !wrong(candidate)))
    say(`  photo ${link.photo.id} (${link.photo.condition}): bib ${link.bib} (${link.geometry})`);
}

say('');
const overallAlone = measure(byBib);
say('search (all photos)             recall    precision');
say(
  `bib alone                       ${pct(overallAlone.recall).padStart(7)}   ${pct(overallAlone.precision).padStart(7)}`,
);
for (const distance of DISTANCES) {
  const { recall, precision } = measure(withLinkedFaces(distance));
  const mark = distance === LINKED_FACE_DISTANCE ? '  (chosen)' : '';
  say(
    `bib + linked faces ≤ ${distance.toFixed(2)}      ${pct(recall).padStart(7)}   ${pct(precision).padStart(7)}${mark}`,
  );
}
const total = cpu.draw + cpu.read + cpu.detect;
say('');
say(
  `CPU per photo: ${(total / PHOTOS).toFixed(2)} s (drawing ${(cpu.draw / PHOTOS).toFixed(2)}, bib reader ${(cpu.read / PHOTOS).toFixed(2)}, face detector ${(cpu.detect / PHOTOS).toFixed(2)}); ${load()}`,
);
const overall = measure(fromCache);
say(
  `bib search with linked faces: recall ${pct(overall.recall)} (bib alone ${pct(overallAlone.recall)}), precision ${pct(overall.precision)} (bib alone ${pct(overallAlone.precision)}); ${links.length} links, ${links.filter(refused).length} refused, ${links.filter(wrong).length} wrong`,
);
