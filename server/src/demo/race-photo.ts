import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { robotoCondensed, textToSvgPath, type OpenTypeFont } from '../media/text-paths.ts';
import samplePeople from './sample-people.json' with { type: 'json' };

// Synthetic race photos for the demo activity, OCR tests and benchmarks: real faces (face-api's
// sample photos, cut out around the boxes in sample-people.json) on drawn bodies wearing bibs.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface SamplePerson {
  face: Box;
  crop: Box;
  score: number;
}
export interface SamplePeopleFile {
  samples: { file: string; width: number; height: number; people: SamplePerson[] }[];
}

export interface RacePhotoOptions {
  seed: number;
  /** 0–3 runners, drawn left to right in this order; a runner's bib may be drawn a harder way. */
  runners: RaceRunner[];
  takenAt: Date;
  width?: number;
  height?: number;
  /** Runners' face width as a share of the photo's height (0.045–0.12 when not given): far runners are small. */
  faceWidths?: [number, number];
  /** Camera conditions instead of the seed's own: exposure gain, noise amplitude, horizontal motion blur (px). */
  camera?: { exposure?: number; noise?: number; motionBlur?: number };
}

/** Number fonts: outlines from the npm font files, or SVG text in a generic family that fontconfig resolves. */
export type BibFont = { outline: OpenTypeFont[] } | { family: 'serif' | 'sans-serif' | 'monospace'; weight: 400 | 700 };

/** A harder bib than the demo's: every field is a concrete value, so the caller's seed decides them. */
export interface BibLook {
  font?: BibFont;
  paper?: string;
  ink?: string;
  /** Perspective (affine): degrees of rotation and slant, and horizontal squeeze of a body turned away. */
  turn?: { rotate: number; skewX: number; squeeze: number };
  /** A crease at this share of the width: the right part bent by `bend` degrees and darkened by `shade` (0–1). */
  fold?: { at: number; bend: number; shade: number };
  /** An arm over the number: across its lower `share` (still readable when small), or down over an end digit. */
  cover?: { over: 'bottom'; share: number; skin: string } | { over: 'first' | 'last'; skin: string };
}

/** A runner's bib and, for the labelled face sets, how their face appears (default: as drawn by the seed). */
export interface RaceRunner {
  bib: string;
  /** A harder bib than the demo's (the hard OCR set). */
  look?: BibLook;
  /** Face width in pixels of the photo (the seed still draws one, so other choices stay the same). */
  faceWidth?: number;
  /** In-plane head tilt, degrees clockwise. */
  roll?: number;
  /** Head turned away (out of plane), drawn as a horizontal squeeze: 1 = facing the camera. */
  facing?: number;
  sunglasses?: boolean;
  /** A cap of this colour over the forehead, its brim shading the eyebrows. */
  cap?: string;
  /** Which sample person (index in samplePeopleCount's order) instead of the seed's draw; distinct within a photo. */
  personIndex?: number;
  /** Face centre in pixels from the left (the seed still draws one): runners close together in a group. */
  centreX?: number;
}

const MAX_RUNNERS = 3;
const TAIPEI_OFFSET_MS = 8 * 3600_000;

const require = createRequire(import.meta.url);
const sampleDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
/** Where face-api's sample photo `file` (sample1.jpg … sample6.jpg) lies. */
export const samplePhotoPath = (file: string) => path.join(sampleDir, file);
const people = (samplePeople as SamplePeopleFile).samples.flatMap((sample) =>
  sample.people.map((person) => ({ file: sample.file, ...person })),
);
const sampleBytes = new Map<string, Buffer>();

/** How many sample people there are to draw runners from (RaceRunner.personIndex is below it). */
export const samplePeopleCount = people.length;

/** mulberry32: tiny, fast and good enough to make every choice of a photo reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** `count` distinct bib numbers of 3–6 digits (mostly 4–5, as at big road races), no leading zero. */
export function demoBibs(seed: number, count: number): string[] {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const bibs = new Set<string>();
  while (bibs.size < count) {
    const digits = pick(random, [3, 4, 4, 5, 5, 6]);
    bibs.add(String(Math.floor(between(random, 10 ** (digits - 1), 10 ** digits))));
  }
  return [...bibs];
}

