import { numberLayout, type BibPrint } from './bib-print.ts';
import { BIB_TYPEFACES } from './fonts.ts';
import type { ArmPlan } from './runner.ts';
import type { BibPose } from './warp.ts';

// The seeded choices for one bib: its number, its print (colours, sponsors, typeface), how it is
// turned, folded and lit, and where an arm lies across it. Whether a person could read it follows
// from the arm: one over a digit hides it; one under or over the digits leaves the number whole.

export type Random = () => number;
export const between = (random: Random, low: number, high: number) => low + random() * (high - low);
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const sign = (random: Random) => (random() < 0.5 ? -1 : 1);

/** Letters that prefix bibs (a wave, a category); S, B, G and Z look like digits. */
const PREFIXES = 'SSBBGZAEHKMNPRT';
const PAPERS = ['#f6f6f1', '#ffffff', '#eeeee6', '#f3efe2'];
const COLOURED = [
  { paper: '#fde047', ink: '#111111' },
  { paper: '#93c5fd', ink: '#0c1d4d' },
  { paper: '#f9a8d4', ink: '#111111' },
  { paper: '#86efac', ink: '#0b3d1a' },
  { paper: '#fdba74', ink: '#111111' },
];
const DARK = [
  { paper: '#1f2937', ink: '#ffffff' },
  { paper: '#1e3a8a', ink: '#fde047' },
  { paper: '#7f1d1d', ink: '#ffffff' },
];
const INKS = ['#111111', '#111111', '#0a2a66', '#7a0f0f', '#063d2d'];
const BANDS = ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#111827', '#d81b60'];
const EVENTS = [
  'TAIPEI MARATHON 2026',
  'NEW TAIPEI RIVER RUN',
  'FORMOSA HALF 21K',
  'KAOHSIUNG 2026',
  'SUN MOON LAKE RUN',
  'TAICHUNG CITY RUN',
  'COASTAL 10K 2026',
  'YILAN NIGHT RUN',
];
const SPONSORS = [
  'SUNRISE TEA',
  'FORMOSA BANK',
  'HIGHLAND WATER',
  'ORCHID ENERGY',
  'EAST BAY SPORTS',
  'POWERED BY KINETA',
];
const BADGES = ['21K', '42K', '10K', 'HALF', 'FULL', 'WAVE B', 'CORRAL C', '5K'];
const PINS = ['#c0c0c0', '#9e9e9e', '#d4af37', '#b0b8c0'];
const LOGOS = ['ring', 'star', 'peaks', 'wave'] as const;

/** 3–6 digits (mostly 4–5) without a leading zero, or a letter and 3–5 digits (S18848, B904). */
export function bibNumber(random: Random, prefixed: boolean): string {
  const digits = prefixed ? pick(random, [3, 4, 5, 5]) : pick(random, [3, 4, 4, 5, 5, 6]);
  const number = String(Math.floor(between(random, 10 ** (digits - 1), 10 ** digits)));
  return prefixed ? pick(random, [...PREFIXES]) + number : number;
}

/** The print of a bib `height` px tall at the runner's distance. */
export function bibPrint(random: Random, number: string, height: number): BibPrint {
  const width = height * between(random, 1.15, 1.5);
  const style = random();
  const dark = style >= 0.9;
  const { paper, ink } =
    style < 0.7 ? { paper: pick(random, PAPERS), ink: pick(random, INKS) } : pick(random, dark ? DARK : COLOURED);
  const footer = [pick(random, SPONSORS)];
  if (random() < 0.6)
    footer.push(
      pick(
        random,
        SPONSORS.filter((name) => name !== footer[0]),
      ),
    );
  return {
    width,
    height,
    number,
    typeface: Math.floor(random() * BIB_TYPEFACES.length),
    paper,
    ink,
    band: {
      colour: pick(random, BANDS),
      ink: '#ffffff',
      text: pick(random, EVENTS),
      typeface: Math.floor(random() * BIB_TYPEFACES.length),
      logo: pick(random, LOGOS),
      share: between(random, 0.16, 0.24),
    },
    footer: {
      texts: footer,
      ink: dark ? '#e5e7eb' : pick(random, BANDS),
      typeface: Math.floor(random() * BIB_TYPEFACES.length),
      ...(random() < 0.5 ? { badge: { colour: pick(random, BANDS), text: pick(random, BADGES) } } : {}),
    },
    digits: { share: between(random, 0.36, 0.5), offset: between(random, -0.02, 0.02) },
    creases: Array.from({ length: Math.floor(random() * 3) }, () => ({
      from: random(),
      to: random(),
      opacity: between(random, 0.04, 0.12),
    })),
    pin: pick(random, PINS),
  };
}

