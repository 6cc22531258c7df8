import { fitsBibFormat, type BibFormat } from './bib-format.ts';
import {
  distance,
  inLight,
  lightShare,
  luma,
  MIN_SHADE,
  type Colour,
  type PaperMargins,
  type PaperSide,
} from './paper.ts';
import { centreInside, frameOf, type TurnedBox } from './text-geometry.ts';
import { textOf, type ReadCharacter } from './text-recogniser.ts';

// Whether a line read in a photo is a bib number we can publish. A wrong bib shows a runner a
// stranger's photo, so a doubtful reading is dropped rather than kept (decisions 051 and 064):
// the photo stays findable by face, by time and by the photographer's tags.

export type Refusal =
  /** The reading is no bib of the activity's format (a word, a year, a distance). */
  | 'format'
  /** The recogniser sees other characters on the line, or the line goes on in another box. */
  | 'other-text'
  /** Digits in pairs with wider gaps between them: a race clock whose colons were not seen. */
  | 'clock'
  /** A character the recogniser is not sure of. */
  | 'unsure'
  /**
   * No paper beyond one end of the number: an arm or a fold may hide the rest of it. Judged last,
   * so a line refused as cut passed every other rule: the one refusal an activity's registered
   * list can overrule (decision 093).
   */
  | 'cut'
  /** Larger text on the same paper: the number is a detail (a year, a sponsor's phone number). */
  | 'not-largest'
  /** Another line over the same place was read as another number, and not as part of this one. */
  | 'disagreement';

export interface LineEvidence {
  /** The line read with the format's characters only. */
  characters: ReadCharacter[];
  /** The same line read with all the recogniser's characters. */
  unrestricted: string;
  box: TurnedBox;
  margins: PaperMargins;
  /** Every other text line detected in the photo. */
  others: TurnedBox[];
  /** The line is small on the detector's copy (text-detector.ts): a far bib, or print on a near one. */
  small: boolean;
}

/** Every character must be at least this sure: one doubtful digit is how a stranger's bib gets read. */
export const MIN_CHARACTER_CONFIDENCE = 0.9;
/** Numbers are printed centred: one end may have at most this much more paper than the other (line heights). */
const MAX_MARGIN_DIFFERENCE = 0.2;
/** With less paper than this (line heights) at an end, what stops the paper there must be what stops it at the other. */
const NARROW_MARGIN = 0.2;
/** What surrounds the paper at both ends differs by less than this (RGB distance) when it is the same shirt. */
const SAME_SURROUNDINGS = 60;
/**
 * No paper seen at an end passes only when the very same colour stops both ends: the paper's own
 * edges against one shirt (a small or blurred print fills its paper), not an arm of a shirt's hue.
 */
const SAME_EDGE = 25;
/**
 * A shirt turns away from the light towards its sides: what stops the paper at the two ends is the
 * same colour also when one has down to this share of the other's light (decision 104).
 */
const SHIRT_SHADING = 0.85;
/**
 * Paper at least this far (line heights) beyond both ends, each up to a straight edge: wider than any
 * gap between digits, so a number printed off-centre hides no digit there (decision 104).
 */
const CLEAR_MARGIN = 0.4;
/**
 * An end whose paper has at most this share of the other end's light lies in a shadow; a smaller
 * difference is paper lit a little unevenly, which says nothing of what lies beyond it.
 */
const SHADOW_LIGHT = 0.9;
/** A shadow's shade beside a number's last glyph and above and below it differ by less than this (RGB distance). */
const SAME_SHADE = 30;
/** A paper's own end moves at most this much (line heights) across the text band: it runs along the glyphs' vertical. */
const MAX_EDGE_SLANT = 0.1;
/** A gap between digits this many times the others' splits them into a clock's pairs. */
const CLOCK_GAP = 1.6;
/** Another line at most this much taller counts as the same size (detector boxes vary). */
export const SAME_SIZE = 1.2;
/** A line overlapping a number's end carries it on when at most this much taller (its box took in a taller word). */
const OVERLAPPING_SIZE = 2.2;
/** A small line is print on the paper of a line at least this many times taller beside it. */
const LARGER_PAPER_SIZE = 2;

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Another detected line that carries on this one: same slant and size, in line, within a height of
 * its end. One whose box overlaps this one's end may be a little over twice as tall: its box took
 * in a taller word before the digits ("HOTLINE 0800-580-" boxed apart from its "123").
 */
