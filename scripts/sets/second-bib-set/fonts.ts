import { existsSync } from 'node:fs';
import { loadFont, type OpenTypeFont } from '../../../server/src/media/text-paths.ts';

// The typefaces the second bib set prints numbers and sponsor text in: Debian font packages that
// fontconfig resolves by family name when librsvg draws SVG text (the first set draws the app's own
// outlines instead). The font file is read only for metrics, to lay digits out and label them.

export interface BibTypeface {
  name: string;
  /** What fontconfig is asked for in the SVG. */
  family: string;
  weight: number;
  stretch?: 'condensed';
  /** The file fontconfig resolves to, read for metrics only. */
  file: string;
  /** The Debian package that ships it (.ci/run installs these). */
  apt: string;
}

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const LIBERATION = '/usr/share/fonts/truetype/liberation';
const URW = '/usr/share/fonts/opentype/urw-base35';

/** Condensed, bold sans, serif, mono and geometric faces: bib numbers are printed in all of them. */
export const BIB_TYPEFACES: BibTypeface[] = [
  {
    name: 'DejaVu Sans Condensed Bold',
    family: 'DejaVu Sans',
    weight: 700,
    stretch: 'condensed',
    file: `${DEJAVU}/DejaVuSansCondensed-Bold.ttf`,
    apt: 'fonts-dejavu-core',
  },
  {
    name: 'DejaVu Serif Bold',
    family: 'DejaVu Serif',
    weight: 700,
    file: `${DEJAVU}/DejaVuSerif-Bold.ttf`,
    apt: 'fonts-dejavu-core',
  },
  {
    name: 'DejaVu Sans Mono Bold',
    family: 'DejaVu Sans Mono',
    weight: 700,
    file: `${DEJAVU}/DejaVuSansMono-Bold.ttf`,
    apt: 'fonts-dejavu-core',
  },
  {
    name: 'Liberation Sans Narrow Bold',
    family: 'Liberation Sans Narrow',
    weight: 700,
    file: `${LIBERATION}/LiberationSansNarrow-Bold.ttf`,
    apt: 'fonts-liberation',
  },
  {
    name: 'Liberation Serif Bold',
    family: 'Liberation Serif',
    weight: 700,
    file: `${LIBERATION}/LiberationSerif-Bold.ttf`,
    apt: 'fonts-liberation',
  },
  {
    name: 'Liberation Mono Bold',
    family: 'Liberation Mono',
    weight: 700,
    file: `${LIBERATION}/LiberationMono-Bold.ttf`,
    apt: 'fonts-liberation',
  },
  {
    name: 'Nimbus Sans Narrow Bold',
    family: 'Nimbus Sans Narrow',
    weight: 700,
    file: `${URW}/NimbusSansNarrow-Bold.otf`,
    apt: 'fonts-urw-base35',
  },
  {
    name: 'URW Gothic Demi',
    family: 'URW Gothic',
    weight: 600,
    file: `${URW}/URWGothic-Demi.otf`,
    apt: 'fonts-urw-base35',
  },
  { name: 'C059 Bold', family: 'C059', weight: 700, file: `${URW}/C059-Bold.otf`, apt: 'fonts-urw-base35' },
  {
    name: 'League Spartan ExtraBold',
    family: 'League Spartan',
    weight: 800,
    file: '/usr/share/fonts/opentype/league-spartan/LeagueSpartan-ExtraBold.otf',
    apt: 'fonts-league-spartan',
  },
  {
    name: 'Open Sans ExtraBold',
    family: 'Open Sans',
    weight: 800,
    file: '/usr/share/fonts/truetype/open-sans/OpenSans-ExtraBold.ttf',
    apt: 'fonts-open-sans',
  },
  {
    name: 'Open Sans Condensed Bold',
    family: 'Open Sans Condensed',
    weight: 700,
    file: '/usr/share/fonts/truetype/open-sans/OpenSans-CondBold.ttf',
    apt: 'fonts-open-sans',
  },
];

