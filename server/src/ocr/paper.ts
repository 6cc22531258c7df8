import { colourAt, levelLine, type Raster } from './line-pixels.ts';
import type { TurnedBox } from './text-geometry.ts';

// The paper a number is printed on, seen from the number. Bib numbers are printed with paper either
// side; where the paper stops right at the last digit (an arm over the number, a fold, the edge of
// a banner) the number probably goes on beyond it, unseen. The paper is told by its colour: what
// most of the line's box shows, followed outward as long as it changes only gradually (a shadow
// across a bib is still its paper; an arm, a crease or the vest is not).

/** What lies beyond one end of a number. */
export interface PaperSide {
  /** Paper between the last glyph and whatever stops it, in heights of the line box. */
  margin: number;
  /** The colour of what stops it (the shirt around the paper, an arm over it). */
  beyond: Colour;
  /** The paper's colour where it begins beside the glyphs (a shadow darkens one end and what lies beyond it). */
  paper: Colour;
  /** The paper's colour above and below the last glyph (a shadow over the number's end darkens it there too). */
  glyphPaper: Colour;
  /** The photo ends there, at the paper's end or just beyond what stops it: what follows is not seen. */
  leavesPhoto: boolean;
  /**
   * What stops the paper still has the paper's colour (a white bib on a white shirt, a crease): the
   * paper's own end is not seen there.
   */
  goesOn: boolean;
  /**
   * How far the end of the paper moves between the upper and the lower half of the text band (line
   * heights): a paper's cut edge runs straight along the glyphs' vertical; a letter, a hand or a
   * slanted arm does not.
   */
  slant: number;
}

/** Paper around a number, before its first glyph and after its last. */
export interface PaperMargins {
  before: PaperSide;
  after: PaperSide;
}

export type Colour = [number, number, number];

/** Samples per line-box height (each the mean of the pixels it stands for). */
const SAMPLES_PER_HEIGHT = 40;
/** Samples averaged per side of a sample at most: enough against JPEG noise, cheap on a large line. */
const MAX_SUPERSAMPLING = 2;
/** How far beyond the glyphs the paper is followed, in line heights: a margin this wide is wide enough. */
const MAX_MARGIN = 2;
/** The text band: the middle of the line box (a share of its height), where digits have ink. */
const BAND = 0.6;
/** How far (line heights) a glyph's edge may blend into the paper before the paper itself begins. */
const BLUR = 0.08;
/** How fast the paper's colour followed outward adapts to what it sees (a shadow's slow change). */
const FOLLOW = 0.2;
/**
 * A stretch of one colour (within half the walk's tolerance) between the glyphs at least this long
 * (line heights) is paper, not a glyph's blurred edge.
 */
const PAPER_STRETCH = 0.1;
/** …found in at least this share of the band's rows. */
const SHADE_ROWS = 0.25;
/** A shadow on the paper leaves at least this share of its light (a darker stretch is ink or a sleeve). */
export const MIN_SHADE = 0.35;
/** How far back from a number's end (line heights) its last glyph's paper is seen above and below it. */
const LAST_GLYPH = 0.4;

export const distance = (a: Colour, b: Colour) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
export const luma = (c: Colour) => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
/** How much of `reference`'s light `c` has (luma against luma). */
export const lightShare = (c: Colour, reference: Colour) => luma(c) / Math.max(1, luma(reference));
/** `c` in a light with `share` of its own: every channel scaled alike. */
export const inLight = (c: Colour, share: number) => c.map((value) => value * share) as Colour;
/** `c` is `paper` in another light: as much darker or lighter in every channel, within `tolerance`. */
const inAnotherLight = (c: Colour, paper: Colour, tolerance: number) => {
  const share = lightShare(c, paper);
  return share >= MIN_SHADE && share <= 1 / MIN_SHADE && distance(c, inLight(paper, share)) <= tolerance;
};
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const median = (colours: Colour[]): Colour => [0, 1, 2].map((i) => middle(colours.map((c) => c[i]!))) as Colour;

/** Otsu's threshold of the lumas: the split that best separates two groups (ink and paper). */
function otsu(lumas: number[]): number {
  const sorted = [...lumas].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  let [best, threshold, below] = [-1, sorted[0] ?? 0, 0];
  for (let index = 0; index < sorted.length - 1; index += 1) {
    below += sorted[index]!;
    const [n0, n1] = [index + 1, sorted.length - index - 1];
    const [m0, m1] = [below / n0, (total - below) / n1];
    const between = n0 * n1 * (m0 - m1) ** 2;
    if (between > best) [best, threshold] = [between, sorted[index]!];
  }
  return threshold;
}

