import {
  BIB_TYPEFACES,
  fontAttributes,
  layOutLine,
  lineSvg,
  lineWidth,
  type BibTypeface,
  type LaidOutLine,
} from './fonts.ts';

// The flat print of a bib as race organisers lay them out: the event's band on top with its logo,
// the number in the middle, sponsors along the bottom, a safety pin through each corner, creases.
// Sponsor and event text may hold digits (a year, a distance): they are not the bib number.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BibPrint {
  /** Size in px at the runner's distance (height is the label's bib height). */
  width: number;
  height: number;
  number: string;
  typeface: number;
  paper: string;
  ink: string;
  band: { colour: string; ink: string; text: string; typeface: number; logo: Logo; share: number };
  footer: { texts: string[]; ink: string; typeface: number; badge?: { colour: string; text: string } };
  /** Digit height as a share of the print's height, and how far off centre the number sits (share of width). */
  digits: { share: number; offset: number };
  creases: { from: number; to: number; opacity: number }[];
  pin: string;
}
export type Logo = 'ring' | 'star' | 'peaks' | 'wave';

/** Where the number's characters are on the print: one box per character, and the whole line. */
export interface NumberLayout {
  characters: Box[];
  line: Box;
  laidOut: LaidOutLine;
  baseline: number;
  /** Where the line starts, and its horizontal scale (printers narrow a long number before they shrink it). */
  start: number;
  squeeze: number;
}

const typeface = (index: number): BibTypeface => BIB_TYPEFACES[index]!;
/** The number fits this share of the print's width; it is narrowed down to MIN_SQUEEZE before it is made smaller. */
const NUMBER_WIDTH = 0.9;
const MIN_SQUEEZE = 0.7;

/** The number's layout: `digits.share` of the print tall, narrowed or made smaller to fit, centred between band and footer. */
export function numberLayout(print: BibPrint): NumberLayout {
  const face = typeface(print.typeface);
  const band = print.band.share * print.height;
  const footer = 0.18 * print.height;
  let line = layOutLine(print.number, face, print.digits.share * print.height);
  const room = NUMBER_WIDTH * print.width;
  const natural = line.ink.right - line.ink.left;
  const squeeze = Math.min(1, Math.max(MIN_SQUEEZE, room / natural));
  if (natural * squeeze > room)
    line = layOutLine(print.number, face, (print.digits.share * print.height * room) / (natural * squeeze));
  const inkHeight = line.ink.bottom - line.ink.top;
  const centreX = print.width * (0.5 + print.digits.offset);
  const centreY = band + (print.height - band - footer) / 2;
  const start = centreX - ((line.ink.left + line.ink.right) / 2) * squeeze;
  const baseline = centreY + inkHeight / 2 - line.ink.bottom;
  return {
    characters: line.characters.map((placed) => ({
      x: start + placed.inkLeft * squeeze,
      y: baseline + line.ink.top,
      width: (placed.inkRight - placed.inkLeft) * squeeze,
      height: inkHeight,
    })),
    line: {
      x: start + line.ink.left * squeeze,
      y: baseline + line.ink.top,
      width: (line.ink.right - line.ink.left) * squeeze,
      height: inkHeight,
    },
    laidOut: line,
    baseline,
    start,
    squeeze,
  };
}

/** Text fitted into a box: as tall as `height` allows, no wider than `width`, centred on `cx`. */
function fittedText(
  text: string,
  face: BibTypeface,
  cx: number,
  cy: number,
  width: number,
  height: number,
  fill: string,
) {
  const size = Math.min(height / 0.75, (height / 0.75) * (width / lineWidth(text, face, height / 0.75)));
  return `<text x="${cx.toFixed(1)}" y="${(cy + 0.36 * size).toFixed(1)}" ${fontAttributes(face)} font-size="${size.toFixed(1)}" text-anchor="middle" fill="${fill}">${text}</text>`;
}