function continues(box: TurnedBox, other: TurnedBox): boolean {
  const turn = Math.abs(degrees(other.angle - box.angle));
  const ratio = other.height / box.height;
  const { u, v } = frameOf(box, { x: other.cx, y: other.cy });
  const gap = Math.abs(u) - (box.width + other.width) / 2;
  const overlapsEnd = gap < 0 && Math.abs(u) > box.width / 2;
  if (turn > 12 || ratio < 0.6 || ratio > (overlapsEnd ? OVERLAPPING_SIZE : 1.6)) return false;
  return Math.abs(v) < 0.5 * box.height && gap < box.height;
}

/** Another line on the number's paper (its margins either side, a height and a half above or below) that is larger. */
function largerNearby(box: TurnedBox, other: TurnedBox, margins: PaperMargins): boolean {
  if (other.height <= SAME_SIZE * box.height) return false;
  const { u, v } = frameOf(box, { x: other.cx, y: other.cy });
  const reach = box.width / 2 + Math.max(margins.before.margin, margins.after.margin) * box.height;
  return Math.abs(u) < reach && Math.abs(v) < 1.5 * box.height + other.height / 2;
}

/**
 * A line at least twice as tall whose paper holds this one: its box grown by half its height each
 * way (a bib's paper around its number). Asked of small lines only: the year on a bib's band or
 * its sponsor's line, which a finer look parts from the words beside it (decision 102).
 */
function onLargerPaper(box: TurnedBox, other: TurnedBox): boolean {
  if (other.height < LARGER_PAPER_SIZE * box.height) return false;
  const { u, v } = frameOf(other, { x: box.cx, y: box.cy });
  const reach = other.height / 2;
  return Math.abs(u) < other.width / 2 + reach && Math.abs(v) < other.height / 2 + reach;
}

/** Digits spaced in pairs (12:34, 01:23:45 with the colons unseen). */
function clockLike(characters: ReadCharacter[]): boolean {
  if (characters.length < 4 || characters.length % 2 !== 0) return false;
  const centres = characters.map((character) => (character.from + character.to) / 2);
  const gaps = centres.slice(1).map((centre, index) => centre - centres[index]!);
  const between = gaps.filter((_, index) => index % 2 === 1);
  const within = gaps.filter((_, index) => index % 2 === 0);
  const widest = Math.max(...within);
  return between.every((gap) => gap >= CLOCK_GAP * widest);
}

/**
 * How different what surrounds the paper at its two ends is, also judged in one light: a shadow
 * cast across one end darkens the shirt beyond it as much as the paper there.
 */
function surroundingsApart(before: PaperSide, after: PaperSide): number {
  const apart = distance(before.beyond, after.beyond);
  const [dark, light] = luma(before.paper) <= luma(after.paper) ? [before, after] : [after, before];
  const share = lightShare(dark.paper, light.paper);
  // The same shade lies above and below that end's last glyph: a dark band only between the glyph
  // and what stops the paper is the edge of what covers the number (an arm's own shade).
  const overGlyph = distance(dark.paper, dark.glyphPaper) <= SAME_SHADE;
  if (share < MIN_SHADE || share > SHADOW_LIGHT || !overGlyph) return apart;
  return Math.min(apart, distance(inLight(light.beyond, share), dark.beyond));
}

/** How far apart two colours are, also judged in one light when their lights differ as a shirt's do. */
function shirtApart(a: Colour, b: Colour): number {
  const share = lightShare(a, b);
  if (share < SHIRT_SHADING || share > 1 / SHIRT_SHADING) return distance(a, b);
  return Math.min(distance(a, b), distance(a, inLight(b, share)));
}

