import { withPhotoCondition, runnerFor, VISIBLE_FACE_WIDTH, type FaceCondition } from './face-conditions.ts';
import { hardLook } from './hard-bibs.ts';
import {
  demoBibs,
  generateRacePhoto,
  racePhotoPeople,
  samplePeopleCount,
  seededRandom,
  type Box,
  type RaceRunner,
  type RacePhotoOptions,
} from '../../server/src/demo/race-photo.ts';

// A labelled race for bib search with linked faces (decision 044): every sample person is a runner
// wearing their own bib in every photo, and each photo is under one named condition of the bib or
// of the face, drawn by the hard bib set's and the hard face set's generators. The labels say who
// is in the photo, whether their face can be seen and whether a person could read their bib.

export const RACE_CONDITIONS = [
  'bib readable',
  'bib covered by an arm',
  'bib covered by another runner',
  'bib turned',
  'bib folded',
  'runner far',
  'face turned',
  'face blurred',
  'backlit',
  'group',
] as const;
export type RaceCondition = (typeof RACE_CONDITIONS)[number];

/** The race's seed: its bibs and every photo's seed derive from it. */
export const RACE_SEED = 44_000;
const FIRST_PHOTO_SEED = 700_000;
const PHOTO_WIDTH = 1920;
const SHIRTS = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa', '#212121'];

/** Face conditions of the hard face set that this race's conditions draw on. */
const FACE_CONDITION: Partial<Record<RaceCondition, FaceCondition>> = {
  'runner far': 'far',
  'face turned': 'turned',
  'face blurred': 'motion blur',
  backlit: 'backlit',
};

export interface RaceRunnerLabel {
  /** Index of the sample person (RaceRunner.personIndex). */
  person: number;
  bib: string;
  /** Where the face is drawn (before tilt and turn). */
  box: Box;
  faceVisible: boolean;
  bibLegible: boolean;
}
export interface RaceConditionPhoto {
  seed: number;
  condition: RaceCondition;
  options: RacePhotoOptions;
  runners: RaceRunnerLabel[];
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** The race's runners: every sample person, each with a bib of their own (index = person). */
export const raceBibs = (): string[] => demoBibs(RACE_SEED, samplePeopleCount);

/** One runner under a bib or face condition, and whether a person could still read their bib. */
function conditionedRunner(random: Random, condition: RaceCondition, index: number): RaceRunner & { legible: boolean } {
  const face = FACE_CONDITION[condition];
  if (face) return { ...runnerFor(random, face, index), legible: true };
  if (condition === 'bib covered by an arm') return { bib: '', ...withLegible(hardLook(random, 'cover')) };
  if (condition === 'bib turned') return { bib: '', ...withLegible(hardLook(random, 'perspective')) };
  if (condition === 'bib folded') return { bib: '', ...withLegible(hardLook(random, 'fold')) };
  if (condition === 'bib covered by another runner') {
    // A nearer runner's shoulder across the digits' lower half or more, in their shirt's colour.
    const skin = SHIRTS[Math.floor(random() * SHIRTS.length)]!;
    return { bib: '', look: { cover: { over: 'bottom', share: between(random, 0.5, 0.8), skin } }, legible: false };
  }
  return { bib: '', legible: true };
}
const withLegible = ({ look, readable }: ReturnType<typeof hardLook>) => ({ look, legible: readable });

/**
 * A group: 2–3 runners at different distances, side by side within a face or two of each other,
 * so a farther face can sit over a nearer runner's bib and the link's geometry must choose.
 */
function groupRunners(random: Random, count: number): RaceRunner[] {
  const widths = Array.from({ length: count }, () => between(random, 40, 140));
  let centre = between(random, 0.25, 0.45) * PHOTO_WIDTH;
  return widths.map((faceWidth, index) => {
    if (index > 0) centre += between(random, 0.8, 1.6) * Math.max(faceWidth, widths[index - 1]!);
    return { bib: '', faceWidth, centreX: centre };
  });
}

/** The race's photos: `count` of them, conditions in turn, runners drawn from every sample person. */
export function racePlan(count: number, seed = RACE_SEED): RaceConditionPhoto[] {
  const bibs = raceBibs();
  return Array.from({ length: count }, (_, index) => {
    const condition = RACE_CONDITIONS[index % RACE_CONDITIONS.length]!;
    const photoSeed = FIRST_PHOTO_SEED + seed + index;
    const random = seededRandom(photoSeed ^ 0x0b1b_11c5);
    const group = condition === 'group';
    const size = group ? 2 + Math.floor(random() * 2) : 1 + Math.floor(random() * 2);
    const people = new Set<number>();
    while (people.size < size) people.add(Math.floor(random() * samplePeopleCount));
    const drawn = group
      ? groupRunners(random, size).map((runner) => ({ ...runner, legible: true }))
      : Array.from({ length: size }, (__, runner) => conditionedRunner(random, condition, runner));
    const runners = [...people].map((person, at) => ({ ...drawn[at]!, personIndex: person, bib: bibs[person]! }));
    const options: RacePhotoOptions = {
      seed: photoSeed,
      runners: runners.map(({ legible: _legible, ...runner }) => runner),
      takenAt: new Date(Date.UTC(2026, 2, 15, 0, 40, index)),
    };
    const boxes = racePhotoPeople(options);
    const labels = runners.map(({ personIndex: person, bib, legible }, at) => ({
      person,
      bib,
      box: boxes[at]!.box,
      faceVisible: boxes[at]!.box.width >= VISIBLE_FACE_WIDTH,
      bibLegible: legible,
    }));
    return { seed: photoSeed, condition, options, runners: labels };
  });
}

/** The photo's JPEG, with its face condition's light or blur (the same bytes for the same plan). */
export async function generateRaceConditionPhoto(photo: RaceConditionPhoto): Promise<Buffer> {
  const drawn = await generateRacePhoto(photo.options);
  const face = FACE_CONDITION[photo.condition];
  return face ? withPhotoCondition(drawn, face, photo.seed, photo.runners) : drawn;
}
