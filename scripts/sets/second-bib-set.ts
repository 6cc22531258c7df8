import { seededRandom } from '../../server/src/demo/race-photo.ts';
import {
  armAcross,
  between,
  bibNumber,
  bibPose,
  bibPrint,
  pick,
  type PoseKind,
  type Random,
} from './second-bib-set/bib-plan.ts';
import { numberLayout, type Box } from './second-bib-set/bib-print.ts';
import { Canvas } from './second-bib-set/canvas.ts';
import { BIB_TYPEFACES } from './second-bib-set/fonts.ts';
import { sampleFaceCount } from './second-bib-set/people.ts';
import { runnerBox, runnerLayers, type ArmPlan, type RunnerPlan } from './second-bib-set/runner.ts';
import { planScene } from './second-bib-set/scene-plan.ts';
import { drawScene, sceneDigitTexts, type ScenePlan } from './second-bib-set/scene.ts';
import { printBounds } from './second-bib-set/warp.ts';

// The second hard bib set (issue 29): labelled 24 MP race photos made another way than the first
// set (scripts/sets/hard-bibs.ts), so the bib reader is not tuned on one generator. Bibs are
// printed in a dozen Debian typefaces through fontconfig, with sponsor bands, logos and safety
// pins, warped in perspective onto drawn runners with real heads; behind them a defocused real
// crowd, sponsor boards, a race clock and distance signs hold digits that are not bibs. Each
// photo has one condition on top of that variety; everything follows the seed.

export const SECOND_CONDITIONS = [
  'upright',
  'tilted',
  'perspective',
  'fold',
  'arm',
  'motion-blur',
  'low-light',
  'far',
  'prefixed',
  'crowd',
] as const;
export type SecondCondition = (typeof SECOND_CONDITIONS)[number];

export const PHOTO_WIDTH = 6000;
export const PHOTO_HEIGHT = 4000;
/** Bib (paper) heights in the photo, px. */
export const BIB_HEIGHTS = { min: 70, max: 300 } as const;
export const JPEG_QUALITIES = { min: 45, max: 65 } as const;

export interface SecondBibLabel {
  bib: string;
  /** False when a person could not read the whole number either (an arm over a digit): not counted in recall. */
  readable: boolean;
  /** An arm across the paper: over an end or a middle digit (unreadable), under or over the digits (readable). */
  arm?: ArmPlan['kind'];
  typeface: string;
  /** The paper's height at the runner's distance, and its digits' height, px. */
  height: number;
  digitHeight: number;
  /** The box around the paper's corners in the photo. */
  box: Box;
}
export interface SecondBibPhoto {
  condition: SecondCondition;
  index: number;
  seed: number;
  width: number;
  height: number;
  quality: number;
  bibs: SecondBibLabel[];
  /** Text with digits elsewhere in the photo (clock, signs, boards, bib bands, shirts): any reading of it is wrong. */
  notBibs: string[];
  scene: ScenePlan;
  /** Drawn in this order: farthest first. */
  runners: RunnerPlan[];
  camera: { gain: [number, number, number]; noise: number };
}

/** Seeds of the second set: far from the first set's (500 000 and up) and the race set's (700 000). */
const FIRST_SEED = 900_000;
const SEEDS_PER_CONDITION = 10_000;
const SHIRTS = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa', '#fb8c00', '#212121', '#00acc1', '#f5f5f5'];
const SHORTS = ['#111111', '#263238', '#0d47a1', '#37474f'];
const SKINS = ['#e0ac8a', '#c68863', '#f1c6a5', '#8d5a3b', '#d99e78'];
const CLUB_PRINTS = ['RUN CLUB 365', 'TEAM 88', 'TPE RUNNERS', 'SUB 3', 'CLASS OF 2019', 'PACER 4:30'];

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How many runners and how tall their bibs are: far ones small, a crowd many, otherwise 2–4 of mixed sizes. */
function bibHeights(random: Random, condition: SecondCondition): number[] {
  const logUniform = (low: number, high: number) => Math.exp(between(random, Math.log(low), Math.log(high)));
  if (condition === 'far') return Array.from({ length: 3 + Math.floor(random() * 4) }, () => logUniform(70, 110));
  const count = condition === 'crowd' ? 5 + Math.floor(random() * 4) : 2 + Math.floor(random() * 3);
  return Array.from({ length: count }, (_, index) => (index === 0 ? logUniform(160, 300) : logUniform(70, 300)));
}

function poseKind(condition: SecondCondition): PoseKind {
  return condition === 'tilted' || condition === 'perspective' || condition === 'fold' ? condition : 'upright';
}

/** The arm across a runner's bib, if any: every bib under `arm`, a quarter of a crowd's. */
function armKind(random: Random, condition: SecondCondition): ArmPlan['kind'] | undefined {
  if (condition === 'crowd' ? random() >= 0.25 : condition !== 'arm') return undefined;
  return pick(random, ['end', 'end', 'middle', 'below', 'below', 'band'] as const);
}