/**
 * The colours of ink and paper: the two luma groups of `colours`; paper is the group that fills
 * `around` (rows above and below the digits, where bold digits cannot outnumber it).
 */
export function inkAndPaper(colours: Colour[], around: Colour[]): { ink: Colour; paper: Colour } {
  const threshold = otsu(colours.map(luma));
  const dark = colours.filter((c) => luma(c) <= threshold);
  const light = colours.filter((c) => luma(c) > threshold);
  const lightAround = around.filter((c) => luma(c) > threshold).length;
  const [paper, ink] = 2 * lightAround >= around.length ? [light, dark] : [dark, light];
  return { ink: median(ink.length > 0 ? ink : paper), paper: median(paper.length > 0 ? paper : ink) };
}

/** The line box and `reach` beyond both ends, as columns of samples (u along the line, all rows across). */
function sampledColumns(raster: Raster, box: TurnedBox, reach: number) {
  const step = box.height / SAMPLES_PER_HEIGHT;
  const width = Math.round((box.width + 2 * reach) / step);
  const pixels = levelLine(raster, { ...box, width: width * step }, width, SAMPLES_PER_HEIGHT, MAX_SUPERSAMPLING);
  const columns: Colour[][] = [];
  for (let x = 0; x < width; x += 1) {
    const column: Colour[] = [];
    for (let y = 0; y < SAMPLES_PER_HEIGHT; y += 1) {
      const at = (y * width + x) * 3;
      column.push([pixels[at]!, pixels[at + 1]!, pixels[at + 2]!]);
    }
    columns.push(column);
  }
  return { columns, step, origin: -(width * step) / 2 };
}

/**
 * How much paper lies beyond each end of the glyphs (`glyphs`: their span along the line, in pixels
 * from the box's centre, as the recogniser placed them): row by row across the text band, the
 * paper is followed outward from the glyphs' last ink until its colour jumps.
 */
