import { between, pick, type Random } from './bib-plan.ts';
import { BIB_TYPEFACES } from './fonts.ts';
import { sampleImageCount } from './people.ts';
import { clockWidth, type Board, type ScenePlan } from './scene.ts';

// The seeded choices for the course behind the runners. Its digits are sized like bib digits
// (a clock's 100–320 px, a distance sign's, a board's year) so a reader cannot tell them by size.

const BOARD_TEXTS = [
  'TAIPEI MARATHON 2026',
  'HOTLINE 0800-580-123',
  'SINCE 1987',
  'RUN2026.TW',
  'FORMOSA BANK',
  'SUNRISE TEA',
  'HIGHLAND WATER',
  '42.195 KM',
  'SPORTS 365',
  'EST. 1998',
  'CITY RUN 2026',
  'ORCHID ENERGY',
  'RIVERSIDE 101',
  'CALL 1999',
];
const DISTANCES = ['21K', '35 KM', '10 KM', '5K', '40 KM', '30K', '15 KM', '42K'];
const BANNERS = ['FINISH - TAIPEI MARATHON 2026', 'START 2026', 'TAIPEI 2026 CITY RUN', 'KM 30', 'HALF WAY 21.0975'];
const BOARD_COLOURS = [
  { colour: '#0d47a1', ink: '#ffffff' },
  { colour: '#ffffff', ink: '#c62828' },
  { colour: '#fdd835', ink: '#111111' },
  { colour: '#2e7d32', ink: '#ffffff' },
  { colour: '#111111', ink: '#fdd835' },
  { colour: '#e65100', ink: '#ffffff' },
];
const CLOCK_COLOURS = ['#ff3b30', '#ffb300', '#4cff5a'];

const typeface = (random: Random) => Math.floor(random() * BIB_TYPEFACES.length);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The elapsed time a race clock shows: 0:12:07 to 5:59:59, with or without the hours' leading zero. */
function clockText(random: Random): string {
  const hours = Math.floor(random() * 6);
  const time = `${twoDigits(Math.floor(random() * 60))}:${twoDigits(Math.floor(random() * 60))}`;
  return `${random() < 0.5 ? twoDigits(hours) : hours}:${time}`;
}

export function planScene(random: Random, width: number, height: number): ScenePlan {
  const horizon = Math.round(height * between(random, 0.3, 0.42));
  const boards: Board[] = [];
  // The barrier along the course: sponsor boards side by side, their feet at the horizon.
  const barrier = Math.round(between(random, 140, 320));
  for (let x = -between(random, 0, 600); x < width;) {
    const boardWidth = between(random, 900, 1800);
    const colours = pick(random, BOARD_COLOURS);
    boards.push({
      x,
      y: horizon - barrier,
      width: boardWidth,
      height: barrier,
      ...colours,
      text: pick(random, BOARD_TEXTS),
      typeface: typeface(random),
    });
    x += boardWidth + between(random, 0, 60);
  }
  // A distance sign on the roadside and a banner over the road.
  const sign = between(random, 260, 520);
  boards.push({
    x: between(random, 0, width - 1.6 * sign),
    y: horizon - barrier - sign * between(random, 0.9, 1.6),
    width: sign * 1.6,
    height: sign,
    ...pick(random, BOARD_COLOURS),
    text: pick(random, DISTANCES),
    typeface: typeface(random),
  });
  const banner = { height: between(random, 260, 440), width: between(random, 1800, 3400), y: between(random, 40, 300) };
  const bannerX = between(random, -200, width - banner.width + 200);
  boards.push({
    x: bannerX,
    ...banner,
    ...pick(random, BOARD_COLOURS),
    text: pick(random, BANNERS),
    typeface: typeface(random),
  });
  // The clock stands beside the banner, not over it, as large as the free side allows.
  const text = clockText(random);
  const [freeFrom, freeTo] = bannerX > width - bannerX - banner.width ? [0, bannerX] : [bannerX + banner.width, width];
  const digit = Math.min(between(random, 100, 320), (freeTo - freeFrom - 40) / clockWidth(text, 1));
  const clockX = between(random, freeFrom + 20, Math.max(freeFrom + 20, freeTo - 20 - clockWidth(text, digit)));
  return {
    width,
    height,
    horizon,
    backdrop: {
      sample: Math.floor(random() * sampleImageCount),
      left: random(),
      top: random(),
      share: between(random, 0.5, 1),
      mirror: random() < 0.5,
      brightness: between(random, 0.7, 1.05),
    },
    asphalt: pick(random, [
      ['#6b6d70', '#3e4044'],
      ['#7a7468', '#4a463f'],
      ['#5c6066', '#2f3236'],
    ] as [string, string][]),
    lanes: { vanish: between(random, 0.2, 0.8) * width, count: Math.floor(random() * 4) },
    boards,
    clock: {
      x: clockX,
      y: between(random, 0.03 * height, Math.max(0.03 * height, horizon - barrier - 1.8 * digit)),
      digit,
      text,
      colour: pick(random, CLOCK_COLOURS),
    },
  };
}
