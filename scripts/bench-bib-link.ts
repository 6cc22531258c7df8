// Bib search with linked faces (decision 044) on a labelled activity: generated race photos whose
// runners are the real people of face-api's sample photos, each person always wearing the same
// bib. In some photos one runner's bib is covered (as by an arm or another runner) where the reader
// found it. Every photo goes through the real bib reader and face detector and the linking rules; then,
// for every runner, a bib search is answered from the bib tags alone and with the photos of the
// faces linked to the bib. Recall: the share of a runner's photos found; precision: the share of
// found photos that show the runner. Pure CPU, no database: `npm run bench:bib-link` (~2 min).
import sharp from 'sharp';
import { demoBibs, generateRacePhoto, racePhotoPeople, seededRandom } from '../server/src/demo/race-photo.ts';
import { linkFacesToBibs } from '../server/src/faces/face-bib-links.ts';
import { FaceIndex } from '../server/src/faces/face-index.ts';
import { detectFaces } from '../server/src/faces/face-model.ts';
import { LINKED_FACE_DISTANCE, photosFoundByLinks } from '../server/src/modules/catalogue/linked-faces.ts';
import { createBibReader } from '../server/src/ocr/bib-reader.ts';

const PHOTOS = 32;
/** Share of photos where one runner's bib is covered. */
const COVERED = 0.4;
const RUNNERS = 8;
/** The album settings' default OCR floor (AlbumSetting.ocrMinConfidence): readings kept as tags. */
const OCR_MIN_CONFIDENCE = 0.3;
const DISTANCES = [0.3, 0.35, LINKED_FACE_DISTANCE, 0.45, 0.5];
const takenAt = new Date('2026-03-15T00:40:00Z');

const say = (line: string) => console.log(line);
const pct = (value: number) => (value * 100).toFixed(1);
const personOf = (person: { file: string; face: { x: number; y: number } }) =>
  `${person.file}@${person.face.x},${person.face.y}`;

// The runners: the first RUNNERS distinct people drawn, each with a bib of their own.
const bibs = demoBibs(44, RUNNERS);
const runnerOfPerson = new Map<string, string>();
for (let seed = 1; runnerOfPerson.size < RUNNERS; seed += 1) {
  const person = personOf(racePhotoPeople({ seed, runners: [{ bib: '0' }], takenAt })[0]!);
  if (!runnerOfPerson.has(person)) runnerOfPerson.set(person, bibs[runnerOfPerson.size]!);
}

/** A seed whose draw puts exactly these people (by bib) in the photo, in order. */
function seedShowing(wanted: readonly string[], from: number): number {
  const runners = wanted.map((bib) => ({ bib }));
  for (let seed = from; ; seed += 1) {
    const shown = racePhotoPeople({ seed, runners, takenAt }).map((person) => runnerOfPerson.get(personOf(person)));
    if (shown.every((bib, index) => bib === wanted[index])) return seed;
  }
}

const random = seededRandom(2026);
const reader = await createBibReader();
interface Photo {
  id: number;
  shows: Set<string>;
  tags: Set<string>;
}
const photos: Photo[] = [];
const index = new FaceIndex();
const faceDescriptors = new Map<number, Float32Array>();
const links: { faceId: number; bib: string }[] = [];
let nextFaceId = 1;
let seedFrom = 1000;
try {
  for (let id = 1; id <= PHOTOS; id += 1) {
    const count = random() < 0.6 ? 1 : 2;
    const wanted: string[] = [];
    while (wanted.length < count) {
      const bib = bibs[Math.floor(random() * RUNNERS)]!;
      if (!wanted.includes(bib)) wanted.push(bib);
    }
    const seed = seedShowing(wanted, seedFrom);
    seedFrom = seed + 1;
    let jpeg = await generateRacePhoto({ seed, runners: wanted.map((bib) => ({ bib })), takenAt });
    let readings = await reader.read(jpeg);
    const covered = readings[0];
    if (covered && random() < COVERED) {
      const { x, y, width, height } = covered.box;
      const patch = { create: { width, height, channels: 3 as const, background: '#6b5a4e' } };
      const cover = await sharp(patch).jpeg().toBuffer();
      jpeg = await sharp(jpeg)
        .composite([{ input: cover, left: x, top: y }])
        .jpeg()
        .toBuffer();
      readings = await reader.read(jpeg);
    }
    readings = readings.filter((reading) => reading.confidence >= OCR_MIN_CONFIDENCE);
    const faces = (await detectFaces(jpeg)).map((face) => ({ ...face, id: nextFaceId++ }));
    index.add(faces.map((face) => ({ faceId: face.id, photoId: id, descriptor: face.descriptor })));
    for (const face of faces) faceDescriptors.set(face.id, face.descriptor);
    links.push(
      ...linkFacesToBibs(
        faces.map((face) => ({ id: face.id, box: face.box, hidden: false })),
        readings.map(({ bib, confidence, box }) => ({ bib, confidence, box })),
      ),
    );
    photos.push({ id, shows: new Set(wanted), tags: new Set(readings.map((reading) => reading.bib)) });
  }
} finally {
  await reader.close();
}

const bibOfLinkedFace = new Map(links.map((link) => [link.faceId, link.bib]));
/** Sums over every runner's search: photos found, and of those the runner's own; photos of the runner. */
function measure(found: (bib: string) => Set<number>) {
  let hits = 0;
  let returned = 0;
  let relevant = 0;
  for (const bib of bibs) {
    const answer = found(bib);
    const own = photos.filter((photo) => photo.shows.has(bib));
    relevant += own.length;
    returned += answer.size;
    hits += own.filter((photo) => answer.has(photo.id)).length;
  }
  return { recall: hits / relevant, precision: returned ? hits / returned : 1 };
}
const byBib = (bib: string) => new Set(photos.filter((photo) => photo.tags.has(bib)).map((photo) => photo.id));
function withLinkedFaces(distance: number) {
  return (bib: string) => {
    const searched = links
      .filter((link) => link.bib === bib)
      .map((link) => ({
        faceId: link.faceId,
        matches: index.search(faceDescriptors.get(link.faceId)!, { threshold: distance, limit: 500 }),
      }));
    const found = photosFoundByLinks(bib, searched, (faceId) => bibOfLinkedFace.get(faceId));
    return new Set([...byBib(bib), ...found.map((photo) => photo.photoId)]);
  };
}

const runnerPhotos = photos.reduce((sum, photo) => sum + photo.shows.size, 0);
say(`${PHOTOS} generated race photos, ${RUNNERS} runners, ${runnerPhotos} runner-photos; ${links.length} faces linked`);
const alone = measure(byBib);
say('');
say('search                          recall    precision');
say(`bib alone                       ${pct(alone.recall).padStart(5)} %   ${pct(alone.precision).padStart(5)} %`);
for (const distance of DISTANCES) {
  const { recall, precision } = measure(withLinkedFaces(distance));
  const chosen = distance === LINKED_FACE_DISTANCE ? '  (chosen)' : '';
  say(
    `bib + linked faces ≤ ${distance.toFixed(2)}      ${pct(recall).padStart(5)} %   ${pct(precision).padStart(5)} %${chosen}`,
  );
}
const chosen = measure(withLinkedFaces(LINKED_FACE_DISTANCE));
say('');
say(
  `bib search with linked faces: recall ${pct(chosen.recall)} % (bib alone ${pct(alone.recall)} %), precision ${pct(chosen.precision)} %`,
);