export function paperMargins(raster: Raster, box: TurnedBox, glyphs: { from: number; to: number }): PaperMargins {
  const reach = box.width / 2 + MAX_MARGIN * box.height;
  const sampled = sampledColumns(raster, box, reach - box.width / 2);
  const { step, origin } = sampled;
  // The whole box's height holds paper above and below the digits: ink and paper are told there
  // (bold digits may cover more of the band than the paper between them).
  const [top, bottom] = [
    Math.round(((1 - BAND) / 2) * SAMPLES_PER_HEIGHT),
    Math.round(((1 + BAND) / 2) * SAMPLES_PER_HEIGHT),
  ];
  const columns = sampled.columns.map((column) => column.slice(top, bottom));
  const columnAt = (u: number) => Math.min(columns.length - 1, Math.max(0, Math.round((u - origin) / step)));
  const [from, to] = [columnAt(glyphs.from), columnAt(glyphs.to)];
  const spanned = sampled.columns.slice(from, to + 1);
  const edge = Math.round(0.12 * SAMPLES_PER_HEIGHT);
  const aboveAndBelow = spanned.flatMap((column) => [...column.slice(0, edge), ...column.slice(-edge)]);
  const { ink, paper } = inkAndPaper(spanned.flat(), aboveAndBelow);
  const contrast = distance(ink, paper);
  // Noise: how much neighbouring paper samples differ (low light, JPEG), so it is not taken for an edge.
  const steps = columns.slice(from, to).flatMap((column, x) =>
    column.flatMap((c, y) => {
      const next = columns[from + x + 1]![y]!;
      return distance(c, paper) < 0.25 * contrast && distance(next, paper) < 0.25 * contrast ? [distance(c, next)] : [];
    }),
  );
  const tolerance = Math.max(14, 0.12 * contrast, 3 * middle(steps));
  // A glyph's column has ink across the text band and paper both above and below it; a dark shirt,
  // an arm or the slanted edge of the paper beyond the number has ink's colour but not paper on
  // both sides of it.
  const inkReach = Math.max(20, 0.35 * contrast);
  // Above or below a glyph the paper may lie in a shadow or a fold's shade across the number.
  const paperIn = (colours: Colour[]) =>
    colours.filter(
      (c) => distance(c, paper) < inkReach || (distance(c, ink) > inkReach && inAnotherLight(c, paper, tolerance)),
    ).length >= 2;
  const inkInBand = (x: number) => columns[x]!.filter((c) => distance(c, ink) <= inkReach).length >= 2;
  const paperAbove = (x: number) => paperIn(sampled.columns[x]!.slice(0, edge));
  const paperBelow = (x: number) => paperIn(sampled.columns[x]!.slice(-edge));
  const inky = (x: number) => inkInBand(x) && paperAbove(x) && paperBelow(x);
  // A glyph as tall as the line box, or a print band or shadow along one side of it, leaves no paper
  // on that side of its columns: a column right after the glyph's ink (or where the recogniser
  // placed it) carries the glyph on with paper on one side only, so the glyph's end is not taken for
  // the paper's (decision 064, 2026-12-01).
  const inkGoesOn = (x: number) => inkInBand(x) && (paperAbove(x) || paperBelow(x));

  // The widest gap between the glyphs (a 1's side bearings), in columns.
  let [glyphGap, run] = [Math.round((0.05 * box.height) / step), 0];
  for (let x = from; x <= to; x += 1) {
    run = inky(x) ? 0 : run + 1;
    glyphGap = Math.max(glyphGap, Math.min(run, Math.round((0.25 * box.height) / step)));
  }

  // The paper's colours in each row of the band between the glyphs: a cast shadow or a crease
  // across the paper leaves it in two shades, and the paper beyond an end may be in either.
  const stretch = Math.max(2, Math.round((PAPER_STRETCH * box.height) / step));
  const stretches = columns[0]!.map((_, y) => {
    const found: Colour[] = [];
    // Only between the row's first and last ink: the recogniser's span may reach past the paper.
    const inkAt = (x: number) => distance(columns[x]![y]!, ink) <= inkReach;
    let [left, right] = [from, to];
    while (left < right && !inkAt(left)) left += 1;
    while (right > left && !inkAt(right)) right -= 1;
    let x = left;
    while (x <= right) {
      const first = columns[x]![y]!;
      let next = x + 1;
      while (next <= right && distance(columns[next]![y]!, first) <= tolerance / 2) next += 1;
      if (next - x >= stretch) {
        const colour = median(columns.slice(x, next).map((column) => column[y]!));
        if (distance(colour, ink) > inkReach) found.push(colour);
      }
      x = next;
    }
    return found;
  });
  // A shadow or a crease spans many rows of the band; a stroke's blurred top or bottom edge, one or two.
  const shades = stretches.map((found) =>
    found.filter(
      (colour) =>
        stretches.filter((row) => row.some((other) => distance(other, colour) <= tolerance / 2)).length >=
        SHADE_ROWS * stretches.length,
    ),
  );

  const beyondReach = Math.max(2, Math.round((0.25 * box.height) / step));
  // Whether a sample (column, row of the whole box) lies in the photo: the raster of a line reaches
  // further than the paper is followed, so only the photo's own edge stops it.
  const [cos, sin] = [Math.cos(box.angle), Math.sin(box.angle)];
  const scratch = [0, 0, 0];
  const inPhoto = (x: number, row: number) => {
    const [u, v] = [origin + (x + 0.5) * step, ((row + 0.5) / SAMPLES_PER_HEIGHT - 0.5) * box.height];
    return colourAt(raster, box.cx + u * cos - v * sin, box.cy + u * sin + v * cos, scratch);
  };

  /** The paper beyond one end of the glyphs (`estimate`: where the recogniser placed that end). */
  const side = (estimate: number, direction: 1 | -1): PaperSide => {
    // The glyphs' last ink near where the recogniser placed them (its columns are coarse).
    // The recogniser places a character where it is surest, often short of the glyph's far edge: the
    // ink is followed outward across gaps no wider than those between the glyphs, so it stops at
    // the paper's margin rather than running on into a dark shirt beyond it.
    let end = estimate;
    const [back, ahead] = [0.3, 0.7].map((heights) => Math.round((heights * box.height) / step)) as [number, number];
    for (let x = estimate - direction * back; x !== estimate + direction * ahead; x += direction) {
      if (x < 0 || x >= columns.length) break;
      if (inky(x) || (end === x - direction && inkGoesOn(x))) end = x;
      else if ((x - end) * direction > glyphGap && (x - estimate) * direction > 0) break;
    }
    // The column after the ink blends ink and paper: the walk starts one further.
    const start = end + 2 * direction;
    const blurred = Math.round((BLUR * box.height) / step);
    // The paper's colour at this end, row by row (light may fall across the bib): between its last glyphs.
    const height = Math.round(box.height / step);
    const near = columns.slice(Math.min(end, end - direction * height), Math.max(end, end - direction * height) + 1);
    const inside = (x: number) => x >= 0 && x < columns.length;
    // The paper above and below the last glyph: in a shadow cast across the number's end, its
    // shade there, which the gaps between the glyphs further in may not show.
    const lastGlyph = Math.round((LAST_GLYPH * box.height) / step);
    const endShade = median(
      sampled.columns
        .slice(Math.min(end, end - direction * lastGlyph), Math.max(end, end - direction * lastGlyph) + 1)
        .flatMap((column) => [...column.slice(0, edge), ...column.slice(-edge)]),
    );
    const rows = columns[0]!.map((_, y) => {
      const gaps = near.map((column) => column[y]!).filter((c) => distance(c, paper) < distance(c, ink));
      const local = gaps.length > 0 ? median(gaps) : paper;
      // The row's other shades of this paper: as much darker or lighter in every channel (not a
      // glyph's edge blended with coloured ink, nor the same shade a little off).
      const otherShades = [...shades[y]!, endShade].filter(
        (shade) => distance(shade, local) > 2 * tolerance && inAnotherLight(shade, local, tolerance),
      );
      // Which of the row's shades of paper `c` is: this end's own within `localAllowance` (by the
      // glyph it may blend with the glyph's edge: twice the tolerance), another as closely as the
      // walk matches each step (it is a stretch of paper, not an edge).
      const shadeOf = (c: Colour, localAllowance: number) =>
        distance(c, local) <= localAllowance ? local : otherShades.find((shade) => distance(c, shade) <= tolerance);
      const beyond = (from: number) =>
        Array.from({ length: beyondReach }, (_, n) => columns[from + n * direction]?.[y]).filter(
          (c) => c !== undefined,
        );
      // A blurred or small print blends the glyph's edge into the paper over a few more columns.
      let first = start;
      while ((first - start) * direction < blurred && inside(first) && !shadeOf(columns[first]![y]!, 2 * tolerance))
        first += direction;
      const sample = columns[first]?.[y];
      const startShade = sample && shadeOf(sample, 2 * tolerance);
      if (!startShade) return { length: 0, beyond: beyond(start), leaves: false, shade: local };
      let reference = sample;
      let x = first + direction;
      for (; inside(x); x += direction) {
        const c = columns[x]![y]!;
        if (distance(c, reference) <= tolerance)
          reference = reference.map((value, i) => value + FOLLOW * (c[i]! - value)) as Colour;
        else {
          // A shadow's edge: the paper goes on in another of its shades (or back out of the shadow).
          const shade = otherShades.length > 0 ? shadeOf(c, tolerance) : undefined;
          if (!shade) break;
          reference = shade;
        }
      }
      // The photo ends where the paper does, or just beyond what stops it (a letter cut by the frame).
      const leaves = inside(x) && !inPhoto(x + direction * beyondReach, top + y);
      return { length: Math.abs(x - start), beyond: beyond(x), leaves, shade: startShade };
    });
    // The mean over the band's rows: where the paper's edge slants across the rows (a slanted bib),
    // that is its distance at the middle of the line.
    const length = rows.reduce((sum, row) => sum + (row.length === 0 ? 0 : row.length + 1), 0) / rows.length;
    const beyond = median(rows.flatMap((row) => row.beyond));
    const paperRows = rows.filter((row) => row.length > 0);
    const half = Math.floor(rows.length / 2);
    const [upper, lower] = [rows.slice(0, half), rows.slice(half)].map((part) => middle(part.map((row) => row.length)));
    return {
      margin: (length * step) / box.height,
      beyond,
      paper: median((paperRows.length > 0 ? paperRows : rows).map((row) => row.shade)),
      glyphPaper: endShade,
      leavesPhoto: 2 * rows.filter((row) => row.leaves).length > rows.length,
      // The same test that takes a row's first sample beyond the ink for paper.
      goesOn: distance(beyond, paper) <= 2 * tolerance,
      slant: (Math.abs(upper! - lower!) * step) / box.height,
    };
  };
  return { before: side(from, -1), after: side(to, 1) };
}
