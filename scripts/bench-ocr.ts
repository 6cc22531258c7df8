// Bib OCR precision and recall on generated race photos with known bibs: the easy demo set (one font,
// daylight; seeds from 10 000) and the hard labelled set of scripts/sets/hard-bibs.ts, by condition.
// `npm run bench:ocr [-- --quick] [-- --easy N] [-- --per-condition N]` (defaults: 100 easy photos,
// 100 hard photos per condition; --quick: 20 and 15; --only fold,cover: those conditions; --verbose: each
// miss). Figures are counts; time is CPU seconds.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { generateHardBibPhoto, HARD_CONDITIONS, hardBibPhoto } from './sets/hard-bibs.ts';
import { demoBibs, generateRacePhoto } from '../server/src/demo/race-photo.ts';
import { createBibReader, type ReaderProfile } from '../server/src/ocr/bib-reader.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    easy: { type: 'string' },
    'per-condition': { type: 'string' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const conditions = values.only
  ? HARD_CONDITIONS.filter((condition) => values.only!.split(',').includes(condition))
  : HARD_CONDITIONS;
const easyCount = Number(values.easy ?? (values.quick ? 20 : 100));
const perCondition = Number(values['per-condition'] ?? (values.quick ? 15 : 100));

interface Tally {
  photos: number;
  bibs: number;
  readable: number;
  found: number;
  readings: number;
  wrong: number;
  /** CPU seconds spent reading (not generating) the photos. */
  cpu: number;
}
const emptyTally = (): Tally => ({ photos: 0, bibs: 0, readable: 0, found: 0, readings: 0, wrong: 0, cpu: 0 });
const percent = (part: number, whole: number) => (whole === 0 ? '—' : ((100 * part) / whole).toFixed(1));
const precision = (tally: Tally) => percent(tally.readings - tally.wrong, tally.readings);
const recall = (tally: Tally) => percent(tally.found, tally.readable);
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const profile: ReaderProfile = { searchCpu: 0, ocrCpu: 0, ocrCalls: 0 };
const reader = await createBibReader(profile);
let generationCpu = 0;
let readingCpu = 0;

/** Generates and reads one photo; a reading is wrong unless it is a bib the photo shows (readable or not). */
async function measure(
  tally: Tally,
  name: string,
  make: () => Promise<Buffer>,
  bibs: { bib: string; readable: boolean }[],
) {
  let since = process.cpuUsage();
  const jpeg = await make();
  generationCpu += cpuSeconds(since);
  since = process.cpuUsage();
  const read = (await reader.read(jpeg)).map((reading) => reading.bib);
  const cpu = cpuSeconds(since);
  readingCpu += cpu;
  tally.cpu += cpu;
  const readable = bibs.filter((bib) => bib.readable).map((bib) => bib.bib);
  const wrong = read.filter((bib) => !bibs.some((shown) => shown.bib === bib));
  const missed = readable.filter((bib) => !read.includes(bib));
  tally.photos += 1;
  tally.bibs += bibs.length;
  tally.readable += readable.length;
  tally.found += readable.length - missed.length;
  tally.readings += read.length;
  tally.wrong += wrong.length;
  if (values.verbose && (wrong.length > 0 || missed.length > 0)) {
    console.info(`${name}: missed [${missed.join(', ')}], wrong [${wrong.join(', ')}]`);
  }
}

const started = process.cpuUsage();
const easy = emptyTally();
for (let index = 0; index < easyCount; index += 1) {
  const seed = 10_000 + index;
  const bibs = demoBibs(seed, 1 + (index % 3));
  const make = () => generateRacePhoto({ seed, runners: bibs.map((bib) => ({ bib })), takenAt: new Date(0) });
  await measure(
    easy,
    `easy seed ${seed}`,
    make,
    bibs.map((bib) => ({ bib, readable: true })),
  );
}

const hard = new Map(conditions.map((condition) => [condition, emptyTally()]));
for (const condition of conditions) {
  for (let index = 0; index < perCondition; index += 1) {
    const photo = hardBibPhoto(condition, index);
    await measure(
      hard.get(condition)!,
      `${condition} seed ${photo.seed}`,
      () => generateHardBibPhoto(photo),
      photo.bibs,
    );
  }
  console.info(`… ${condition} done (load ${load()})`);
}
await reader.close();

const total = emptyTally();
for (const tally of hard.values()) {
  for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
}
const row = (name: string, tally: Tally) =>
  `| ${name.padEnd(16)} | ${[tally.photos, tally.bibs, tally.readable, tally.found, tally.wrong].map((n) => String(n).padStart(6)).join(' | ')} | ${precision(tally).padStart(9)} | ${recall(tally).padStart(6)} | ${(tally.cpu / tally.photos).toFixed(2).padStart(5)} |`;
console.info('');
console.info('| set / condition  | photos |   bibs | legible|  found |  wrong | precision | recall | CPU-s |');
console.info('| ---------------- | -----: | -----: | -----: | -----: | -----: | --------: | -----: | ----: |');
console.info(row('easy (demo)', easy));
for (const [condition, tally] of hard) console.info(row(condition, tally));
console.info(row('hard, all', total));
console.info('');
console.info(
  'found: legible bibs read exactly (recall = found / legible); wrong: readings of a number no bib shows; CPU-s: reading one photo.',
);
const photos = easy.photos + total.photos;
console.info(
  `CPU: ${cpuSeconds(started).toFixed(0)} s in all, generating ${(generationCpu / photos).toFixed(2)} s and reading ${(readingCpu / photos).toFixed(2)} s per photo (1920×1280); load ${load()}`,
);
console.info(
  `reading, per photo: ${(profile.searchCpu / photos).toFixed(2)} CPU-s decoding and finding paper, ${(profile.ocrCpu / photos).toFixed(2)} CPU-s in ${(profile.ocrCalls / photos).toFixed(1)} tesseract calls`,
);
console.info(`machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}`);
console.info(`bib OCR on the hard set: precision ${precision(total)} %, recall ${recall(total)} %`);
