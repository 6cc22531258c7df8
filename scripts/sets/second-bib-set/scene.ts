import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { sampleImagePath } from './people.ts';
import { svgDocument, svgLayer, type Canvas, type Region } from './canvas.ts';
import { BIB_TYPEFACES, fontAttributes, lineWidth } from './fonts.ts';

// The course behind the runners: spectators out of focus (a real photo, defocused), the barrier's
// sponsor boards, a race clock, a distance sign and a banner over the road. Their digits (a clock's
// 01:23:45, "21K", a year, a hotline) are in the label as text that is not a bib.

export interface Board {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
  ink: string;
  text: string;
  typeface: number;
}
export interface RaceClock {
  x: number;
  y: number;
  /** Height of one LED digit. */
  digit: number;
  text: string;
  colour: string;
}
export interface ScenePlan {
  width: number;
  height: number;
  /** Where the road starts: spectators above, asphalt below. */
  horizon: number;
  backdrop: { sample: number; left: number; top: number; share: number; mirror: boolean; brightness: number };
  asphalt: [string, string];
  lanes: { vanish: number; count: number };
  boards: Board[];
  clock: RaceClock;
}

/** The scene's texts with digits in them: any bib reading of them is wrong. */
export const sceneDigitTexts = (scene: ScenePlan): string[] =>
  [...scene.boards.map((board) => board.text), scene.clock.text].filter((text) => /\d/.test(text));

/** The spectators: a sample photo cut, mirrored and scaled down, to be scaled up over the photo (defocused). */
async function backdrop(scene: ScenePlan): Promise<{ data: Buffer; width: number; height: number }> {
  const { sample, left, top, share, mirror, brightness } = scene.backdrop;
  const image = sharp(readFileSync(sampleImagePath(sample)));
  const { width = 1, height = 1 } = await image.metadata();
  const cutWidth = Math.round(width * share);
  const cutHeight = Math.min(height, Math.round((cutWidth * scene.horizon) / scene.width));
  let small = image
    .extract({
      left: Math.round(left * (width - cutWidth)),
      top: Math.round(top * (height - cutHeight)),
      width: cutWidth,
      height: cutHeight,
    })
    .resize(160)
    .modulate({ brightness, saturation: 0.85 });
  if (mirror) small = small.flop();
  const { data, info } = await small.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Text as large as fits the box, centred in it. */
function boardText(board: Board): string {
  const face = BIB_TYPEFACES[board.typeface]!;
  const capHeight = board.height * 0.55;
  const size = Math.min(
    capHeight / 0.72,
    (capHeight / 0.72) * ((board.width * 0.9) / lineWidth(board.text, face, capHeight / 0.72)),
  );
  return `<text x="${board.x + board.width / 2}" y="${(board.y + board.height / 2 + 0.36 * size).toFixed(1)}" ${fontAttributes(face)} font-size="${size.toFixed(1)}" text-anchor="middle" fill="${board.ink}">${board.text}</text>`;
}

/** Which of a seven-segment digit's segments light (a–g), per digit. */
const SEGMENTS = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];

/** Width of a race clock's housing showing `text` in digits `digit` px tall. */
export function clockWidth(text: string, digit: number): number {
  const colons = text.split(':').length - 1;
  return digit * (0.7 + 0.85 * (text.length - colons) + 0.35 * colons);
}

