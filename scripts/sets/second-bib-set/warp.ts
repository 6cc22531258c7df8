import type { Layer } from './canvas.ts';

// A printed bib seen on a runner: the flat print is turned in space (the body turned and leaning, the
// camera tilted), seen in perspective, maybe folded along a vertical crease, and lit unevenly. The
// same mapping places the label's digit boxes and an arm over the number, so the label is exact.

export interface Point {
  x: number;
  y: number;
}

export interface BibPose {
  /** In-plane turn, degrees clockwise. */
  roll: number;
  /** Body turned (degrees about the vertical axis) and leaning (about the horizontal axis). */
  yaw: number;
  pitch: number;
  /** A crease at `at` (share of the width): the part right of it turned away to `squeeze` of its width and lit × `light`. */
  fold?: { at: number; squeeze: number; light: number };
  /**
   * Light on the paper's left and right edges (1 = as printed), linear between; maybe a cast
   * shadow (a cap's, an arm's) beyond a soft edge through (at × width, height / 2) at `angle` degrees.
   */
  light: { left: number; right: number; shadow?: { at: number; angle: number; depth: number } };
}

/** A bib's print (width × height px at the runner's distance) centred at `centre` in the photo. */
export interface BibSurface {
  width: number;
  height: number;
  centre: Point;
  pose: BibPose;
}

export interface RgbaImage {
  data: Buffer;
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number, number, number, number];
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Width of the print once folded: the part past the crease is foreshortened. */
function foldedWidth({ width, pose }: BibSurface): number {
  return pose.fold ? width * (pose.fold.at + (1 - pose.fold.at) * pose.fold.squeeze) : width;
}

/**
 * The plane's projection (a homography) from folded print coordinates, origin at its centre, to
 * the photo relative to `centre`: rotation yaw then pitch then roll, seen from a distance of two
 * print sizes, scaled so the centre keeps the print's size.
 */
function projection(surface: BibSurface): Matrix {
  const [yaw, pitch, roll] = [radians(surface.pose.yaw), radians(surface.pose.pitch), radians(surface.pose.roll)];
  // Columns of R = Rz(roll) · Rx(pitch) · Ry(yaw) applied to the plane's x and y axes.
  const xAxis = [Math.cos(yaw), 0, -Math.sin(yaw)];
  const yAxis = [Math.sin(yaw) * Math.sin(pitch), Math.cos(pitch), Math.cos(yaw) * Math.sin(pitch)];
  const turn = (v: number[]) => [
    Math.cos(roll) * v[0]! - Math.sin(roll) * v[1]!,
    Math.sin(roll) * v[0]! + Math.cos(roll) * v[1]!,
    v[2]!,
  ];
  const [r1, r2] = [turn(xAxis), turn(yAxis)];
  const distance = 2 * Math.max(surface.width, surface.height);
  return [distance * r1[0]!, distance * r2[0]!, 0, distance * r1[1]!, distance * r2[1]!, 0, r1[2]!, r2[2]!, distance];
}

function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f, g, h, i] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    (e * i - f * h) / det,
    (c * h - b * i) / det,
    (b * f - c * e) / det,
    (f * g - d * i) / det,
    (a * i - c * g) / det,
    (c * d - a * f) / det,
    (d * h - e * g) / det,
    (b * g - a * h) / det,
    (a * e - b * d) / det,
  ];
}

/** Where a point of the flat print (px from its top left) lands in the photo. */
export function printToPhoto(surface: BibSurface): (point: Point) => Point {
  const m = projection(surface);
  const { fold } = surface.pose;
  const halfWidth = foldedWidth(surface) / 2;
  return ({ x, y }) => {
    const crease = fold ? fold.at * surface.width : Infinity;
    const u = (x <= crease ? x : crease + (x - crease) * fold!.squeeze) - halfWidth;
    const v = y - surface.height / 2;
    const w = m[6] * u + m[7] * v + m[8];
    return {
      x: surface.centre.x + (m[0] * u + m[1] * v) / w,
      y: surface.centre.y + (m[3] * u + m[4] * v) / w,
    };
  };
}

