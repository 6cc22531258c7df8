import sharp from 'sharp';
import {
  generateRacePhoto,
  racePhotoPeople,
  seededRandom,
  type Box,
  type RaceRunner,
} from '../../server/src/demo/race-photo.ts';

// The hard labelled face set: generated race photos of face-api's sample people, each photo under
// one named condition (distance, head tilt or turn, sunglasses, cap, motion blur, backlight, low
// light). The labels (who is in the photo, where, whether their face can be seen) come from the
// generator, and everything is drawn from the seed, so `npm run bench:face-quality` and
// `npm run bench:face-models` measure every model on the same photos.

export const FACE_CONDITIONS = [
  'near',
  'mid distance',
  'far',
  'tilted',
  'turned',
  'sunglasses',
  'cap',
  'motion blur',
  'backlit',
  'low light',
] as const;
export type FaceCondition = (typeof FACE_CONDITIONS)[number];

/** The seed of the whole set; a photo's seed derives from it, its condition and its number. */
export const FACE_SET_SEED = 52_000;
/**
 * Faces narrower than this in the 1920 px photo are labelled not visible: 24 px (MIN_FACE_SIZE) as
 * the detector sees the photo scaled to 1600 px. They count neither for nor against recall.
 */
export const VISIBLE_FACE_WIDTH = 29;

export interface FaceSetPhoto {
  seed: number;
  condition: FaceCondition;
  runners: RaceRunner[];
}

export interface LabelledFacePhoto extends FaceSetPhoto {
  image: Buffer;
  people: { file: string; face: Box; box: Box; visible: boolean }[];
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const CAPS = ['#d32f2f', '#1565c0', '#fafafa', '#212121', '#f9a825', '#2e7d32'];

/** Face width in the photo by condition: distance conditions set it, the others keep a face that is easy to see. */
function faceWidth(random: Random, condition: FaceCondition): number {
  if (condition === 'near') return between(random, 100, 160);
  if (condition === 'mid distance') return between(random, 50, 100);
  if (condition === 'far') return between(random, 22, 50);
  return between(random, 50, 130);
}

/** A runner under the condition (size, tilt, turn, sunglasses, cap), wearing bib 100 + index (callers may put their own). */
export function runnerFor(random: Random, condition: FaceCondition, index: number): RaceRunner {
  const runner: RaceRunner = { bib: String(100 + index), faceWidth: faceWidth(random, condition) };
  const side = random() < 0.5 ? -1 : 1;
  if (condition === 'tilted') runner.roll = side * between(random, 12, 35);
  if (condition === 'turned') {
    runner.facing = between(random, 0.6, 0.85);
    runner.roll = between(random, -5, 5);
  }
  if (condition === 'sunglasses') runner.sunglasses = true;
  if (condition === 'cap') runner.cap = CAPS[Math.floor(random() * CAPS.length)];
  return runner;
}

/** The set's photos: `perCondition` of each condition, 1–3 runners each. */
export function faceSetPlan(perCondition: number, setSeed = FACE_SET_SEED): FaceSetPhoto[] {
  return FACE_CONDITIONS.flatMap((condition, conditionIndex) =>
    Array.from({ length: perCondition }, (_, index) => {
      const seed = setSeed + conditionIndex * 10_000 + index;
      const random = seededRandom(seed ^ 0x0fac_e5e7);
      const count = 1 + Math.floor(random() * 3);
      const runners = Array.from({ length: count }, (__, runner) => runnerFor(random, condition, runner));
      return { seed, condition, runners };
    }),
  );
}

/** Draws one planned photo and applies its condition's light or blur; same plan, same bytes. */
export async function generateLabelledPhoto(photo: FaceSetPhoto): Promise<LabelledFacePhoto> {
  const options = { seed: photo.seed, runners: photo.runners, takenAt: new Date(0) };
  const people = racePhotoPeople(options).map((person) => ({
    ...person,
    visible: person.box.width >= VISIBLE_FACE_WIDTH,
  }));
  const image = await withPhotoCondition(await generateRacePhoto(options), photo.condition, photo.seed, people);
  return { ...photo, image, people };
}

/** The condition's light or blur over a drawn photo (the others are drawn in); follows the photo's seed. */
export async function withPhotoCondition(
  drawn: Buffer,
  condition: FaceCondition,
  seed: number,
  people: { box: Box }[],
): Promise<Buffer> {
  const random = seededRandom(seed ^ 0x11a5_70de);
  if (condition === 'motion blur') return motionBlur(drawn, random);
  if (condition === 'backlit') return backlit(drawn, people, random);
  if (condition === 'low light') return lowLight(drawn, seed, random);
  return drawn;
}

/** A runner or the camera moving sideways during the exposure: a horizontal smear of 9–25 px. */
async function motionBlur(image: Buffer, random: Random): Promise<Buffer> {
  const length = 9 + 2 * Math.floor(random() * 9);
  const row = Array.from({ length }, () => 1 / length);
  const kernel = [...row.map(() => 0), ...row, ...row.map(() => 0)];
  return sharp(image).convolve({ width: length, height: 3, kernel }).jpeg({ quality: 88 }).toBuffer();
}

/** Sun behind the runners: the scene blown out, each head and body in shade. */
async function backlit(image: Buffer, people: { box: Box }[], random: Random): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const shade = Math.round(between(random, 35, 70));
  const ellipses = people.map(
    ({ box }) =>
      `<ellipse cx="${box.x + box.width / 2}" cy="${box.y + box.height * 1.6}" rx="${box.width * 1.6}" ry="${box.height * 2.6}" fill="rgb(${shade},${shade},${shade})"/>`,
  );
  const mask = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${ellipses.join('')}</svg>`,
    ),
  )
    .blur(Math.max(3, (people[0]?.box.width ?? 40) / 8))
    .png()
    .toBuffer();
  const bright = await sharp(image).linear(1.4, 45).jpeg({ quality: 95 }).toBuffer();
  return sharp(bright)
    .composite([{ input: mask, blend: 'multiply' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Dusk or a tunnel: a fifth to two fifths of the light, and the sensor noise a high ISO adds. */
async function lowLight(image: Buffer, seed: number, random: Random): Promise<Buffer> {
  const gain = between(random, 0.2, 0.4);
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const noise = seededRandom(seed ^ 0x3c6e_f372);
  for (let index = 0; index < data.length; index += 1) {
    const value = data[index]! * gain + (noise() + noise() - 1) * 10;
    data[index] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