/** A race clock: a dark housing with lit seven-segment digits and unlit ghosts of the others. */
function raceClock(clock: RaceClock): { svg: string; width: number } {
  const h = clock.digit;
  const w = 0.55 * h;
  const t = 0.13 * h;
  const advance = w + 0.3 * h;
  const colonAdvance = 0.35 * h;
  const segment = (name: string, x: number, y: number) => {
    const bar = (x1: number, y1: number, horizontal: boolean) =>
      horizontal
        ? `M${x1 + t / 2} ${y1} l${t / 2} ${-t / 2} h${w - 2 * t} l${t / 2} ${t / 2} l${-t / 2} ${t / 2} h${-(w - 2 * t)} Z`
        : `M${x1} ${y1 + t / 2} l${t / 2} ${t / 2} v${h / 2 - 2 * t} l${-t / 2} ${t / 2} l${-t / 2} ${-t / 2} v${-(h / 2 - 2 * t)} Z`;
    const places: Record<string, [number, number, boolean]> = {
      a: [x, y, true],
      b: [x + w, y, false],
      c: [x + w, y + h / 2, false],
      d: [x, y + h, true],
      e: [x, y + h / 2, false],
      f: [x, y, false],
      g: [x, y + h / 2, true],
    };
    const [px, py, horizontal] = places[name]!;
    return bar(px, py, horizontal);
  };
  let x = clock.x + 0.4 * h;
  const y = clock.y + 0.35 * h;
  const lit: string[] = [];
  const ghost: string[] = [];
  for (const char of clock.text) {
    if (char === ':') {
      lit.push(
        `M${x + 0.05 * h} ${y + 0.3 * h} h${t} v${t} h${-t} Z M${x + 0.05 * h} ${y + 0.65 * h} h${t} v${t} h${-t} Z`,
      );
      x += colonAdvance;
      continue;
    }
    const on = SEGMENTS[Number(char)]!;
    for (const name of 'abcdefg') (on.includes(name) ? lit : ghost).push(segment(name, x, y));
    x += advance;
  }
  const width = clockWidth(clock.text, h);
  const svg = [
    `<rect x="${clock.x}" y="${clock.y}" width="${width}" height="${1.7 * h}" rx="${0.08 * h}" fill="#141414" stroke="#5a5a5a" stroke-width="${0.06 * h}"/>`,
    `<path d="${ghost.join(' ')}" fill="${clock.colour}" opacity="0.1"/>`,
    `<path d="${lit.join(' ')}" fill="${clock.colour}"/>`,
  ].join('');
  return { svg, width };
}

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** Lane lines running from the vanishing point on the horizon, wider as they come nearer. */
function drawLanes(canvas: Canvas, scene: ScenePlan) {
  for (let lane = 0; lane < scene.lanes.count; lane += 1) {
    const bottom = ((lane + 0.5) / scene.lanes.count) * scene.width * 1.8 - 0.4 * scene.width;
    for (let y = scene.horizon; y < scene.height; y += 1) {
      const near = (y - scene.horizon) / (scene.height - scene.horizon);
      const centre = scene.lanes.vanish + (bottom - scene.lanes.vanish) * near;
      const half = Math.max(0.5, 30 * near);
      canvas.paintSpan(y, centre - half, centre + half, [233, 230, 218], 0.7);
    }
  }
}

/** The boards and the clock, each drawn at half resolution: they are behind the runners, a little out of focus. */
function sceneSvgs(scene: ScenePlan): { region: Region; content: string }[] {
  const around = (x: number, y: number, width: number, height: number): Region => ({
    x: Math.max(0, Math.floor(x)),
    y: Math.max(0, Math.floor(y)),
    width: Math.min(scene.width, Math.ceil(x + width)) - Math.max(0, Math.floor(x)),
    height: Math.min(scene.height, Math.ceil(y + height)) - Math.max(0, Math.floor(y)),
  });
  const boards = scene.boards.map((board) => ({
    region: around(board.x, board.y, board.width, board.height),
    content: `<rect x="${board.x}" y="${board.y}" width="${board.width}" height="${board.height}" fill="${board.colour}"/>${boardText(board)}`,
  }));
  const clock = raceClock(scene.clock);
  return [
    ...boards,
    { region: around(scene.clock.x, scene.clock.y, clock.width, 1.7 * scene.clock.digit), content: clock.svg },
  ];
}

/** The scene without runners: the defocused spectators above the horizon, the road below, boards and clock. */
export async function drawScene(canvas: Canvas, scene: ScenePlan) {
  const spectators = await backdrop(scene);
  canvas.paintBackdrop(spectators.data, spectators.width, spectators.height, scene.horizon);
  canvas.fillRows(scene.horizon, scene.height, rgb(scene.asphalt[0]), rgb(scene.asphalt[1]));
  drawLanes(canvas, scene);
  for (const { region, content } of sceneSvgs(scene)) {
    if (region.width > 0 && region.height > 0) canvas.blend(await svgLayer(svgDocument(region, content, 0.5), region));
  }
}