/** The photo-space box around the print's four corners. */
export function printBounds(surface: BibSurface): { x: number; y: number; width: number; height: number } {
  const toPhoto = printToPhoto(surface);
  const corners = [
    toPhoto({ x: 0, y: 0 }),
    toPhoto({ x: surface.width, y: 0 }),
    toPhoto({ x: 0, y: surface.height }),
    toPhoto({ x: surface.width, y: surface.height }),
  ];
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * The flat print (RGBA, surface.width × surface.height) as the camera sees it: each photo pixel
 * is mapped back onto the print and sampled bilinearly, then lit. Returns the layer and its place.
 */
export function warpPrint(print: RgbaImage, surface: BibSurface): Layer {
  const bounds = printBounds(surface);
  const left = Math.floor(bounds.x) - 1;
  const top = Math.floor(bounds.y) - 1;
  const width = Math.ceil(bounds.x + bounds.width) + 1 - left;
  const height = Math.ceil(bounds.y + bounds.height) + 1 - top;
  const inverse = invert(projection(surface));
  const { fold, light } = surface.pose;
  const crease = fold ? fold.at * surface.width : Infinity;
  const halfWidth = foldedWidth(surface) / 2;
  const creaseWidth = 0.012 * surface.width;
  const shadow = light.shadow && {
    ...light.shadow,
    normal: [Math.sin(radians(light.shadow.angle)), -Math.cos(radians(light.shadow.angle))] as const,
    softness: 0.02 * surface.width,
  };
  const scale = print.width / surface.width;
  const out = Buffer.alloc(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const px = left + column + 0.5 - surface.centre.x;
      const py = top + row + 0.5 - surface.centre.y;
      const w = inverse[6] * px + inverse[7] * py + inverse[8];
      const folded = (inverse[0] * px + inverse[1] * py + inverse[2]) / w + halfWidth;
      const y = (inverse[3] * px + inverse[4] * py + inverse[5]) / w + surface.height / 2;
      const x = folded <= crease ? folded : crease + (folded - crease) / fold!.squeeze;
      if (x < -1 || y < -1 || x > surface.width + 1 || y > surface.height + 1) continue;
      let lit = light.left + ((light.right - light.left) * x) / surface.width;
      if (shadow) {
        const side = (x - shadow.at * surface.width) * shadow.normal[0] + (y - surface.height / 2) * shadow.normal[1];
        lit *= 1 - (1 - shadow.depth) * Math.min(1, Math.max(0, 0.5 + side / shadow.softness));
      }
      if (fold) {
        if (x > crease) lit *= fold.light;
        lit *= 1 - 0.4 * Math.exp(-(((x - crease) / creaseWidth) ** 2));
      }
      sample(print, x * scale - 0.5, y * scale - 0.5, lit, out, (row * width + column) * 4);
    }
  }
  return { data: out, width, height, region: { x: left, y: top, width, height } };
}

/** Bilinear sample of `image` at (x, y), colour times `lit`, written at `offset` of `out`; outside is transparent. */
function sample(image: RgbaImage, x: number, y: number, lit: number, out: Buffer, offset: number) {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const { data, width, height } = image;
  let alpha = 0;
  let red = 0;
  let green = 0;
  let blue = 0;
  // The four neighbours, each weighted by its share and its opacity (outside the print: none).
  for (let corner = 0; corner < 4; corner += 1) {
    const sx = x0 + (corner & 1);
    const sy = y0 + (corner >> 1);
    if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
    const share = (corner & 1 ? fx : 1 - fx) * (corner >> 1 ? fy : 1 - fy);
    const at = (sy * width + sx) * 4;
    const weight = (data[at + 3]! / 255) * share;
    alpha += weight;
    red += data[at]! * weight;
    green += data[at + 1]! * weight;
    blue += data[at + 2]! * weight;
  }
  if (alpha <= 0) return;
  const gain = lit / alpha;
  out[offset] = Math.min(255, Math.round(red * gain));
  out[offset + 1] = Math.min(255, Math.round(green * gain));
  out[offset + 2] = Math.min(255, Math.round(blue * gain));
  out[offset + 3] = Math.round(alpha * 255);
}
