// Bib OCR accuracy and speed on generated race photos with known bibs:
// `npm run bench:ocr [-- count [first seed]]`. Seeds start at 10 000 by default, away from the tests' seeds.
import os from 'node:os';
import { demoBibs, generateRacePhoto } from '../server/src/demo/race-photo.ts';
import { createBibReader } from '../server/src/ocr/bib-reader.ts';

const count = Number(process.argv[2] ?? 60);
const FIRST_SEED = Number(process.argv[3] ?? 10_000);

const photos = [];
for (let index = 0; index < count; index += 1) {
  const seed = FIRST_SEED + index;
  const bibs = demoBibs(seed, 1 + (index % 3));
  const jpeg = await generateRacePhoto({ seed, runners: bibs.map((bib) => ({ bib })), takenAt: new Date() });
  photos.push({ seed, bibs, jpeg });
}

const reader = await createBibReader();
let expected = 0;
let found = 0;
let readings = 0;
let correct = 0;
let elapsed = 0;
for (const photo of photos) {
  const started = performance.now();
  const result = await reader.read(photo.jpeg);
  elapsed += performance.now() - started;
  const read = result.map((reading) => reading.bib);
  expected += photo.bibs.length;
  found += photo.bibs.filter((bib) => read.includes(bib)).length;
  readings += read.length;
  correct += read.filter((bib) => photo.bibs.includes(bib)).length;
  const wrong = result.filter((reading) => !photo.bibs.includes(reading.bib));
  const missed = photo.bibs.filter((bib) => !read.includes(bib));
  if (wrong.length > 0 || missed.length > 0) {
    console.info(`seed ${photo.seed}: missed [${missed.join(', ')}], wrong ${JSON.stringify(wrong)}`);
  }
}
await reader.close();

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.info(`photos: ${count} (1920×1280), bibs: ${expected}, readings: ${readings}`);
console.info(`recall (bibs read exactly): ${percent(found, expected)} (${found}/${expected})`);
console.info(`precision (readings that are right): ${percent(correct, readings)} (${correct}/${readings})`);
console.info(`mean time per photo: ${(elapsed / count).toFixed(0)} ms`);
console.info(`machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${os.platform()} ${os.arch()}`);
