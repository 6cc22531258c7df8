import { notoSansTc, robotoCondensed } from '../../server/src/media/text-paths.ts';
import {
  generateRacePhoto,
  seededRandom,
  type BibFont,
  type BibLook,
  type RacePhotoOptions,
} from '../../server/src/demo/race-photo.ts';

// A labelled set of hard bib photos for measuring bib OCR: each photo makes one condition hard
// (several fonts, light on dark, perspective, …) on top of the demo photos' own variation, and its
// label lists every bib it shows and whether a person could read it. Everything follows the seed.

export const HARD_CONDITIONS = [
  'fonts',
  'light-on-dark',
  'coloured',
  'perspective',
  'fold',
  'cover',
  'motion-blur',
  'low-light',
  'distance',
  'prefixed',
] as const;
export type HardCondition = (typeof HARD_CONDITIONS)[number];

export interface HardBib {
  bib: string;
  /** False when a person could not read the whole number either (an arm over a digit): not counted in recall. */
  readable: boolean;
}
export interface HardBibPhoto {
  seed: number;
  condition: HardCondition;
  bibs: HardBib[];
  options: RacePhotoOptions;
}

/** Seeds of the hard set: far from the demo's, the tests' and bench:ocr's easy set (10 000 and up). */
const FIRST_SEED = 500_000;
const SEEDS_PER_CONDITION = 10_000;
const PREFIXES = 'ABCDEFHKMN';
const SKIN = ['#e0ac8a', '#c68863', '#f1c6a5', '#8d5a3b', '#d99e78'];
const DARK_PAPERS = ['#111111', '#1a237e', '#0d3b66', '#b71c1c', '#1b5e20', '#4a148c'];
const LIGHT_INKS = ['#ffffff', '#fdd835', '#f5f5f5'];
const COLOURED = [
  { paper: '#fdd835', ink: '#111111' },
  { paper: '#ff9800', ink: '#111111' },
  { paper: '#f48fb1', ink: '#1a237e' },
  { paper: '#81d4fa', ink: '#111111' },
  { paper: '#aed581', ink: '#0d3b66' },
  { paper: '#ffffff', ink: '#d32f2f' },
];

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** The fonts a bib number is printed in under `fonts`: outlines shipped with the app, and generic families. */
function fonts(): BibFont[] {
  return [
    { outline: [robotoCondensed(400)] },
    { outline: [robotoCondensed(900)] },
    { outline: notoSansTc('0123456789', 700) },
    { outline: notoSansTc('0123456789', 400) },
    { family: 'serif', weight: 700 },
    { family: 'serif', weight: 400 },
    { family: 'sans-serif', weight: 700 },
    { family: 'monospace', weight: 700 },
  ];
}

/** A 4–6 digit number without a leading zero, or under `prefixed` a letter and 3–5 digits (A1234). */
function hardNumber(random: Random, prefixed: boolean): string {
  const digits = pick(random, prefixed ? [3, 4, 4, 5] : [4, 4, 5, 5, 6]);
  const number = String(Math.floor(between(random, 10 ** (digits - 1), 10 ** digits)));
  return prefixed ? pick(random, [...PREFIXES]) + number : number;
}

/** The condition's look for one bib, and whether a person could still read it. */
export function hardLook(random: Random, condition: HardCondition): { look: BibLook; readable: boolean } {
  switch (condition) {
    case 'fonts':
      return { look: { font: pick(random, fonts()) }, readable: true };
    case 'light-on-dark':
      return { look: { paper: pick(random, DARK_PAPERS), ink: pick(random, LIGHT_INKS) }, readable: true };
    case 'coloured':
      return { look: pick(random, COLOURED), readable: true };
    case 'perspective': {
      const sign = random() < 0.5 ? -1 : 1;
      const turn = {
        rotate: sign * between(random, 8, 20),
        skewX: between(random, -25, 25),
        squeeze: between(random, 0.6, 0.9),
      };
      return { look: { turn }, readable: true };
    }
    case 'fold':
      return {
        look: {
          fold: { at: between(random, 0.3, 0.7), bend: between(random, -14, 14), shade: between(random, 0.1, 0.45) },
        },
        readable: true,
      };
    case 'cover': {
      // Half the covers leave the digits' upper three quarters free (readable); half hide an end digit.
      const skin = pick(random, SKIN);
      if (random() < 0.5)
        return { look: { cover: { over: 'bottom', share: between(random, 0.12, 0.25), skin } }, readable: true };
      return { look: { cover: { over: random() < 0.5 ? 'first' : 'last', skin } }, readable: false };
    }
    default:
      return { look: {}, readable: true };
  }
}

/** The index-th photo of a condition: 1–3 runners, its bibs, their looks and the photo's camera. */
export function hardBibPhoto(condition: HardCondition, index: number): HardBibPhoto {
  const seed = FIRST_SEED + HARD_CONDITIONS.indexOf(condition) * SEEDS_PER_CONDITION + index;
  const random = seededRandom(seed ^ 0x3c6ef372);
  const count = 1 + Math.floor(random() * 3);
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(hardNumber(random, condition === 'prefixed'));
  const runners = [...numbers].map((bib) => ({ bib, ...hardLook(random, condition) }));
  const options: RacePhotoOptions = {
    seed,
    runners: runners.map(({ bib, look }) => ({ bib, look })),
    takenAt: new Date(Date.UTC(2026, 2, 1, 0, 0, index)),
  };
  if (condition === 'motion-blur') options.camera = { motionBlur: between(random, 6, 16) };
  if (condition === 'low-light')
    options.camera = { exposure: between(random, 0.25, 0.45), noise: between(random, 20, 32) };
  // Far runners: a face 25–45 px tall in a 1280 px photo, digits of 12–20 px; a person still reads them.
  if (condition === 'distance') options.faceWidths = [0.02, 0.035];
  return { seed, condition, bibs: runners.map(({ bib, readable }) => ({ bib, readable })), options };
}

/** The photo's JPEG (the same bytes for the same condition and index). */
export const generateHardBibPhoto = (photo: HardBibPhoto): Promise<Buffer> => generateRacePhoto(photo.options);
