// Geometry of detected text lines: a line is a turned rectangle (a bib is rarely level), found as
// the smallest rectangle around a blob of the detector's map.

export interface Point {
  x: number;
  y: number;
}

/** A rectangle turned by `angle` radians about its centre; `width` runs along the text, `height` across it. */
export interface TurnedBox {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull of `points`, counter-clockwise (monotone chain). */
export function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const half = (list: Point[]) => {
    const hull: Point[] = [];
    for (const point of list) {
      while (hull.length >= 2 && cross(hull.at(-2)!, hull.at(-1)!, point) <= 0) hull.pop();
      hull.push(point);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half(sorted.reverse())];
}

/**
 * The smallest-area rectangle around `points` (one of its sides lies on a hull edge), turned so that
 * its width is the longer side and its angle is within ±45° of level (text read left to right).
 */
export function smallestBox(points: Point[]): TurnedBox {
  const hull = convexHull(points);
  let best: TurnedBox | undefined;
  let bestArea = Infinity;
  for (let index = 0; index < hull.length; index += 1) {
    const a = hull[index]!;
    const b = hull[(index + 1) % hull.length]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const [ux, uy] = [(b.x - a.x) / length, (b.y - a.y) / length];
    let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of hull) {
      const u = p.x * ux + p.y * uy;
      const v = -p.x * uy + p.y * ux;
      [minU, maxU, minV, maxV] = [Math.min(minU, u), Math.max(maxU, u), Math.min(minV, v), Math.max(maxV, v)];
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area >= bestArea) continue;
    bestArea = area;
    const [mu, mv] = [(minU + maxU) / 2, (minV + maxV) / 2];
    best = {
      cx: mu * ux - mv * uy,
      cy: mu * uy + mv * ux,
      width: maxU - minU,
      height: maxV - minV,
      angle: Math.atan2(uy, ux),
    };
  }
  if (!best) {
    const p = hull[0] ?? { x: 0, y: 0 };
    return { cx: p.x, cy: p.y, width: 0, height: 0, angle: 0 };
  }
  return levelled(best);
}

/** The same rectangle described with its longer side as width and an angle within ±45°. */
function levelled(box: TurnedBox): TurnedBox {
  let { width, height, angle } = box;
  // Fold the angle into (-90°, 90°]: a rectangle turned by 180° is the same rectangle.
  while (angle > Math.PI / 2) angle -= Math.PI;
  while (angle <= -Math.PI / 2) angle += Math.PI;
  if (Math.abs(angle) > Math.PI / 4) {
    [width, height] = [height, width];
    angle += angle > 0 ? -Math.PI / 2 : Math.PI / 2;
  }
  return { ...box, width, height, angle };
}

/** The rectangle grown by `by` on every side. */
export const grown = (box: TurnedBox, by: number): TurnedBox => ({
  ...box,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

/** The rectangle's coordinates multiplied by `factor` (from a scaled copy to the original). */
export const scaled = (box: TurnedBox, factor: number): TurnedBox => ({
  cx: box.cx * factor,
  cy: box.cy * factor,
  width: box.width * factor,
  height: box.height * factor,
  angle: box.angle,
});

/** The point at (u, v) in the rectangle's own frame: u along the text from its centre, v across it. */
export function pointAt(box: TurnedBox, u: number, v: number): Point {
  const [cos, sin] = [Math.cos(box.angle), Math.sin(box.angle)];
  return { x: box.cx + u * cos - v * sin, y: box.cy + u * sin + v * cos };
}

/** Where `point` lies in the rectangle's own frame (the inverse of pointAt). */
export function frameOf(box: TurnedBox, point: Point): { u: number; v: number } {
  const [cos, sin] = [Math.cos(box.angle), Math.sin(box.angle)];
  const [dx, dy] = [point.x - box.cx, point.y - box.cy];
  return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
}

/** Whether `box`'s centre lies inside `other`. */
export function centreInside(box: TurnedBox, other: TurnedBox): boolean {
  const { u, v } = frameOf(other, { x: box.cx, y: box.cy });
  return Math.abs(u) < other.width / 2 && Math.abs(v) < other.height / 2;
}

/** The level box around the rectangle, in whole pixels. */
export function boundsOf(box: TurnedBox): { left: number; top: number; right: number; bottom: number } {
  const corners = [-1, 1].flatMap((su) =>
    [-1, 1].map((sv) => pointAt(box, (su * box.width) / 2, (sv * box.height) / 2)),
  );
  return {
    left: Math.floor(Math.min(...corners.map((p) => p.x))),
    top: Math.floor(Math.min(...corners.map((p) => p.y))),
    right: Math.ceil(Math.max(...corners.map((p) => p.x))),
    bottom: Math.ceil(Math.max(...corners.map((p) => p.y))),
  };
}
