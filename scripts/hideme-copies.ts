import sharp from 'sharp';
import type { DetectedFace } from '../server/src/faces/face-model.ts';

// The copies of an activity's faces a member can make from what the site shows (the watermarked
// preview, 1600 px, and the thumbnail, 400 px), for `npm run bench:hideme-copies`.

type Box = DetectedFace['box'];

/** What a copy is cut from; 'edited' marks copies altered beyond cropping, scaling, re-encoding and mirroring. */
export type CopySource = 'preview' | 'thumbnail' | 'edited';

export interface Copy {
  name: string;
  source: CopySource;
  picture: Buffer;
}

/** `times` the face's box around its centre, cut from a rendition `scale` times the original's size. */
async function cropAround(picture: Buffer, face: Box, scale: number, times: number) {
  const { width, height } = await sharp(picture).metadata();
  const side = (length: number) => Math.max(1, Math.round(length * scale * times));
  const left = Math.max(0, Math.round((face.x + face.width / 2) * scale - side(face.width) / 2));
  const top = Math.max(0, Math.round((face.y + face.height / 2) * scale - side(face.height) / 2));
  return sharp(picture)
    .extract({
      left,
      top,
      width: Math.min(width - left, side(face.width)),
      height: Math.min(height - top, side(face.height)),
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const to640 = (picture: Buffer) => sharp(picture).resize(640).jpeg({ quality: 92 }).toBuffer();
const reencoded = (picture: Buffer, quality: number) => sharp(picture).jpeg({ quality }).toBuffer();
const mirror = (picture: Buffer) => sharp(picture).flop().jpeg({ quality: 92 }).toBuffer();
const resized = async (picture: Buffer, share: number) => {
  const { width } = await sharp(picture).metadata();
  return sharp(picture)
    .resize(Math.round(width * share))
    .jpeg({ quality: 75 })
    .toBuffer();
};
const rotated = (picture: Buffer, degrees: number) =>
  sharp(picture).rotate(degrees, { background: '#808080' }).jpeg({ quality: 92 }).toBuffer();

/** The copies of one stored face cut from `rendition`, whose width is `scale` times the original's. */
export async function faceCopies(source: 'preview' | 'thumbnail', rendition: Buffer, scale: number, face: Box) {
  const cut = (times: number) => cropAround(rendition, face, scale, times);
  const crop3 = await to640(await cut(3));
  const copies: Record<string, Buffer> = {
    'crop ×1 (tight) → 640 px': await to640(await cut(1)),
    'crop ×2 → 640 px': await to640(await cut(2)),
    'crop ×3 → 640 px': crop3,
    'crop ×3 as cut': await cut(3),
    'crop ×5 (loose) as cut': await cut(5),
    'crop ×3 → 640 px, mirrored': await mirror(crop3),
    'crop ×3 → 640 px, JPEG q40': await reencoded(crop3, 40),
    'crop ×3 → 640 px, JPEG q60': await reencoded(crop3, 60),
    'crop ×3 → 640 px, JPEG q90': await reencoded(crop3, 90),
    'crop ×3 → 640 px, mirrored, JPEG q40': await reencoded(await mirror(crop3), 40),
    'crop ×3 → 640 px, then at half size': await resized(crop3, 0.5),
  };
  const made: Copy[] = Object.entries(copies).map(([name, picture]) => ({
    name: `${source} ${name}`,
    source,
    picture,
  }));
  if (source === 'preview') {
    // Beyond what the refusal is meant to catch: a copy turned a little, as an editor would.
    made.push({ name: 'preview crop ×3 → 640 px, turned 8°', source: 'edited', picture: await rotated(crop3, 8) });
  }
  return made;
}

/** Copies of the whole picture (the perceptual hash refuses the unmirrored ones before faces are compared). */
export async function pictureCopies(preview: Buffer, thumbnail: Buffer): Promise<Copy[]> {
  return [
    { name: 'whole preview, mirrored', source: 'preview', picture: await mirror(preview) },
    { name: 'whole preview at 62 %', source: 'preview', picture: await resized(preview, 0.625) },
    {
      name: 'whole preview at 40 %, JPEG q30',
      source: 'preview',
      picture: await reencoded(await resized(preview, 0.4), 30),
    },
    { name: 'whole thumbnail, mirrored', source: 'thumbnail', picture: await mirror(thumbnail) },
    { name: 'whole thumbnail ×2, mirrored', source: 'thumbnail', picture: await mirror(await resized(thumbnail, 2)) },
  ];
}
