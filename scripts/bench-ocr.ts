// Bib OCR precision and recall on generated race photos with known bibs, by condition: the easy demo
// set (one font, daylight; seeds from 10 000), the hard labelled set of scripts/sets/hard-bibs.ts
// (1920 × 1280) and the second hard set of scripts/sets/second-bib-set.ts (24 MP, made another way).
// `npm run bench:ocr [-- --quick] [-- --easy N] [-- --per-condition N] [-- --second N]`
// (defaults: 100 easy photos, 100 hard photos per condition, 30 second-set photos per condition;
// --quick: 20, 15 and 6; --sets easy,hard,second: only those; --only fold,cover: only those
// conditions of either hard set; --verbose: each miss). Time is CPU seconds; memory is the
// process's RSS high-water mark while it reads a photo. Each set is scored twice: as a race without
// a registered list, and as one whose list is every bib of the set (decision 093).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { generateHardBibPhoto, HARD_CONDITIONS, hardBibPhoto } from './sets/hard-bibs.ts';
import { demoBibs, generateRacePhoto } from '../server/src/demo/race-photo.ts';
import { createBibReader, type BibReading, type ReaderProfile } from '../server/src/ocr/bib-reader.ts';
import { isPartOfLongerBib } from '../server/src/shared/domain/bib.ts';
import { sortReadings } from '../server/src/shared/registered-bibs.ts';
import { generateSecondBibPhoto, SECOND_CONDITIONS, secondBibPhoto } from './sets/second-bib-set.ts';
import { missingFontPackages } from './sets/second-bib-set/fonts.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    easy: { type: 'string' },
    'per-condition': { type: 'string' },
    second: { type: 'string' },
    sets: { type: 'string', default: 'easy,hard,second' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const sets = values.sets.split(',');
const chosen = <T extends string>(conditions: readonly T[]) =>
  values.only ? conditions.filter((condition) => values.only!.split(',').includes(condition)) : conditions;
const easyCount = sets.includes('easy') ? Number(values.easy ?? (values.quick ? 20 : 100)) : 0;
const perCondition = sets.includes('hard') ? Number(values['per-condition'] ?? (values.quick ? 15 : 100)) : 0;
const secondPerCondition = sets.includes('second') ? Number(values.second ?? (values.quick ? 6 : 30)) : 0;
if (secondPerCondition > 0 && missingFontPackages().length > 0) {
  throw new Error(`The second hard set needs fonts: apt-get install ${missingFontPackages().join(' ')}`);
}

interface Tally {
  photos: number;
  bibs: number;
  readable: number;
  found: number;
  readings: number;
  wrong: number;
  /** CPU seconds spent reading the photos, and generating them. */
  cpu: number;
  generation: number;
  /** Highest RSS high-water mark while reading one of the photos, and the most it rose above the RSS before the read, bytes. */
  peakRss: number;
  peakRise: number;
}
const emptyTally = (): Tally => ({
  photos: 0,
  bibs: 0,
  readable: 0,
  found: 0,
  readings: 0,
  wrong: 0,
  cpu: 0,
  generation: 0,
  peakRss: 0,
  peakRise: 0,
});
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

/** Resets the kernel's RSS high-water mark (Linux), so each photo's peak is its own; false where it cannot. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
function peakRss(): number {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
  } catch {
    return process.resourceUsage().maxRSS * 1024;
  }
}

const profile: ReaderProfile = { detectionCpu: 0, recognitionCpu: 0, linesRead: 0, refused: {} };
if (values.verbose) profile.verdicts = [];
const reader = await createBibReader(profile);
let readingCpu = 0;
let perPhotoPeaks = true;

/** What a wrong reading was: digits elsewhere in the photo (clock, sign, board), part of a bib, a bib with one character wrong, or none of these. */
type WrongKind = 'background' | 'part of a bib' | 'a bib misread' | 'other';
const digitsOf = (text: string) => text.replace(/\D/g, '');
const oneOff = (a: string, b: string) =>
  a.length === b.length && [...a].filter((char, at) => char !== b[at]).length === 1;
function wrongKind(reading: string, bibs: string[], notBibs: string[]): WrongKind {
  const digits = digitsOf(reading);
  if (digits.length > 0 && notBibs.some((text) => digitsOf(text).includes(digits))) return 'background';
  if (bibs.some((bib) => bib.includes(reading))) return 'part of a bib';
  return bibs.some((bib) => oneOff(bib, reading)) ? 'a bib misread' : 'other';
}
const wrongKinds = new Map<WrongKind, number>();

type Shown = { bib: string; readable: boolean }[];
/** Counts one photo's readings into `tally`; a reading is wrong unless it is a bib the photo shows (readable or not). */
function score(tally: Tally, read: string[], bibs: Shown) {
  const readable = bibs.filter((bib) => bib.readable).map((bib) => bib.bib);
  const wrong = read.filter((bib) => !bibs.some((shown) => shown.bib === bib));
  const missed = readable.filter((bib) => !read.includes(bib));
  tally.photos += 1;
  tally.bibs += bibs.length;
  tally.readable += readable.length;
  tally.found += readable.length - missed.length;
  tally.readings += read.length;
  tally.wrong += wrong.length;
  return { wrong, missed };
}

/** The photos of a set with what the reader gave, scored again once the set's list is known. */
interface ReadPhoto {
  listTally: Tally;
  bibs: Shown;
  readings: BibReading[];
}
const readPhotos = new Map<string, ReadPhoto[]>();

/** Generates and reads one photo, for a race without a list; keeps its readings for `set`'s list. */
async function measure(
  [tally, listTally, set]: [Tally, Tally, string],
  name: string,
  make: () => Promise<Buffer>,
  bibs: { bib: string; readable: boolean }[],
  notBibs?: string[],
) {
  let since = process.cpuUsage();
  const jpeg = await make();
  tally.generation += cpuSeconds(since);
  perPhotoPeaks = resetPeakRss() && perPhotoPeaks;
  const before = process.memoryUsage.rss();
  since = process.cpuUsage();
  const seen = profile.verdicts?.length ?? 0;
  const readings = await reader.read(jpeg, { listed: true });
  const read = readings.filter((reading) => !reading.looksCut).map((reading) => reading.bib);
  const cpu = cpuSeconds(since);
  const peak = peakRss();
  tally.peakRss = Math.max(tally.peakRss, peak);
  tally.peakRise = Math.max(tally.peakRise, peak - before);
  readingCpu += cpu;
  tally.cpu += cpu;
  const { wrong, missed } = score(tally, read, bibs);
  const setPhotos = readPhotos.get(set) ?? [];
  readPhotos.set(set, setPhotos);
  setPhotos.push({ listTally, bibs, readings });
  const kinds = notBibs
    ? wrong.map((reading) =>
        wrongKind(
          reading,
          bibs.map((bib) => bib.bib),
          notBibs,
        ),
      )
    : [];
  for (const kind of kinds) wrongKinds.set(kind, (wrongKinds.get(kind) ?? 0) + 1);
  if (values.verbose && (wrong.length > 0 || missed.length > 0)) {
    const described = wrong.map((reading, index) => (kinds[index] ? `${reading} (${kinds[index]})` : reading));
    // Why a missed bib was not kept, when a line read it.
    const refused = (profile.verdicts ?? [])
      .slice(seen)
      .filter((verdict) => missed.includes(verdict.read))
      .map((verdict) => `${verdict.read}: ${verdict.refusal}`);
    console.info(
      `${name}: missed [${missed.join(', ')}], wrong [${described.join(', ')}], refused [${refused.join(', ')}]`,
    );
  }
}

const sum = (tallies: Iterable<Tally>) => {
  const total = emptyTally();
  for (const tally of tallies) {
    for (const key of Object.keys(total) as (keyof Tally)[]) {
      total[key] = key === 'peakRss' || key === 'peakRise' ? Math.max(total[key], tally[key]) : total[key] + tally[key];
    }
  }
  return total;
};

const started = process.cpuUsage();
const easy = emptyTally();
const easyListed = emptyTally();
for (let index = 0; index < easyCount; index += 1) {
  const seed = 10_000 + index;
  const bibs = demoBibs(seed, 1 + (index % 3));
  const make = () => generateRacePhoto({ seed, runners: bibs.map((bib) => ({ bib })), takenAt: new Date(0) });
  await measure(
    [easy, easyListed, 'easy'],
    `easy seed ${seed}`,
    make,
    bibs.map((bib) => ({ bib, readable: true })),
  );
}

const hard = new Map(chosen(HARD_CONDITIONS).map((condition) => [condition, emptyTally()]));
const hardListed = new Map(chosen(HARD_CONDITIONS).map((condition) => [condition, emptyTally()]));
for (const [condition, tally] of perCondition > 0 ? hard : []) {
  for (let index = 0; index < perCondition; index += 1) {
    const photo = hardBibPhoto(condition, index);
    const tallies: [Tally, Tally, string] = [tally, hardListed.get(condition)!, 'hard'];
    await measure(tallies, `${condition} seed ${photo.seed}`, () => generateHardBibPhoto(photo), photo.bibs);
  }
  console.info(`… hard set: ${condition} done (load ${load()})`);
}

const second = new Map(chosen(SECOND_CONDITIONS).map((condition) => [condition, emptyTally()]));
const secondListed = new Map(chosen(SECOND_CONDITIONS).map((condition) => [condition, emptyTally()]));
for (const [condition, tally] of secondPerCondition > 0 ? second : []) {
  for (let index = 0; index < secondPerCondition; index += 1) {
    const photo = secondBibPhoto(condition, index);
    const name = `second ${condition} #${index} (seed ${photo.seed})`;
    await measure(
      [tally, secondListed.get(condition)!, 'second'],
      name,
      () => generateSecondBibPhoto(photo),
      photo.bibs,
      photo.notBibs,
    );
  }
  console.info(`… second hard set: ${condition} done (load ${load()})`);
}
await reader.close();

// Each set as one race whose registered list is every bib its photos show (legible or not): a
// number that looked cut is published when it is registered and no longer bib starts or ends with it.
for (const photos of readPhotos.values()) {
  const registered = new Set(photos.flatMap((photo) => photo.bibs.map((shown) => shown.bib)));
  for (const { listTally, bibs, readings } of photos) {
    const partOfLonger = new Set(
      readings.map((reading) => reading.bib).filter((bib) => isPartOfLongerBib(bib, registered)),
    );
    const published = sortReadings(readings, { registered, partOfLonger }).publish;
    score(
      listTally,
      published.map((reading) => reading.bib),
      bibs,
    );
  }
}

const hardTotal = sum(hard.values());
const secondTotal = sum(second.values());
const megabytes = (bytes: number) => String(Math.round(bytes / 1e6));
const row = (name: string, tally: Tally) =>
  `| ${name.padEnd(20)} | ${[tally.photos, tally.bibs, tally.readable, tally.found, tally.wrong].map((n) => String(n).padStart(6)).join(' | ')} | ${precision(tally).padStart(9)} | ${recall(tally).padStart(6)} | ${(tally.photos ? tally.cpu / tally.photos : 0).toFixed(2).padStart(5)} | ${megabytes(tally.peakRss).padStart(7)} | ${megabytes(tally.peakRise).padStart(7)} |`;
console.info('');
console.info(
  '| set / condition      | photos |   bibs | legible|  found |  wrong | precision | recall | CPU-s | peak MB | rise MB |',
);
console.info(
  '| -------------------- | -----: | -----: | -----: | -----: | -----: | --------: | -----: | ----: | ------: | ------: |',
);
/** A row per set and condition measured, with each hard set's total. */
function printRows(
  format: (name: string, tally: Tally) => string,
  sets: [Tally, Map<string, Tally>, Map<string, Tally>],
) {
  const [easyTally, hardTallies, secondTallies] = sets;
  if (easyTally.photos > 0) console.info(format('easy (demo)', easyTally));
  for (const [tallies, prefix, total] of [
    [hardTallies, '', 'hard, all'],
    [secondTallies, '2nd: ', 'second hard, all'],
  ] as const) {
    const all = sum(tallies.values());
    if (all.photos === 0) continue;
    for (const [condition, tally] of tallies) console.info(format(`${prefix}${condition}`, tally));
    console.info(format(total, all));
  }
}
printRows(row, [easy, hard, second]);
console.info('');
console.info(
  'found: legible bibs read exactly (recall = found / legible); wrong: readings of a number no bib shows; CPU-s: reading one photo; ' +
    "peak MB: the process's RSS high-water mark while reading a photo (the generators' buffers included), highest of the row; rise MB: how far it rose above the RSS before the read" +
    (perPhotoPeaks ? '.' : " (the whole run's: this system cannot reset it per photo)."),
);
const hardListedTotal = sum(hardListed.values());
const secondListedTotal = sum(secondListed.values());
const listedRow = (name: string, tally: Tally) =>
  `| ${name.padEnd(20)} | ${[tally.photos, tally.readable, tally.found, tally.wrong].map((n) => String(n).padStart(6)).join(' | ')} | ${precision(tally).padStart(9)} | ${recall(tally).padStart(6)} |`;
console.info('');
console.info('Each set as one race whose registered list is every bib of the set (decision 093):');
console.info('| set / condition      | photos | legible|  found |  wrong | precision | recall |');
console.info('| -------------------- | -----: | -----: | -----: | -----: | --------: | -----: |');
printRows(listedRow, [easyListed, hardListed, secondListed]);
console.info('');
if (secondTotal.wrong > 0) {
  const kinds = [...wrongKinds].map(([kind, count]) => `${count} ${kind}`).join(', ');
  console.info(`second hard set, wrong readings: ${kinds} (background: a clock, sign, board or bib band's digits).`);
}
const photos = easy.photos + hardTotal.photos + secondTotal.photos;
const perSet: [string, Tally][] = [
  ['easy', easy],
  ['hard', hardTotal],
  ['second hard (24 MP)', secondTotal],
];
const generating = perSet
  .filter(([, tally]) => tally.photos > 0)
  .map(([name, tally]) => `${name} ${(tally.generation / tally.photos).toFixed(2)} s`)
  .join(', ');
console.info(
  `CPU: ${cpuSeconds(started).toFixed(0)} s in all, reading ${(readingCpu / photos).toFixed(2)} s per photo (all sets); generating one: ${generating}; load ${load()}`,
);
console.info(
  `reading, per photo: ${(profile.detectionCpu / photos).toFixed(2)} CPU-s finding text lines, ${(profile.recognitionCpu / photos).toFixed(2)} CPU-s reading ${(profile.linesRead / photos).toFixed(1)} lines and judging them`,
);
console.info(
  `readings refused: ${Object.entries(profile.refused)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ')}`,
);
console.info(`machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}`);
console.info(
  `with each set's bibs registered: easy recall ${recall(easyListed)} %; hard set precision ${precision(hardListedTotal)} %, recall ${recall(hardListedTotal)} %; second hard set precision ${precision(secondListedTotal)} %, recall ${recall(secondListedTotal)} %`,
);
console.info(`bib OCR on the hard set: precision ${precision(hardTotal)} %, recall ${recall(hardTotal)} %`);
console.info(`bib OCR on the second hard set: precision ${precision(secondTotal)} %, recall ${recall(secondTotal)} %`);