/**
 * The number may go on under something or out of the photo: paper that runs on past the picture's
 * edge, no paper at all beyond an end, much more paper at one end than at the other (numbers are
 * printed centred) unless both have paper to spare, or different things stopping a narrow margin
 * at the two ends (the shirt at one end, an arm at the other). Numbers printed to fill their paper
 * leave narrow margins at both ends, or none that can be seen, with the same shirt beyond them
 * (decisions 064 and 104).
 */
function cut({ before, after }: PaperMargins): boolean {
  // A banner's "… 2026" or a bib at the picture's edge: its other digits may lie outside the photo.
  if (before.leavesPhoto || after.leavesPhoto) return true;
  // Where the paper runs on into something of its own colour (a white bib on a white shirt), its
  // margin says nothing of where the number is centred: the other end is judged alone, and passes
  // when it runs on too or has paper up to a straight edge, as a paper's cut edge is.
  const alone = (open: PaperSide, other: PaperSide) =>
    open.goesOn && (other.goesOn || (other.margin >= NARROW_MARGIN && other.slant <= MAX_EDGE_SLANT));
  if (alone(before, after) || alone(after, before)) return false;
  const [narrow, wide] = [Math.min(before.margin, after.margin), Math.max(before.margin, after.margin)];
  if (narrow <= 0 && !(wide < NARROW_MARGIN && shirtApart(before.beyond, after.beyond) < SAME_EDGE)) return true;
  const clear = narrow >= CLEAR_MARGIN && before.slant <= MAX_EDGE_SLANT && after.slant <= MAX_EDGE_SLANT;
  if (wide - narrow > MAX_MARGIN_DIFFERENCE && !clear) return true;
  return narrow < NARROW_MARGIN && surroundingsApart(before, after) > SAME_SURROUNDINGS;
}

/** A character read this surely just beyond the line's box is part of what the line says. */
const BEYOND_CONFIDENCE = 0.7;

/**
 * Whether the line read again with some of the photo beyond its ends (`widened`) shows the bib with
 * another character before or after it: the detector's box stopped short of the whole number (a
 * fold in the paper, a letter prefix set apart, a sponsor's word run into the year).
 */
export function goesOn(bib: string, widened: ReadCharacter[]): boolean {
  const text = textOf(widened);
  const at = text.indexOf(bib);
  if (at < 0 || text === bib) return false;
  const beyond = [...widened.slice(0, at), ...widened.slice(at + bib.length)];
  return beyond.some((character) => character.confidence >= BEYOND_CONFIDENCE);
}

/** Why the line is not published as a bib, or null when it is. */
export function refusalOf(line: LineEvidence, format: BibFormat): Refusal | null {
  const bib = textOf(line.characters);
  if (!fitsBibFormat(bib, format)) return 'format';
  if (line.unrestricted.trim() !== bib) return 'other-text';
  if (line.others.some((other) => continues(line.box, other))) return 'other-text';
  if (clockLike(line.characters)) return 'clock';
  if (line.characters.some((character) => character.confidence < MIN_CHARACTER_CONFIDENCE)) return 'unsure';
  const larger = (other: TurnedBox) =>
    largerNearby(line.box, other, line.margins) || (line.small && onLargerPaper(line.box, other));
  if (line.others.some(larger)) return 'not-largest';
  return cut(line.margins) ? 'cut' : null;
}

/**
 * Of the readings that passed, those another passed reading over the same place contradicts (a
 * paper boxed twice, a line and its closer look): a reading that is part of a longer one there is
 * a fragment of that number; two that differ otherwise leave unknown which is right, so neither is
 * kept. Returns their indices.
 */
export function contradicted(readings: { read: string; box: TurnedBox }[]): number[] {
  return readings.flatMap(({ read, box }, index) => {
    const there = readings.filter(
      (other) => other.read !== read && (centreInside(other.box, box) || centreInside(box, other.box)),
    );
    return there.some((other) => other.read.includes(read) || !read.includes(other.read)) ? [index] : [];
  });
}