export type PoseKind = 'upright' | 'tilted' | 'perspective' | 'fold';

/** How the bib is turned: a little always; up to ±20° in-plane, 55° away, or folded when the condition says so. */
export function bibPose(random: Random, kind: PoseKind): BibPose {
  const light: BibPose['light'] = { left: between(random, 0.8, 1.08), right: between(random, 0.8, 1.08) };
  // One bib in five lies partly in a cast shadow, its edge across the paper at any angle.
  if (random() < 0.2)
    light.shadow = {
      at: between(random, 0.2, 0.8),
      angle: between(random, 0, 360),
      depth: between(random, 0.45, 0.75),
    };
  const pose: BibPose = {
    roll: between(random, -4, 4),
    yaw: between(random, -12, 12),
    pitch: between(random, -8, 8),
    light,
  };
  if (kind === 'tilted') pose.roll = sign(random) * between(random, 10, 20);
  if (kind === 'perspective') {
    pose.yaw = sign(random) * between(random, 30, 55);
    pose.pitch = sign(random) * between(random, 5, 20);
    pose.roll = between(random, -8, 8);
  }
  if (kind === 'fold') {
    pose.fold = {
      at: between(random, 0.3, 0.7),
      squeeze: between(random, 0.45, 0.85),
      light: between(random, 0.6, 1.15),
    };
  }
  return pose;
}

const SKINS = ['#e0ac8a', '#c68863', '#f1c6a5', '#8d5a3b', '#d99e78', '#a8714f'];

/**
 * An arm across the print. `end` and `middle` lie down over one digit (first or last, or one
 * inside) so a person cannot read the number; `below` covers at most a fifth of the digits from
 * beneath and `band` only the paper above them, so a person still reads it.
 */
export function armAcross(random: Random, print: BibPrint, kind: ArmPlan['kind']): ArmPlan {
  const { characters, line } = numberLayout(print);
  const { width, height } = print;
  const colour = pick(random, SKINS);
  const forearm = width * between(random, 0.24, 0.32);
  if (kind === 'below' || kind === 'band') {
    const fromLeft = random() < 0.5;
    const reach = between(random, 0.55, 0.9) * width;
    const edge = kind === 'below' ? line.y + line.height * (1 - between(random, 0.05, 0.2)) : line.y - 0.04 * height;
    const thickness = kind === 'below' ? forearm : Math.min(forearm, edge);
    const y = kind === 'below' ? edge + thickness / 2 : edge - thickness / 2;
    const from = { x: fromLeft ? -0.3 * width : 1.3 * width, y };
    return { kind, from, to: { x: fromLeft ? reach : width - reach, y }, thickness, colour };
  }
  const index =
    kind === 'end' ? (random() < 0.5 ? 0 : characters.length - 1) : 1 + Math.floor(random() * (characters.length - 2));
  const digit = characters[index]!;
  const margin = 0.12 * digit.width;
  const tilt = between(random, -0.06, 0.06) * line.height;
  const span = digit.width + 2 * margin + 2 * Math.abs(tilt);
  const thickness = Math.max(span, forearm);
  // An end digit's arm reaches outwards past the number; a middle one is centred on its digit.
  let x = digit.x + digit.width / 2;
  if (kind === 'end') {
    x =
      index === 0
        ? digit.x + digit.width + margin + Math.abs(tilt) - thickness / 2
        : digit.x - margin - Math.abs(tilt) + thickness / 2;
  }
  const fromAbove = random() < 0.5;
  const [top, bottom] = [
    line.y - between(random, 0.3, 0.6) * height,
    line.y + line.height + between(random, 0.3, 0.8) * height,
  ];
  return {
    kind,
    from: { x: x + tilt, y: fromAbove ? top : bottom },
    to: { x: x - tilt, y: fromAbove ? bottom : top },
    thickness,
    colour,
  };
}
