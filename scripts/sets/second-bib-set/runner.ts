import sharp from 'sharp';
import { bibPrintSvg, type BibPrint, type Box } from './bib-print.ts';
import { BIB_TYPEFACES, fontAttributes } from './fonts.ts';
import { headImage, type HeadPlan } from './people.ts';
import { smear, svgDocument, svgLayer, type Layer } from './canvas.ts';
import { printToPhoto, warpPrint, type BibSurface, type Point } from './warp.ts';

// One runner: a drawn body in a shirt (maybe with a club print on the chest), a real head, the bib
// warped onto the chest, and maybe an arm across the bib. Body measures are in bib sizes, so a far
// runner is a small runner; the whole runner can be smeared by motion.

export interface ArmPlan {
  /** end / middle: down over a digit (unreadable); below / band: across the paper under or over the digits (readable). */
  kind: 'end' | 'middle' | 'below' | 'band';
  /** The forearm's axis and thickness, in print px (it lies on the bib). */
  from: Point;
  to: Point;
  thickness: number;
  colour: string;
}
export interface RunnerPlan {
  print: BibPrint;
  surface: BibSurface;
  head: HeadPlan;
  body: { shirt: string; shorts: string; skin: string; sleeves: boolean; chest?: { text: string; typeface: number } };
  arm?: ArmPlan;
  /** Horizontal motion blur, px (0: sharp). */
  blur: number;
}

/** The runner's body box in the photo (head to the bottom of the legs): nothing of another bib may hide under it. */
export function runnerBox(plan: RunnerPlan): Box {
  const { width: w, height: h, centre } = plan.surface;
  const top = centre.y - 1.4 * h - 2.4 * plan.head.width;
  return { x: centre.x - 1.6 * w, y: top, width: 3.2 * w, height: centre.y + 6.3 * h - top };
}