function logo(kind: Logo, cx: number, cy: number, r: number, colour: string): string {
  switch (kind) {
    case 'ring':
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${colour}" stroke-width="${r * 0.28}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${colour}"/>`;
    case 'star': {
      const points = Array.from({ length: 10 }, (_, index) => {
        const angle = (Math.PI * index) / 5 - Math.PI / 2;
        const radius = index % 2 === 0 ? r : r * 0.45;
        return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
    }
    case 'peaks':
      return `<path d="M${cx - r} ${cy + r * 0.7} L${cx - r * 0.3} ${cy - r * 0.7} L${cx + r * 0.1} ${cy} L${cx + r * 0.5} ${cy - r * 0.4} L${cx + r} ${cy + r * 0.7} Z" fill="${colour}"/>`;
    case 'wave':
      return `<path d="M${cx - r} ${cy} Q${cx - r / 2} ${cy - r} ${cx} ${cy} T${cx + r} ${cy}" fill="none" stroke="${colour}" stroke-width="${r * 0.35}" stroke-linecap="round"/>`;
  }
}

/** A safety pin through the paper near a corner: its bar, head and clasp, with a shadow. */
function safetyPin(x: number, y: number, length: number, angle: number, metal: string): string {
  const thickness = Math.max(1, length * 0.09);
  const pin = (dx: number, dy: number, fill: string) =>
    `<g transform="translate(${(x + dx).toFixed(1)} ${(y + dy).toFixed(1)}) rotate(${angle})">` +
    `<rect x="${-length / 2}" y="${-thickness * 1.6}" width="${length}" height="${thickness * 3.2}" rx="${thickness * 1.6}" fill="none" stroke="${fill}" stroke-width="${thickness}"/>` +
    `<rect x="${length / 2 - thickness * 3}" y="${-thickness * 2.2}" width="${thickness * 3.4}" height="${thickness * 4.4}" rx="${thickness}" fill="${fill}"/></g>`;
  return pin(thickness, thickness, 'rgba(0,0,0,0.35)') + pin(0, 0, metal);
}

/** The print as SVG, `scale` px per print px. */
export function bibPrintSvg(print: BibPrint, scale = 1): string {
  const { width, height } = print;
  const band = print.band.share * height;
  const bandFace = typeface(print.band.typeface);
  const footerFace = typeface(print.footer.typeface);
  const layout = numberLayout(print);
  const parts = [
    `<rect width="${width}" height="${height}" rx="${0.03 * width}" fill="${print.paper}"/>`,
    `<path d="M0 ${band} V${0.03 * width} Q0 0 ${0.03 * width} 0 H${width - 0.03 * width} Q${width} 0 ${width} ${0.03 * width} V${band} Z" fill="${print.band.colour}"/>`,
    logo(print.band.logo, 0.12 * width, band / 2, band * 0.36, print.band.ink),
    fittedText(print.band.text, bandFace, 0.56 * width, band / 2, 0.7 * width, band * 0.5, print.band.ink),
    `<g transform="matrix(${layout.squeeze.toFixed(4)} 0 0 1 ${(layout.start * (1 - layout.squeeze)).toFixed(2)} 0)">`,
    lineSvg(layout.laidOut, typeface(print.typeface), layout.start, layout.baseline, print.ink),
    '</g>',
  ];
  const footerY = height - 0.1 * height;
  const slots = print.footer.texts.length + (print.footer.badge ? 1 : 0);
  print.footer.texts.forEach((text, index) => {
    const cx = ((index + 0.5) / slots) * width;
    parts.push(fittedText(text, footerFace, cx, footerY, (0.8 * width) / slots, 0.07 * height, print.footer.ink));
  });
  if (print.footer.badge) {
    const badgeWidth = (0.7 * width) / slots;
    const cx = ((slots - 0.5) / slots) * width;
    parts.push(
      `<rect x="${cx - badgeWidth / 2}" y="${footerY - 0.06 * height}" width="${badgeWidth}" height="${0.12 * height}" rx="${0.02 * height}" fill="${print.footer.badge.colour}"/>`,
      fittedText(print.footer.badge.text, footerFace, cx, footerY, badgeWidth * 0.8, 0.08 * height, '#ffffff'),
    );
  }
  for (const crease of print.creases) {
    parts.push(
      `<line x1="${crease.from * width}" y1="0" x2="${crease.to * width}" y2="${height}" stroke="#000" stroke-opacity="${crease.opacity}" stroke-width="${0.015 * width}"/>`,
    );
  }
  for (const [u, v, angle] of [
    [0.06, 0.07, -30],
    [0.94, 0.07, 30],
    [0.06, 0.93, 30],
    [0.94, 0.93, -30],
  ] as const) {
    parts.push(safetyPin(u * width, v * height, 0.11 * width, angle, print.pin));
  }
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