/** Shooting times as a photographer produces them: bursts of 2–8 frames 0.5–2 s apart, then 10–120 s pauses. */
export function burstTimes(start: Date, count: number, seed: number): Date[] {
  const random = seededRandom(seed ^ 0x27d4eb2f);
  const times: Date[] = [];
  let at = start.getTime();
  while (times.length < count) {
    const burst = 2 + Math.floor(random() * 7);
    for (let frame = 0; frame < burst && times.length < count; frame += 1) {
      times.push(new Date(at));
      at += Math.round(between(random, 500, 2000));
    }
    at += Math.round(between(random, 10_000, 120_000));
  }
  return times;
}

const SCENES = {
  road: { sky: ['#9cc4e8', '#e8eef2'], ground: ['#5d5f63', '#3f4145'], far: ['#7c8a78', '#a7a29a', '#8f9aa6'] },
  track: { sky: ['#a9c9e6', '#dfe9ef'], ground: ['#b4553e', '#9a4433'], far: ['#3f6e3a', '#c9c1b3', '#6a7d8c'] },
  park: { sky: ['#bcd6e9', '#f1f3ee'], ground: ['#5f8f3e', '#41702b'], far: ['#2f5a2a', '#3e6b33', '#567d3c'] },
  crowd: { sky: ['#cfd5db', '#eef0f1'], ground: ['#77736d', '#56534f'], far: ['#d3443c', '#2f63b0', '#f2c230'] },
};
const SHIRTS = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa', '#fb8c00', '#212121', '#00acc1', '#f06292'];
const SKIN = ['#e0ac8a', '#c68863', '#f1c6a5', '#8d5a3b', '#d99e78'];
const INKS = ['#111111', '#111111', '#1a237e', '#b71c1c', '#0d3b66'];
const BANDS = ['#d32f2f', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f'];
const WORDS = ['TAIPEI RUN', 'FINISH', 'MARATHON', 'SPORTS', 'START', 'ENERGY', 'WATER'];

function textPath(
  text: string,
  cx: number,
  cy: number,
  height: number,
  maxWidth: number,
  fill: string,
  fonts: OpenTypeFont | OpenTypeFont[] = robotoCondensed(700),
): string {
  const { d, bounds } = textToSvgPath(text, fonts, 100);
  const scale = Math.min(height / (bounds.y2 - bounds.y1), maxWidth / (bounds.x2 - bounds.x1));
  const x = cx - ((bounds.x1 + bounds.x2) / 2) * scale;
  const y = cy - ((bounds.y1 + bounds.y2) / 2) * scale;
  return `<path d="${d}" fill="${fill}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})"/>`;
}

/** Sky, horizon scenery (trees, buildings or spectators), ground with lane lines, and a banner or two. */
function background(random: Random, width: number, height: number): string {
  const name = pick(random, Object.keys(SCENES) as (keyof typeof SCENES)[]);
  const scene = SCENES[name];
  const horizon = height * between(random, 0.3, 0.5);
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.ground[0]}"/><stop offset="1" stop-color="${scene.ground[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  ];
  for (let index = 0; index < 40; index += 1) {
    const w = between(random, 0.03, 0.12) * width;
    const h = between(random, 0.05, name === 'crowd' ? 0.15 : 0.3) * height;
    const x = between(random, -0.05, 1) * width;
    const colour = name === 'crowd' ? pick(random, [...scene.far, ...SHIRTS]) : pick(random, scene.far);
    parts.push(
      name === 'park' || name === 'track'
        ? `<ellipse cx="${x}" cy="${horizon - h / 3}" rx="${w}" ry="${h / 2}" fill="${colour}"/>`
        : `<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" rx="${name === 'crowd' ? w / 3 : 0}" fill="${colour}"/>`,
    );
  }
  parts.push(`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>`);
  const vanish = between(random, 0.2, 0.8) * width;
  const lanes = name === 'park' ? 0 : name === 'track' ? 6 : 3;
  for (let lane = 0; lane < lanes; lane += 1) {
    const bottom = ((lane + 0.5) / lanes) * width * 1.6 - width * 0.3;
    const colour = name === 'road' && lane === 1 ? '#e8c547' : '#f2f2f2';
    parts.push(
      `<path d="M${vanish} ${horizon} L${bottom - 8} ${height} L${bottom + 8} ${height} Z" fill="${colour}" opacity="0.85"/>`,
    );
  }
  for (let index = Math.floor(random() * 3); index > 0; index -= 1) {
    const w = between(random, 0.15, 0.35) * width;
    const h = w * between(random, 0.12, 0.25);
    const x = between(random, 0, 1) * width - w / 2;
    const y = horizon - h * between(random, 0.6, 1.4);
    const [fill, ink] = random() < 0.5 ? ['#f7f7f4', pick(random, BANDS)] : [pick(random, BANDS), '#ffffff'];
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`);
    parts.push(textPath(pick(random, WORDS), x + w / 2, y + h / 2, h * 0.55, w * 0.9, ink));
  }
  return parts.join('');
}

/** A cut-out head and shoulders, scaled and relit, as a data URI that librsvg can draw. */
async function personImage(person: (typeof people)[number], scale: number, brightness: number, mirror: boolean) {
  let bytes = sampleBytes.get(person.file);
  if (!bytes) {
    bytes = readFileSync(samplePhotoPath(person.file));
    sampleBytes.set(person.file, bytes);
  }
  const width = Math.max(1, Math.round(person.crop.width * scale));
  const height = Math.max(1, Math.round(person.crop.height * scale));
  let image = sharp(bytes)
    .extract({ left: person.crop.x, top: person.crop.y, width: person.crop.width, height: person.crop.height })
    .resize(width, height)
    .modulate({ brightness });
  if (mirror) image = image.flop();
  const jpeg = await image.jpeg({ quality: 90 }).toBuffer();
  return { width, height, href: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
}

interface Placement extends RaceRunner {
  person: (typeof people)[number];
  centreX: number;
  faceWidth: number;
  faceTop: number;
}

/** The number in the look's font, `height` tall (digit height) and at most `maxWidth` wide, centred on (cx, cy). */
function numberText(
  number: string,
  cx: number,
  cy: number,
  height: number,
  maxWidth: number,
  ink: string,
  font?: BibFont,
) {
  if (!font || 'outline' in font) return textPath(number, cx, cy, height, maxWidth, ink, font?.outline);
  // Digits are about 0.72 em tall and at most 0.62 em wide in the generic families.
  const size = Math.min(height / 0.72, maxWidth / (0.62 * number.length));
  return `<text x="${cx}" y="${cy + 0.36 * size}" font-family="${font.family}" font-weight="${font.weight}" font-size="${size.toFixed(1)}" text-anchor="middle" fill="${ink}">${number}</text>`;
}

/** The look's fold: the bib's right part bent at the crease and darker, with a shadow line along the crease. */
function folded(
  face: string,
  fold: NonNullable<BibLook['fold']>,
  x: number,
  y: number,
  width: number,
  height: number,
  id: number,
) {
  const crease = x + fold.at * width;
  const clip = (name: string, from: number, to: number) =>
    `<clipPath id="${name}${id}"><rect x="${from}" y="${y - height}" width="${to - from}" height="${3 * height}"/></clipPath>`;
  return [
    `<defs>${clip('left', x - width, crease)}${clip('right', crease, x + 2 * width)}</defs>`,
    `<g clip-path="url(#left${id})">${face}</g>`,
    `<g transform="translate(${crease} ${y}) skewY(${fold.bend.toFixed(2)}) translate(${-crease} ${-y})"><g clip-path="url(#right${id})">${face}`,
    `<rect x="${crease}" y="${y}" width="${x + width - crease}" height="${height}" fill="#000" opacity="${fold.shade.toFixed(2)}"/></g></g>`,
    `<rect x="${crease - 0.01 * width}" y="${y}" width="${0.02 * width}" height="${height}" fill="#000" opacity="0.35"/>`,
  ].join('');
}

/** The bib: pinned to the chest, slightly turned and slanted, the race's band above the number, maybe in shade. */
function bib(random: Random, number: string, x: number, y: number, f: number, id: number, look: BibLook = {}): string {
  const [width, height] = [2.0 * f, 1.35 * f];
  const band = height * 0.2;
  const grey = Math.round(between(random, 215, 255));
  const paper = look.paper ?? `rgb(${grey},${grey},${grey - 6})`;
  const [cx, cy] = [x + width / 2, y + height / 2];
  const [rotate, skewX] = [between(random, -6, 6), between(random, -8, 8)];
  const { turn = { rotate, skewX, squeeze: 1 } } = look;
  const transform = `rotate(${turn.rotate.toFixed(2)}) skewX(${turn.skewX.toFixed(2)}) scale(${turn.squeeze.toFixed(3)} 1)`;
  const shade = `rotate(${Math.round(between(random, 0, 360))} 0.5 0.5)`;
  const pins = [0.06, 0.94].flatMap((u) => [0.3, 0.92].map((v) => [x + u * width, y + v * height]));
  const shadeOpacity = between(random, 0, 0.4).toFixed(2);
  const bandColour = pick(random, BANDS);
  const word = pick(random, WORDS);
  const ink = pick(random, INKS);
  const [digitsY, digitsHeight] = [y + band + (height - band) / 2, (height - band) * 0.62];
  const face = [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${0.05 * f}" fill="${paper}"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${band}" fill="${bandColour}"/>`,
    textPath(word, cx, y + band / 2, band * 0.6, width * 0.8, '#ffffff'),
    numberText(number, cx, digitsY, digitsHeight, width * 0.88, look.ink ?? ink, look.font),
    ...pins.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="${0.03 * f}" fill="#9e9e9e"/>`),
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#shade${id})"/>`,
  ].join('');
  return [
    `<defs><linearGradient id="shade${id}" gradientTransform="${shade}"><stop offset="0.3" stop-opacity="0"/><stop offset="1" stop-opacity="${shadeOpacity}"/></linearGradient></defs>`,
    `<g transform="translate(${cx} ${cy}) ${transform} translate(${-cx} ${-cy})">`,
    look.fold ? folded(face, look.fold, x, y, width, height, id) : face,
    look.cover ? coverArm(look.cover, cx, digitsY, digitsHeight, width * 0.88, f) : '',
    '</g>',
  ].join('');
}

/** An arm across the number's lower part, or down over its first or last digit. */
function coverArm(
  cover: NonNullable<BibLook['cover']>,
  cx: number,
  cy: number,
  digits: number,
  span: number,
  f: number,
) {
  const arm = (x1: number, y1: number, x2: number, y2: number, thickness: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${cover.skin}" stroke-width="${thickness}" stroke-linecap="round"/>`;
  if (cover.over === 'bottom') {
    const lower = cy + digits / 2; // the arm's centre line runs along the digits' bottom edge
    return arm(cx - 1.4 * f, lower + 0.05 * f, cx + 1.4 * f, lower - 0.05 * f, 2 * cover.share * digits);
  }
  const end = cx + (cover.over === 'first' ? -1 : 1) * (span / 2 - 0.1 * f);
  return arm(end - 0.2 * f, cy - 1.2 * f, end + 0.1 * f, cy + 1.2 * f, 0.45 * f);
}

/** Tilt and turn of the head about the face's centre (SVG transform; empty when facing the camera upright). */
function headPose({ centreX, faceTop, faceWidth, roll = 0, facing = 1 }: Placement): string {
  if (roll === 0 && facing === 1) return '';
  const cy = faceTop + faceWidth * 0.6;
  return `rotate(${roll.toFixed(2)} ${centreX} ${cy}) translate(${centreX} 0) scale(${facing.toFixed(3)} 1) translate(${-centreX} 0)`;
}

/** Sunglasses over the eyes and a cap over the forehead, placed from the known face box. */
function accessories({ centreX: cx, faceTop: top, faceWidth: f, sunglasses, cap }: Placement, faceHeight: number) {
  const parts: string[] = [];
  if (sunglasses) {
    const eyes = top + faceHeight * 0.4;
    for (const side of [-1, 1])
      parts.push(
        `<ellipse cx="${cx + side * 0.22 * f}" cy="${eyes}" rx="${0.19 * f}" ry="${0.11 * f}" fill="#101014"/>`,
      );
    parts.push(
      `<rect x="${cx - 0.05 * f}" y="${eyes - 0.03 * f}" width="${0.1 * f}" height="${0.04 * f}" fill="#101014"/>`,
    );
  }
  if (cap) {
    const brim = top + faceHeight * 0.2;
    parts.push(
      `<path d="M${cx - 0.62 * f} ${brim} Q${cx} ${top - 0.75 * f} ${cx + 0.62 * f} ${brim} Z" fill="${cap}"/>`,
      `<ellipse cx="${cx}" cy="${brim}" rx="${0.66 * f}" ry="${0.1 * f}" fill="${cap}"/>`,
    );
  }
  return parts.join('');
}

/** One runner: legs, shorts, arms and shirt drawn around a real head and shoulders, then the bib. */
async function runner(random: Random, at: Placement, id: number): Promise<string> {
  const { person, centreX: cx, faceWidth: f } = at;
  const scale = f / person.face.width;
  const mirror = random() < 0.5;
  const image = await personImage(person, scale, between(random, 0.8, 1.15), mirror);
  const faceCentre = (person.face.x + person.face.width / 2 - person.crop.x) * scale;
  const imageX = cx - (mirror ? image.width - faceCentre : faceCentre);
  const imageY = at.faceTop - (person.face.y - person.crop.y) * scale;
  const shirt = pick(random, SHIRTS);
  const skin = pick(random, SKIN);
  const shorts = pick(random, ['#222', '#263238', '#0d47a1']);
  // Body coordinates are in face widths from the middle of the shoulders' line.
  const top = at.faceTop + person.face.height * scale + 0.15 * f;
  const pt = (dx: number, dy: number) => `${(cx + dx * f).toFixed(1)},${(top + dy * f).toFixed(1)}`;
  const limb = (width: number, ...points: string[]) =>
    `<polyline points="${points.join(' ')}" fill="none" stroke="${skin}" stroke-width="${width * f}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const stride = between(random, -0.6, 0.6);
  const parts = [-1, 1].flatMap((side) => [
    limb(0.6, pt(side * 0.5, 3.3), pt(side * 0.7 - side * stride, 5.3), pt(side * 0.6 - side * stride * 1.5, 7.3)),
    limb(0.45, pt(side * 1.3, 0.4), pt(side * 1.7, 1.8 - side * stride), pt(side * 1.1, 2.6 - side * stride)),
  ]);
  parts.push(
    `<rect x="${cx - 1.15 * f}" y="${top + 3 * f}" width="${2.3 * f}" height="${1.1 * f}" rx="${0.2 * f}" fill="${shorts}"/>`,
    `<path d="M${pt(-1.4, 0.5)} Q${pt(0, -0.35)} ${pt(1.4, 0.5)} L${pt(1.15, 3.3)} L${pt(-1.15, 3.3)} Z" fill="${shirt}"/>`,
    `<defs><radialGradient id="fade${id}"><stop offset="0.6" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>`,
    `<mask id="cut${id}"><ellipse cx="${imageX + image.width / 2}" cy="${imageY + image.height * 0.45}" rx="${image.width / 2}" ry="${image.height * 0.5}" fill="url(#fade${id})"/></mask></defs>`,
    `<g transform="${headPose(at)}">`,
    `<image x="${imageX}" y="${imageY}" width="${image.width}" height="${image.height}" href="${image.href}" mask="url(#cut${id})"/>`,
    accessories(at, person.face.height * scale),
    '</g>',
  );
  const bibTop = between(random, 0.9, 1.2);
  parts.push(bib(random, at.bib, cx + between(random, -0.15, 0.15) * f - f, top + bibTop * f, f, id, at.look));
  // Now and then a forearm swings across the bottom of the bib, under the digits.
  if (random() < 0.3) {
    const side = random() < 0.5 ? -1 : 1;
    const armY = bibTop + 1.35 + 0.12;
    parts.push(limb(0.45, pt(side * 1.3, 0.4), pt(side * 1.6, armY + 0.1), pt(-side * between(random, 0, 0.6), armY)));
  }
  return parts.join('');
}

/** EXIF date fields in Taipei wall time, which is what a camera set to local time writes. */
function exifTime(takenAt: Date) {
  const local = new Date(takenAt.getTime() + TAIPEI_OFFSET_MS).toISOString();
  return {
    DateTimeOriginal: `${local.slice(0, 10).replaceAll('-', ':')} ${local.slice(11, 19)}`,
    SubSecTimeOriginal: local.slice(20, 23),
    OffsetTimeOriginal: '+08:00',
  };
}

/** Where each runner goes and whose face they get: the first random draws of the photo's seed. */
function placeRunners(random: Random, options: RacePhotoOptions): Placement[] {
  const { runners, width = 1920, height = 1280, faceWidths: [near, far] = [0.045, 0.12] } = options;
  if (runners.length > MAX_RUNNERS) throw new RangeError(`At most ${MAX_RUNNERS} runners per photo`);
  const slot = width / Math.max(1, runners.length);
  // A partial shuffle: every runner of a photo gets a different face.
  const pool = [...people];
  return runners.map((runner, index): Placement => {
    const drawnWidth = Math.min(height * between(random, near, far), slot / 3.6);
    const faceWidth = runner.faceWidth ?? drawnWidth;
    const drawn = index + Math.floor(random() * (pool.length - index));
    const chosen = runner.personIndex === undefined ? drawn : pool.indexOf(people[runner.personIndex]!);
    if (chosen < index) throw new RangeError(`Sample person ${runner.personIndex} twice in one photo`);
    [pool[index], pool[chosen]] = [pool[chosen]!, pool[index]!];
    const drawnCentre = slot * (index + 0.5) + between(random, -0.12, 0.12) * slot;
    return {
      ...runner,
      person: pool[index]!,
      centreX: runner.centreX ?? drawnCentre,
      faceWidth,
      faceTop: between(random, 0.06 * height, Math.max(0.06 * height, height - 5.2 * faceWidth)),
    };
  });
}

/**
 * Who generateRacePhoto(options) shows, runner by runner: the sample photo and face each was cut
 * from, and where the face is in the photo (before tilt and turn).
 */
export function racePhotoPeople(options: RacePhotoOptions): { file: string; face: Box; box: Box }[] {
  return placeRunners(seededRandom(options.seed), options).map(({ person, centreX, faceTop, faceWidth }) => ({
    file: person.file,
    face: person.face,
    box: {
      x: centreX - faceWidth / 2,
      y: faceTop,
      width: faceWidth,
      height: (person.face.height * faceWidth) / person.face.width,
    },
  }));
}

/** A selfie of a sample person as the tests and benchmarks make one: the face and one face-size around it, 640 px wide. */
export async function sampleSelfie(file: string, face: Box): Promise<Buffer> {
  const bytes = readFileSync(samplePhotoPath(file));
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const left = Math.max(0, face.x - face.width);
  const top = Math.max(0, face.y - face.height);
  return sharp(bytes)
    .extract({
      left,
      top,
      width: Math.min(width - left, face.width * 3),
      height: Math.min(height - top, face.height * 3),
    })
    .resize(640)
    .jpeg()
    .toBuffer();
}

/** A deterministic JPEG race photo (same options, same bytes) with 0–3 runners wearing the given bibs. */
export async function generateRacePhoto(options: RacePhotoOptions): Promise<Buffer> {
  const { seed, takenAt, width = 1920, height = 1280 } = options;
  const random = seededRandom(seed);
  const placements = placeRunners(random, options);
  // Smaller runners are farther away: draw them first so nearer ones overlap them.
  const order = placements.map((_, index) => index).sort((a, b) => placements[a]!.faceWidth - placements[b]!.faceWidth);
  const parts = [background(random, width, height)];
  for (const index of order) parts.push(await runner(random, placements[index]!, index));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;

  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Exposure, white balance and sensor noise; the noise has its own seeded stream so it stays reproducible.
  const { camera = {} } = options;
  const exposure = between(random, 0.6, 1.1);
  const warmth = between(random, -0.06, 0.08);
  const gain = camera.exposure ?? exposure;
  const gains = [gain * (1 + warmth), gain, gain * (1 - warmth)];
  const noise = seededRandom(seed ^ 0x9e3779b9);
  const noiseAmplitude = camera.noise ?? 14;
  for (let index = 0; index < data.length; index += 1) {
    const value = data[index]! * gains[index % 3]! + (noise() + noise() - 1) * noiseAmplitude;
    data[index] = Math.max(0, Math.min(255, Math.round(value)));
  }
  let photo = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (camera.motionBlur) {
    // A pan or a moving runner: light smeared along a horizontal line (the kernel's middle row; sharp wants 3 rows).
    const length = 2 * Math.round(camera.motionBlur / 2) + 1;
    const kernel = [0, 1, 0].flatMap((row) => Array<number>(length).fill(row));
    const smeared = await photo.convolve({ width: length, height: 3, kernel }).raw().toBuffer();
    photo = sharp(smeared, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  return photo
    .blur(between(random, 0.5, 1.4))
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Sportphoto', Model: 'Demo race photo' }, IFD2: exifTime(takenAt) })
    .toBuffer();
}
