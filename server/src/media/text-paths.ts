import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

// opentype.js 2 ships no type declarations: these are the few members this module uses.
interface GlyphPath {
  commands: Record<string, number | string>[];
  extend(other: GlyphPath): void;
  toPathData(decimalPlaces: number): string;
  getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
}
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): GlyphPath;
}
export interface OpenTypeFont {
  unitsPerEm: number;
  hasChar(char: string): boolean;
  charToGlyph(char: string): Glyph;
  getKerningValue(left: Glyph, right: Glyph): number;
}
interface OpenTypeModule {
  parse(data: ArrayBufferLike): OpenTypeFont;
  Path: new () => GlyphPath;
}

const require = createRequire(import.meta.url);
const opentype = require('opentype.js') as OpenTypeModule;

const fontCache = new Map<string, OpenTypeFont>();

/**
 * Unpacks a WOFF 1 file into the plain TrueType/OpenType (sfnt) it wraps. opentype.js can read WOFF
 * itself, but its bundled inflater rejects some valid tables (Noto Sans TC subset 119, which holds
 * 動, fails with "Data error"); Node's zlib reads them all.
 */
function woffToSfnt(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + 20 * index;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored.length < length ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's own sfnt version
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** entrySelector, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** entrySelector, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + 16 * index;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Parses a .woff/.ttf/.otf file once per process (WOFF2 is not supported by opentype.js). */
export function loadFont(file: string): OpenTypeFont {
  let font = fontCache.get(file);
  if (!font) {
    const raw = readFileSync(file);
    const bytes = raw.toString('latin1', 0, 4) === 'wOFF' ? woffToSfnt(raw) : raw;
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fontCache.set(file, font);
  }
  return font;
}

type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;

let notoRanges: { subset: string; ranges: [number, number][] }[] | undefined;

function notoSubsetRanges() {
  // unicode.json is the same subset → unicode-range table the package's CSS files use.
  notoRanges ??= Object.entries(require('@fontsource/noto-sans-tc/unicode.json') as Record<string, string>).map(
    ([key, value]) => ({
      subset: key.replace(/^\[(\d+)\]$/, '$1'),
      ranges: value.split(',').map((range): [number, number] => {
        const [low = '', high] = range.replace('U+', '').split('-');
        return [parseInt(low, 16), parseInt(high ?? low, 16)];
      }),
    }),
  );
  return notoRanges;
}

/**
 * The Noto Sans TC files needed to draw `text`: the package splits the font into ~100 subset
 * files by unicode range, so a short CJK string usually needs several of them.
 */
export function notoSansTc(text: string, weight: FontWeight = 700): OpenTypeFont[] {
  const dir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-tc/unicode.json')), 'files');
  const subsets = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const entry = notoSubsetRanges().find(({ ranges }) => ranges.some(([low, high]) => code >= low && code <= high));
    if (entry) subsets.add(entry.subset);
  }
  return [...subsets].map((subset) => loadFont(path.join(dir, `noto-sans-tc-${subset}-${weight}-normal.woff`)));
}

/** Roboto Condensed (Latin subset): narrow, legible digits for bib numbers and Latin marks. */
export function robotoCondensed(weight: FontWeight = 700): OpenTypeFont {
  const dir = path.join(path.dirname(require.resolve('@fontsource/roboto-condensed/package.json')), 'files');
  return loadFont(path.join(dir, `roboto-condensed-latin-${weight}-normal.woff`));
}

export interface TextPath {
  /** SVG path data; the baseline starts at (0, 0), y grows downwards as in SVG. */
  d: string;
  /** Advance width: where the next character would start. */
  width: number;
  /** Ink bounds of the drawn glyphs (y1 is negative above the baseline). */
  bounds: { x1: number; y1: number; x2: number; y2: number };
}

/**
 * Lays `text` out as one SVG path so no system font is needed where it is rendered.
 * Each character takes the first font of `fonts` that has it (fallback chain across subset files).
 */
export function textToSvgPath(text: string, fonts: OpenTypeFont | OpenTypeFont[], size: number): TextPath {
  const chain = Array.isArray(fonts) ? fonts : [fonts];
  const combined = new opentype.Path();
  let x = 0;
  let previous: { font: OpenTypeFont; glyph: Glyph } | undefined;
  for (const char of text) {
    const font = chain.find((candidate) => candidate.hasChar(char));
    if (!font) throw new Error(`No font given covers the character "${char}"`);
    const glyph = font.charToGlyph(char);
    const scale = size / font.unitsPerEm;
    if (previous?.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale;
    combined.extend(glyph.getPath(x, 0, size));
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = { font, glyph };
  }
  // opentype.js rounds by writing the fraction as text, so a coordinate a hair above an integer
  // (252.00000000000003, fraction 2.8e-14) comes out as NaN: round to the tenth before it writes.
  for (const command of combined.commands) {
    for (const [key, value] of Object.entries(command)) {
      if (typeof value === 'number') command[key] = Math.round(value * 10) / 10;
    }
  }
  return { d: combined.toPathData(1), width: x, bounds: combined.getBoundingBox() };
}
