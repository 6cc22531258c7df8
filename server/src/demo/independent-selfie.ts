import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { samplePhotoPath, seededRandom, type Box } from './race-photo.ts';

// A selfie made as unlike the race photos' copy of a sample person as one picture allows. The
// face set's race photos cut each person from the same sample picture that sampleSelfie crops, so
// a search with that selfie measures whether the same pixels survive the race photo's degradation,
// not whether a person is recognised in another photo. face-api's six sample pictures show 22
// different people (no two of their faces closer than 0.51), so no second picture of anyone
// exists: this selfie still comes from the same picture, but framed, scaled, warped, lit,
// coloured and compressed otherwise, as a phone and a messaging app would.

/** The seed of every person's independent selfie; a person's own draw derives from it and their face. */
export const INDEPENDENT_SELFIE_SEED = 27_052;

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** How the selfie differs from the sample picture, drawn from the seed. */
interface SelfieLook {
  width: number;
  height: number;
  /** Face width as a share of the selfie's width (the race photos' crops keep one face-size around it). */
  faceShare: number;
  /** The face's centre in the selfie, moved off the middle by this share of the face's size. */
  offset: { x: number; y: number };
  /** Mild warp: camera roll (degrees), a shear (a phone held askew) and a horizontal squeeze (head turned a little). */
  roll: number;
  shear: number;
  squeeze: number;
  /** A front camera's mirrored picture. */
  mirror: boolean;
  brightness: number;
  saturation: number;
  hue: number;
  /** White balance: red and blue gains against green. */
  warmth: number;
  /** Light from one side: darkening up to this share, across the picture at `lightAngle` degrees. */
  sideShade: number;
  lightAngle: number;
  /** Phone smoothing, then two JPEG encodings: the phone's, then a messaging app's after scaling down. */
  smoothing: number;
  quality: [number, number];
  rescale: number;
}

function drawLook(random: Random): SelfieLook {
  const width = Math.round(between(random, 360, 1080));
  return {
    width,
    height: Math.round(width * between(random, 1.1, 1.4)),
    faceShare: between(random, 0.25, 0.45),
    offset: { x: between(random, -0.25, 0.25), y: between(random, -0.1, 0.35) },
    roll: between(random, -10, 10),
    shear: between(random, -0.06, 0.06),
    squeeze: between(random, 0.88, 1),
    mirror: random() < 0.5,
    brightness: between(random, 0.7, 1.3),
    saturation: between(random, 0.7, 1.25),
    hue: Math.round(between(random, -10, 10)),
    warmth: between(random, -0.1, 0.1),
    sideShade: between(random, 0.15, 0.5),
    lightAngle: between(random, 0, 360),
    smoothing: between(random, 0.4, 1.1),
    quality: [Math.round(between(random, 55, 75)), Math.round(between(random, 65, 85))],
    rescale: between(random, 0.7, 0.95),
  };
}

/** A seed per person: the same person gets the same selfie in every run. */
function personSeed(seed: number, file: string, face: Box): number {
  let hash = seed >>> 0;
  for (const char of `${file}@${face.x},${face.y}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * Resamples the picture into the selfie's frame: each selfie pixel is mapped back through the
 * warp to the picture and averaged over a few bilinear samples when it covers several pixels.
 */
function warped(picture: { data: Buffer; width: number; height: number }, face: Box, look: SelfieLook): Buffer {
  const { width, height } = look;
  const out = Buffer.alloc(width * height * 3);
  const scale = face.width / (look.faceShare * width);
  const radians = (look.roll * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const centreX = face.x + face.width / 2 + look.offset.x * face.width;
  const centreY = face.y + face.height / 2 + look.offset.y * face.height;
  const taps = Math.max(1, Math.min(3, Math.round(scale)));
  const pixel = (x: number, y: number, channel: number) => {
    const cx = Math.max(0, Math.min(picture.width - 1, x));
    const cy = Math.max(0, Math.min(picture.height - 1, y));
    const [x0, y0] = [Math.floor(cx), Math.floor(cy)];
    const [x1, y1] = [Math.min(picture.width - 1, x0 + 1), Math.min(picture.height - 1, y0 + 1)];
    const [fx, fy] = [cx - x0, cy - y0];
    const at = (px: number, py: number) => picture.data[(py * picture.width + px) * 3 + channel]!;
    return (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
  };
  for (let v = 0; v < height; v += 1) {
    for (let u = 0; u < width; u += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        let sum = 0;
        for (let ty = 0; ty < taps; ty += 1) {
          for (let tx = 0; tx < taps; tx += 1) {
            // Selfie offset from its middle → unmirrored, unsqueezed, unsheared, unrolled → picture pixels.
            let dx = (u + (tx + 0.5) / taps - width / 2) * (look.mirror ? -1 : 1);
            const dy = v + (ty + 0.5) / taps - height / 2;
            dx = dx / look.squeeze + look.shear * dy;
            sum += pixel(centreX + (cos * dx - sin * dy) * scale, centreY + (sin * dx + cos * dy) * scale, channel);
          }
        }
        out[(v * width + u) * 3 + channel] = Math.round(sum / (taps * taps));
      }
    }
  }
  return out;
}

/** A gradient from full light to `sideShade` darker across the selfie, multiplied over it. */
function sideLight({ width, height, sideShade, lightAngle }: SelfieLook): Buffer {
  const grey = Math.round(255 * (1 - sideShade));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="light" gradientTransform="rotate(${lightAngle.toFixed(1)} 0.5 0.5)"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="rgb(${grey},${grey},${grey})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#light)"/></svg>`,
  );
}

/** The independent selfie of the sample person whose face is `face` in `file`, as a JPEG. */
export async function independentSelfie(file: string, face: Box, seed = INDEPENDENT_SELFIE_SEED): Promise<Buffer> {
  const look = drawLook(seededRandom(personSeed(seed, file, face)));
  const { data, info } = await sharp(readFileSync(samplePhotoPath(file)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = warped({ data, width: info.width, height: info.height }, face, look);
  const phone = await sharp(pixels, { raw: { width: look.width, height: look.height, channels: 3 } })
    .modulate({ brightness: look.brightness, saturation: look.saturation, hue: look.hue })
    .linear([1 + look.warmth, 1, 1 - look.warmth], [0, 0, 0])
    .composite([{ input: sideLight(look), blend: 'multiply' }])
    .blur(look.smoothing)
    .jpeg({ quality: look.quality[0] })
    .toBuffer();
  return sharp(phone)
    .resize(Math.round(look.width * look.rescale))
    .jpeg({ quality: look.quality[1] })
    .toBuffer();
}