/** Shirt, shorts, legs, neck and arms swinging at the sides, in photo px, leaning with the bib. */
function bodySvg(plan: RunnerPlan): string {
  const { width: w, height: h, centre } = plan.surface;
  const { shirt, shorts, skin, sleeves, chest } = plan.body;
  const [cx, cy] = [centre.x, centre.y];
  const shoulders = cy - 1.05 * h;
  const waist = cy + 0.95 * h;
  const limb = (width: number, colour: string, ...points: [number, number][]) =>
    `<polyline points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const parts = [
    `<defs><linearGradient id="cloth"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient></defs>`,
    // Legs mid-stride: one knee forward and bent, the other pushing off behind; shoes at the ends.
    limb(
      0.5 * w,
      skin,
      [cx - 0.4 * w, waist + 0.6 * h],
      [cx - 0.55 * w, waist + 2.3 * h],
      [cx - 0.35 * w, waist + 4.2 * h],
    ),
    limb(
      0.5 * w,
      skin,
      [cx + 0.4 * w, waist + 0.6 * h],
      [cx + 0.5 * w, waist + 2.2 * h],
      [cx + 0.8 * w, waist + 3.9 * h],
    ),
    `<ellipse cx="${cx - 0.3 * w}" cy="${waist + 4.35 * h}" rx="${0.42 * w}" ry="${0.2 * h}" fill="${shorts}"/>`,
    `<ellipse cx="${cx + 0.9 * w}" cy="${waist + 4.05 * h}" rx="${0.42 * w}" ry="${0.2 * h}" fill="${shorts}"/>`,
    `<rect x="${cx - 0.9 * w}" y="${waist - 0.1 * h}" width="${1.8 * w}" height="${1.1 * h}" rx="${0.15 * w}" fill="${shorts}"/>`,
    limb(
      0.34 * w,
      skin,
      [cx - 0.95 * w, shoulders + 0.2 * h],
      [cx - 1.3 * w, cy + 0.3 * h],
      [cx - 1.0 * w, cy - 0.25 * h],
    ),
    limb(
      0.34 * w,
      skin,
      [cx + 0.95 * w, shoulders + 0.2 * h],
      [cx + 1.35 * w, cy + 0.4 * h],
      [cx + 1.1 * w, cy + 0.9 * h],
    ),
    `<rect x="${cx - 0.18 * w}" y="${shoulders - 0.45 * h}" width="${0.36 * w}" height="${0.6 * h}" fill="${skin}"/>`,
  ];
  const sleeve = sleeves ? 0.28 * w : 0;
  const torso = `M${cx - 1.0 * w - sleeve} ${shoulders + 0.25 * h + sleeve} L${cx - 0.95 * w} ${shoulders} Q${cx} ${shoulders - 0.18 * h} ${cx + 0.95 * w} ${shoulders} L${cx + 1.0 * w + sleeve} ${shoulders + 0.25 * h + sleeve} L${cx + 0.88 * w} ${shoulders + 0.55 * h} L${cx + 0.82 * w} ${waist} L${cx - 0.82 * w} ${waist} L${cx - 0.88 * w} ${shoulders + 0.55 * h} Z`;
  parts.push(`<path d="${torso}" fill="${shirt}"/>`, `<path d="${torso}" fill="url(#cloth)"/>`);
  if (chest) {
    const face = BIB_TYPEFACES[chest.typeface]!;
    const size = 0.16 * h;
    parts.push(
      `<text x="${cx}" y="${shoulders + 0.3 * h}" ${fontAttributes(face)} font-size="${size.toFixed(1)}" text-anchor="middle" fill="#ffffff" fill-opacity="0.9">${chest.text}</text>`,
    );
  }
  // The body leans with the bib and, turned away, looks narrower.
  const { roll, yaw } = plan.surface.pose;
  const turned = Math.max(0.6, Math.cos((yaw * Math.PI) / 180));
  return `<g transform="rotate(${(roll * 0.6).toFixed(2)} ${cx} ${cy}) translate(${cx * (1 - turned)} 0) scale(${turned.toFixed(3)} 1)">${parts.join('')}</g>`;
}

/** The arm's outline in the photo: its capsule on the print, mapped point by point. */
export function armOutline(plan: RunnerPlan): Point[] {
  const arm = plan.arm!;
  const toPhoto = printToPhoto(plan.surface);
  const angle = Math.atan2(arm.to.y - arm.from.y, arm.to.x - arm.from.x);
  const radius = arm.thickness / 2;
  const outline: Point[] = [];
  for (const [end, start] of [
    [arm.to, angle - Math.PI / 2],
    [arm.from, angle + Math.PI / 2],
  ] as const) {
    for (let step = 0; step <= 8; step += 1) {
      const a = start + (Math.PI * step) / 8;
      outline.push(toPhoto({ x: end.x + radius * Math.cos(a), y: end.y + radius * Math.sin(a) }));
    }
  }
  return outline;
}

function armSvg(plan: RunnerPlan, outline: Point[]): string {
  const points = outline.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const edge = Math.max(1, plan.arm!.thickness * 0.06);
  return `<polygon points="${points}" fill="${plan.arm!.colour}" stroke="#000" stroke-opacity="0.25" stroke-width="${edge}"/>`;
}

/** Intersection of a box with the photo, in whole pixels (null when nothing is left). */
function clip(box: Box, width: number, height: number): Box | null {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const right = Math.min(width, Math.ceil(box.x + box.width));
  const bottom = Math.min(height, Math.ceil(box.y + box.height));
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** The runner as layers over a photo `width` × `height`, back to front: body, head, bib, arm; smeared when moving. */
export async function runnerLayers(plan: RunnerPlan, width: number, height: number): Promise<Layer[]> {
  const region = clip(runnerBox(plan), width, height)!;
  // The body is drawn at half resolution: it is not what the set measures, and it costs its area.
  const layers = [await svgLayer(svgDocument(region, bodySvg(plan), 0.5), region)];
  const head = await headImage(plan.head);
  const { height: h, centre } = plan.surface;
  const headAt = {
    x: Math.round(centre.x - head.faceCentre.x),
    y: Math.round(centre.y - 1.35 * h - 0.75 * plan.head.width - head.faceCentre.y),
  };
  layers.push({
    data: head.data,
    width: head.width,
    height: head.height,
    region: { ...headAt, width: head.width, height: head.height },
  });
  // The print is drawn twice as fine as it is seen, then warped down onto the chest.
  const flat = await sharp(Buffer.from(bibPrintSvg(plan.print, 2)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  layers.push(warpPrint({ data: flat.data, width: flat.info.width, height: flat.info.height }, plan.surface));
  if (plan.arm) {
    const outline = armOutline(plan);
    const box = clip(boundsOf(outline), width, height);
    if (box) layers.push(await svgLayer(svgDocument(box, armSvg(plan, outline)), box));
  }
  return plan.blur > 0 ? layers.map((layer) => smear(layer, plan.blur)) : layers;
}

function boundsOf(points: Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [x, y] = [Math.min(...xs) - 2, Math.min(...ys) - 2];
  return { x, y, width: Math.max(...xs) + 2 - x, height: Math.max(...ys) + 2 - y };
}
