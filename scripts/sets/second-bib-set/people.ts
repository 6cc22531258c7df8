import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import samplePeople from '../../../server/src/demo/sample-people.json' with { type: 'json' };

// Real heads for the drawn runners: face-api's sample photos (shipped in its npm package), cut
// around the face boxes of server/src/demo/sample-people.json and faded out at the edges.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
const sampleDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const { samples } = samplePeople as {
  samples: { file: string; width: number; height: number; people: { face: Box }[] }[];
};
const faces = samples.flatMap((sample) => sample.people.map((person) => ({ sample, face: person.face })));

export const sampleImageCount = samples.length;
export const sampleFaceCount = faces.length;
export const sampleImagePath = (index: number) => path.join(sampleDir, samples[index]!.file);

const imageBytes = new Map<string, Buffer>();
function bytesOf(file: string): Buffer {
  let bytes = imageBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(path.join(sampleDir, file));
    imageBytes.set(file, bytes);
  }
  return bytes;
}

export interface HeadPlan {
  face: number;
  /** Face width in the photo, px. */
  width: number;
  mirror: boolean;
  brightness: number;
}

/**
 * A head from the sample photos, its face `width` px wide, hair and chin included, faded to
 * transparent at the edges; `faceCentre` is where the face's centre is in the returned image.
 */
export async function headImage(
  plan: HeadPlan,
): Promise<{ data: Buffer; width: number; height: number; faceCentre: { x: number; y: number } }> {
  const { sample, face } = faces[plan.face]!;
  const left = Math.max(0, Math.round(face.x - 0.3 * face.width));
  const top = Math.max(0, Math.round(face.y - 0.45 * face.height));
  const right = Math.min(sample.width, Math.round(face.x + 1.3 * face.width));
  const bottom = Math.min(sample.height, Math.round(face.y + 1.12 * face.height));
  const scale = plan.width / face.width;
  const width = Math.max(2, Math.round((right - left) * scale));
  const height = Math.max(2, Math.round((bottom - top) * scale));
  let image = sharp(bytesOf(sample.file))
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize(width, height)
    .modulate({ brightness: plan.brightness });
  if (plan.mirror) image = image.flop();
  const fade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="f"><stop offset="0.7" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}" fill="url(#f)"/></svg>`;
  const data = await image
    .ensureAlpha()
    .composite([{ input: Buffer.from(fade), blend: 'dest-in' }])
    .raw()
    .toBuffer();
  const faceX = (face.x + face.width / 2 - left) * scale;
  return {
    data,
    width,
    height,
    faceCentre: { x: plan.mirror ? width - faceX : faceX, y: (face.y + face.height / 2 - top) * scale },
  };
}
