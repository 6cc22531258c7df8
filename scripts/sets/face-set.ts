// What bench:face-quality and bench:face-models share: the hard labelled face set
// (scripts/sets/face-conditions.ts), the selfies searched in it, and photo-level scoring.
// A search finds a photo when one of its faces is within the threshold of the selfie; a photo
// showing the person with a visible face counts for recall, one not showing them against
// precision, one showing them too small to see neither way.
import os from 'node:os';
import samplePeople from '../../server/src/demo/sample-people.json' with { type: 'json' };
import { independentSelfie } from '../../server/src/demo/independent-selfie.ts';
import { sampleSelfie } from '../../server/src/demo/race-photo.ts';
import {
  FACE_CONDITIONS,
  faceSetPlan,
  generateLabelledPhoto,
  type FaceCondition,
  type LabelledFacePhoto,
} from './face-conditions.ts';

const chosenPerCondition = process.argv.find((arg) => arg.startsWith('--per-condition='))?.split('=')[1];
/** Photos per condition: 100 (one photo is under 1 % of a condition's figure), 20 with --quick, or --per-condition=N. */
export const PER_CONDITION = chosenPerCondition
  ? Number.parseInt(chosenPerCondition, 10)
  : process.argv.includes('--quick')
    ? 20
    : 100;
/** The precision a runner's search must reach (issue goal: recall ≥ 90 % at precision ≥ 97 %). */
export const PRECISION_GOAL = 0.97;

export interface SetFace {
  descriptor: Float32Array;
  /** Width in pixels as the detector saw it. */
  size: number;
  /** Where it is, in the photo's pixels (when the bench reports detection). */
  box?: { x: number; y: number; width: number; height: number };
}

export interface ScoredPhoto {
  seed: number;
  condition: FaceCondition;
  /** Person id → whether their face is visible. */
  people: Map<string, boolean>;
  faces: SetFace[];
  /** Visible faces with a detected face at their place (centres within 0.6 face widths, similar size). */
  detectedVisible: number;
}

export interface Query {
  person: string;
  descriptor: Float32Array;
}

export const personId = (file: string, face: { x: number; y: number }) => `${file}@${face.x},${face.y}`;
export const say = (line: string) => console.log(line);
export const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '—');
export const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/** Generates the set's photos one at a time (each is ~2–7 MB raw while drawn). */
export async function* labelledPhotos(): AsyncGenerator<LabelledFacePhoto> {
  for (const photo of faceSetPlan(PER_CONDITION)) yield generateLabelledPhoto(photo);
}

export function scored(photo: LabelledFacePhoto, faces: SetFace[]): ScoredPhoto {
  const people = new Map(photo.people.map((person) => [personId(person.file, person.face), person.visible]));
  const at =
    (label: NonNullable<SetFace['box']>) =>
    ({ box }: SetFace) =>
      !!box &&
      Math.hypot(
        box.x + box.width / 2 - label.x - label.width / 2,
        box.y + box.height / 2 - label.y - label.height / 2,
      ) <
        0.6 * label.width &&
      Math.abs(Math.log(box.width / label.width)) < Math.log(2.2);
  const detectedVisible = photo.people.filter((person) => person.visible && faces.some(at(person.box))).length;
  return { seed: photo.seed, condition: photo.condition, people, faces, detectedVisible };
}

/**
 * How a person's selfie is made. `same pixels`: cropped from the picture their race-photo copies
 * are cut from (as the tests make one), so a search measures whether those pixels survive the race
 * photo's degradation. `independent`: framed, scaled, warped, lit, coloured and compressed
 * otherwise (independent-selfie.ts), as near to another photo of the person as the data allows.
 */
export const SELFIE_KINDS = {
  'same pixels': sampleSelfie,
  independent: (file: string, face: { x: number; y: number; width: number; height: number }) =>
    independentSelfie(file, face),
} as const;
export type SelfieKind = keyof typeof SELFIE_KINDS;

/** Every sample person's selfie of that kind, described by the model under test. */
export async function selfieQueries(
  describe: (selfie: Buffer) => Promise<Float32Array | undefined>,
  kind: SelfieKind = 'same pixels',
): Promise<{ queries: Query[]; refused: string[] }> {
  const queries: Query[] = [];
  const refused: string[] = [];
  for (const sample of samplePeople.samples) {
    for (const { face } of sample.people) {
      const descriptor = await describe(await SELFIE_KINDS[kind](sample.file, face));
      if (descriptor) queries.push({ person: personId(sample.file, face), descriptor });
      else refused.push(personId(sample.file, face));
    }
  }
  return { queries, refused };
}

export function distance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/** One search of one photo: the nearest face's distance, and whether the photo should be found. */
export interface Pair {
  condition: FaceCondition;
  nearest: number;
  shows: boolean;
}

/** Every selfie against every photo, leaving out photos where the person is there but not visible. */
export function searchPairs(queries: Query[], photos: ScoredPhoto[], minFaceSize = 0): Pair[] {
  const pairs: Pair[] = [];
  for (const query of queries) {
    for (const photo of photos) {
      const visible = photo.people.get(query.person);
      if (visible === false) continue;
      let nearest = Infinity;
      for (const face of photo.faces)
        if (face.size >= minFaceSize) nearest = Math.min(nearest, distance(query.descriptor, face.descriptor));
      pairs.push({ condition: photo.condition, nearest, shows: visible === true });
    }
  }
  return pairs;
}

export interface Score {
  threshold: number;
  found: number;
  wrong: number;
  missed: number;
  precision: number;
  recall: number;
}

export function scoreAt(pairs: Pair[], threshold: number): Score {
  let found = 0;
  let wrong = 0;
  let missed = 0;
  for (const pair of pairs) {
    const hit = pair.nearest <= threshold;
    if (hit && pair.shows) found += 1;
    else if (hit) wrong += 1;
    else if (pair.shows) missed += 1;
  }
  return { threshold, found, wrong, missed, precision: found / (found + wrong), recall: found / (found + missed) };
}

/**
 * The threshold a runner would want: the highest recall with precision at the goal; when no
 * threshold reaches it, the best F1. Tried at every distance the pairs hold.
 */
export function bestThreshold(pairs: Pair[]): Score {
  const candidates = [...new Set(pairs.map((pair) => pair.nearest).filter(Number.isFinite))].sort((a, b) => a - b);
  const step = Math.max(1, Math.floor(candidates.length / 2000));
  const scores = candidates.filter((_, index) => index % step === 0).map((t) => scoreAt(pairs, t));
  const f1 = (s: Score) => (s.found === 0 ? 0 : (2 * s.precision * s.recall) / (s.precision + s.recall));
  const meeting = scores.filter((score) => score.precision >= PRECISION_GOAL);
  const pool = meeting.length > 0 ? meeting : scores;
  const key = meeting.length > 0 ? (s: Score) => s.recall : f1;
  return pool.reduce((best, score) => (key(score) > key(best) ? score : best), pool[0] ?? scoreAt(pairs, 0));
}

/** Recall, wrong photos and precision per condition at one threshold, as markdown rows. */
export function conditionRows(pairs: Pair[], threshold: number): string[] {
  const rows = [
    '| condition | photos of a person | found | wrong photos | precision |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const condition of FACE_CONDITIONS) {
    const score = scoreAt(
      pairs.filter((pair) => pair.condition === condition),
      threshold,
    );
    rows.push(
      `| ${condition} | ${score.found + score.missed} | ${pct(score.recall)} | ${score.wrong} | ${pct(score.precision)} |`,
    );
  }
  return rows;
}
