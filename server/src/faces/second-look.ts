import type { DecodedImage } from '../media/decoded-image.ts';

// The detector's second look (decisions/066): SSD MobileNet sees the whole photo at 512 × 512, so a
// runner whose face is 25–80 px wide in the 1 600 px picture is 8–26 px to it, and it often scores
// such a face under its 0.5 threshold. On the hard face set, nearly every box it scored 0.2–0.5 at
// least 24 px wide was a real face (0.23 such boxes per photo). The second look cuts the area around
// each of those unsure boxes, enlarges it to a quarter of SSD's input, and lays up to four of them
// in one 512 × 512 mosaic: one more SSD run, only for photos that have unsure boxes, judges them
// all at three to eight times their size. A face it then finds with confidence is kept.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface ScoredRect extends Rect {
  score: number;
}

/** SSD's input side: the mosaic is exactly what it looks at, so nothing is scaled again. */
export const MOSAIC_SIDE = 512;
/** Four cells of 256 × 256 px. */
const CELLS_PER_SIDE = 2;
const CELL_SIDE = MOSAIC_SIDE / CELLS_PER_SIDE;
/** Unsure boxes looked at in one mosaic. */
export const BOXES_PER_MOSAIC = CELLS_PER_SIDE ** 2;
/** The area cut around an unsure box: this many times its side, so the head and shoulders give context. */
const AREA_PER_BOX = 2.5;
/** The lowest first-look score worth a second look: below it the boxes were mostly not faces. */
export const UNSURE_MIN_SCORE = 0.2;
/** At most this many mosaics per photo (four unsure boxes each), so a crowd costs a bounded amount. */
export const MAX_MOSAICS = 2;
/** An unsure box overlapping a confident face this much is that face, already found. */
const SAME_FACE_OVERLAP = 0.3;

export function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  return (width * height) / (a.width * a.height + b.width * b.height - width * height);
}

/**
 * The first look's boxes that deserve a second one: scored between UNSURE_MIN_SCORE and the
 * confident score, wide enough to keep, not the same face as a confident box; best first, at most
 * one mosaic-load per MAX_MOSAICS.
 */
export function unsureBoxes(boxes: readonly ScoredRect[], confidentScore: number, minFaceSize: number): ScoredRect[] {
  const confident = boxes.filter((box) => box.score >= confidentScore);
  const unsure: ScoredRect[] = [];
  for (const box of [...boxes].sort((a, b) => b.score - a.score)) {
    if (box.score >= confidentScore || box.score < UNSURE_MIN_SCORE || box.width < minFaceSize) continue;
    if ([...confident, ...unsure].some((other) => overlap(other, box) > SAME_FACE_OVERLAP)) continue;
    unsure.push(box);
  }
  return unsure.slice(0, MAX_MOSAICS * BOXES_PER_MOSAIC);
}

/** Where one cell of a mosaic came from: a square of the picture, `area` px on a side. */
interface Cell {
  left: number;
  top: number;
  area: number;
}

export interface Mosaic {
  image: DecodedImage;
  cells: Cell[];
  /** The unsure boxes looked at again, cell by cell. */
  boxes: Rect[];
}

/**
 * Lays the areas around `boxes` (at most BOXES_PER_MOSAIC) into one MOSAIC_SIDE-square picture, each enlarged
 * bilinearly into its cell; what falls outside the picture stays grey.
 */
export function mosaicOf(picture: DecodedImage, boxes: readonly Rect[]): Mosaic {
  const data = Buffer.alloc(MOSAIC_SIDE * MOSAIC_SIDE * 3, 128);
  const cells = boxes.slice(0, BOXES_PER_MOSAIC).map((box, index): Cell => {
    const area = Math.max(box.width, box.height) * AREA_PER_BOX;
    const cell = { left: box.x + box.width / 2 - area / 2, top: box.y + box.height / 2 - area / 2, area };
    const [column, row] = [index % CELLS_PER_SIDE, Math.floor(index / CELLS_PER_SIDE)];
    drawCell(picture, cell, data, column * CELL_SIDE, row * CELL_SIDE);
    return cell;
  });
  const image = { data, width: MOSAIC_SIDE, height: MOSAIC_SIDE, channels: 3 as const };
  const looked = boxes.slice(0, cells.length);
  return { image: { ...image, originalWidth: MOSAIC_SIDE, originalHeight: MOSAIC_SIDE }, cells, boxes: looked };
}

function drawCell(picture: DecodedImage, cell: Cell, into: Buffer, left: number, top: number): void {
  const step = cell.area / CELL_SIDE;
  for (let row = 0; row < CELL_SIDE; row += 1) {
    const y = cell.top + (row + 0.5) * step - 0.5;
    if (y < 0 || y > picture.height - 1) continue;
    const [y0, fy] = [Math.floor(y), y - Math.floor(y)];
    const y1 = Math.min(picture.height - 1, y0 + 1);
    for (let column = 0; column < CELL_SIDE; column += 1) {
      const x = cell.left + (column + 0.5) * step - 0.5;
      if (x < 0 || x > picture.width - 1) continue;
      const [x0, fx] = [Math.floor(x), x - Math.floor(x)];
      const x1 = Math.min(picture.width - 1, x0 + 1);
      const target = ((top + row) * MOSAIC_SIDE + left + column) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const at = (px: number, py: number) => picture.data[(py * picture.width + px) * 3 + channel]!;
        const upper = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
        const lower = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
        into[target + channel] = Math.round(upper * (1 - fy) + lower * fy);
      }
    }
  }
}

/** A face found again must cover this much of the unsure box (their sizes differ: the first look was coarse). */
const FOUND_AGAIN_OVERLAP = 0.25;

/**
 * The faces found in a mosaic, in the picture's pixels: only those lying wholly inside one cell
 * (a box across two cells joins two unrelated areas) and on the unsure box the cell was cut
 * around (not a neighbour caught at its edge), at most one per cell (its best).
 */
export function facesFromMosaic(found: readonly ScoredRect[], { cells, boxes }: Mosaic): ScoredRect[] {
  const best = new Map<number, ScoredRect>();
  for (const face of found) {
    const [column, row] = [Math.floor(face.x / CELL_SIDE), Math.floor(face.y / CELL_SIDE)];
    const index = row * CELLS_PER_SIDE + column;
    const cell = cells[index];
    if (!cell || column >= CELLS_PER_SIDE) continue;
    const inside =
      face.x + face.width <= (column + 1) * CELL_SIDE + 1 && face.y + face.height <= (row + 1) * CELL_SIDE + 1;
    if (!inside || (best.get(index)?.score ?? 0) >= face.score) continue;
    const scale = cell.area / CELL_SIDE;
    const inPicture = {
      x: cell.left + (face.x - column * CELL_SIDE) * scale,
      y: cell.top + (face.y - row * CELL_SIDE) * scale,
      width: face.width * scale,
      height: face.height * scale,
      score: face.score,
    };
    if (overlap(inPicture, boxes[index]!) >= FOUND_AGAIN_OVERLAP) best.set(index, inPicture);
  }
  return [...best.values()];
}

/**
 * The faces found again that are new: not on a face already kept (confident, or found again
 * from a neighbouring unsure box whose area held the same face).
 */
export function newFaces(foundAgain: readonly ScoredRect[], confident: readonly Rect[]): ScoredRect[] {
  const kept: ScoredRect[] = [];
  for (const face of [...foundAgain].sort((a, b) => b.score - a.score))
    if (![...confident, ...kept].some((other) => overlap(other, face) > SAME_FACE_OVERLAP)) kept.push(face);
  return kept;
}