/** One runner: bib, pose, body, head and arm; placed later. */
function planRunner(random: Random, condition: SecondCondition, number: string, height: number): RunnerPlan {
  const print = bibPrint(random, number, height);
  const arm = armKind(random, condition);
  const blur = condition === 'motion-blur' ? height * between(random, 0.05, 0.14) : 0;
  const chest =
    random() < 0.2
      ? { text: pick(random, CLUB_PRINTS), typeface: Math.floor(random() * BIB_TYPEFACES.length) }
      : undefined;
  return {
    print,
    surface: { width: print.width, height, centre: { x: 0, y: 0 }, pose: bibPose(random, poseKind(condition)) },
    head: {
      face: Math.floor(random() * sampleFaceCount),
      width: print.width * between(random, 0.55, 0.68),
      mirror: random() < 0.5,
      brightness: between(random, 0.8, 1.1),
    },
    body: {
      shirt: pick(random, SHIRTS),
      shorts: pick(random, SHORTS),
      skin: pick(random, SKINS),
      sleeves: random() < 0.6,
      ...(chest ? { chest } : {}),
    },
    ...(arm ? { arm: armAcross(random, print, arm) } : {}),
    blur,
  };
}

/**
 * Places runners nearest first: a bib sits on the road below the horizon by its size, and never
 * where a nearer runner's body would hide it (a hidden bib is labelled only through an arm).
 * Runners that find no free place are left out.
 */
function placeRunners(random: Random, runners: RunnerPlan[], horizon: number): RunnerPlan[] {
  const placed: RunnerPlan[] = [];
  for (const runner of [...runners].sort((a, b) => b.surface.height - a.surface.height)) {
    const { width, height } = runner.surface;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      runner.surface.centre = {
        x: between(random, 2 * width, PHOTO_WIDTH - 2 * width),
        y: Math.min(horizon + height * between(random, 2.2, 3.4), PHOTO_HEIGHT - height),
      };
      const bounds = printBounds(runner.surface);
      const inside =
        bounds.x > 10 &&
        bounds.y > 10 &&
        bounds.x + bounds.width < PHOTO_WIDTH - 10 &&
        bounds.y + bounds.height < PHOTO_HEIGHT - 10;
      if (inside && !placed.some((nearer) => intersects(bounds, runnerBox(nearer)))) {
        placed.push(runner);
        break;
      }
    }
  }
  return placed.reverse();
}

/** The index-th photo of a condition: its scene, runners, camera and label (the same for the same arguments). */
export function secondBibPhoto(condition: SecondCondition, index: number): SecondBibPhoto {
  const seed = FIRST_SEED + SECOND_CONDITIONS.indexOf(condition) * SEEDS_PER_CONDITION + index;
  const random = seededRandom(seed ^ 0x2545f491);
  const scene = planScene(random, PHOTO_WIDTH, PHOTO_HEIGHT);
  const heights = bibHeights(random, condition);
  const numbers = new Set<string>();
  while (numbers.size < heights.length) numbers.add(bibNumber(random, condition === 'prefixed' || random() < 0.08));
  const planned = [...numbers].map((number, at) => planRunner(random, condition, number, heights[at]!));
  const runners = placeRunners(random, planned, scene.horizon);
  const lowLight = condition === 'low-light';
  const gain = lowLight ? between(random, 0.2, 0.38) : between(random, 0.85, 1.08);
  const warmth = between(random, -0.05, lowLight ? 0.15 : 0.06);
  const bibs = runners.map((runner): SecondBibLabel => {
    const { arm } = runner;
    return {
      bib: runner.print.number,
      readable: arm?.kind !== 'end' && arm?.kind !== 'middle',
      ...(arm ? { arm: arm.kind } : {}),
      typeface: BIB_TYPEFACES[runner.print.typeface]!.name,
      height: runner.surface.height,
      digitHeight: numberLayout(runner.print).line.height,
      box: printBounds(runner.surface),
    };
  });
  const printed = runners.flatMap((runner) => [
    runner.print.band.text,
    ...runner.print.footer.texts,
    runner.print.footer.badge?.text ?? '',
    runner.body.chest?.text ?? '',
  ]);
  return {
    condition,
    index,
    seed,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    quality: Math.round(between(random, JPEG_QUALITIES.min, JPEG_QUALITIES.max)),
    bibs,
    notBibs: [...new Set([...sceneDigitTexts(scene), ...printed.filter((text) => /\d/.test(text))])],
    scene,
    runners,
    camera: {
      gain: [gain * (1 + warmth), gain, gain * (1 - warmth)],
      noise: lowLight ? between(random, 14, 24) : between(random, 4, 9),
    },
  };
}

const NOISE_TILE = 509;

/** Sensor noise: a seeded tile of signed offsets (triangular, ± `amplitude`) repeated over the photo. */
function noiseTile(seed: number, amplitude: number): Int8Array {
  const random = seededRandom(seed ^ 0x68e31da4);
  return Int8Array.from({ length: NOISE_TILE * NOISE_TILE * 3 }, () =>
    Math.round((random() + random() - 1) * amplitude),
  );
}

/** The photo's JPEG (the same bytes for the same condition and index). */
export async function generateSecondBibPhoto(photo: SecondBibPhoto): Promise<Buffer> {
  const canvas = new Canvas(photo.width, photo.height);
  await drawScene(canvas, photo.scene);
  for (const runner of photo.runners) {
    for (const layer of await runnerLayers(runner, photo.width, photo.height)) canvas.blend(layer);
  }
  canvas.expose(photo.camera.gain, noiseTile(photo.seed, photo.camera.noise), NOISE_TILE);
  return canvas.jpeg(photo.quality);
}