/** The Debian packages still to install for the set's typefaces (empty when all are here). */
export function missingFontPackages(): string[] {
  return [...new Set(BIB_TYPEFACES.filter((face) => !existsSync(face.file)).map((face) => face.apt))];
}

function fontOf(face: BibTypeface): OpenTypeFont {
  if (!existsSync(face.file)) {
    throw new Error(`The second bib set needs ${face.name}: apt-get install ${missingFontPackages().join(' ')}`);
  }
  return loadFont(face.file);
}

export interface PlacedCharacter {
  char: string;
  /** Where its advance starts, from the line's start (SVG x of a start-anchored text). */
  x: number;
  /** Its ink's left and right edges, from the line's start. */
  inkLeft: number;
  inkRight: number;
}
export interface LaidOutLine {
  fontSize: number;
  characters: PlacedCharacter[];
  /** Ink extent: left and right from the line's start, top and bottom from the baseline (top < 0). */
  ink: { left: number; right: number; top: number; bottom: number };
}

/** `text` in `face` at the size whose ink is `inkHeight` tall, each character where the font's advances put it. */
export function layOutLine(text: string, face: BibTypeface, inkHeight: number): LaidOutLine {
  const font = fontOf(face);
  // Measured in font units (size = units per em), then scaled to the size that gives the ink height.
  const measured = placeCharacters(font, text, font.unitsPerEm);
  const fontSize = (inkHeight / (measured.ink.bottom - measured.ink.top)) * font.unitsPerEm;
  const scale = fontSize / font.unitsPerEm;
  return {
    fontSize,
    characters: measured.characters.map((placed) => ({
      char: placed.char,
      x: placed.x * scale,
      inkLeft: placed.inkLeft * scale,
      inkRight: placed.inkRight * scale,
    })),
    ink: {
      left: measured.ink.left * scale,
      right: measured.ink.right * scale,
      top: measured.ink.top * scale,
      bottom: measured.ink.bottom * scale,
    },
  };
}

function placeCharacters(font: OpenTypeFont, text: string, size: number) {
  const characters: PlacedCharacter[] = [];
  const ink = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  let x = 0;
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    const box = glyph.getPath(x, 0, size).getBoundingBox();
    characters.push({ char, x, inkLeft: box.x1, inkRight: box.x2 });
    ink.left = Math.min(ink.left, box.x1);
    ink.right = Math.max(ink.right, box.x2);
    ink.top = Math.min(ink.top, box.y1);
    ink.bottom = Math.max(ink.bottom, box.y2);
    x += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  }
  return { characters, ink };
}

/** Advance width of `text` at `fontSize`: enough to fit sponsor text into its band. */
export function lineWidth(text: string, face: BibTypeface, fontSize: number): number {
  const font = fontOf(face);
  let width = 0;
  for (const char of text) width += font.charToGlyph(char).advanceWidth ?? 0;
  return (width * fontSize) / font.unitsPerEm;
}

/** SVG font attributes for `face`. */
export const fontAttributes = (face: BibTypeface) =>
  `font-family="${face.family}" font-weight="${face.weight}"${face.stretch ? ` font-stretch="${face.stretch}"` : ''}`;

/**
 * One SVG text element per character at the laid-out positions, so the label's digit boxes are
 * where librsvg draws the digits (its own layout of a whole line could differ by kerning).
 */
export function lineSvg(line: LaidOutLine, face: BibTypeface, x: number, baseline: number, fill: string): string {
  const attributes = `${fontAttributes(face)} font-size="${line.fontSize.toFixed(2)}" fill="${fill}"`;
  return line.characters
    .map(
      (placed) =>
        `<text x="${(x + placed.x).toFixed(2)}" y="${baseline.toFixed(2)}" ${attributes}>${placed.char}</text>`,
    )
    .join('');
}
