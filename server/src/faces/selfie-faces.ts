import sharp from 'sharp';
import { detectorImage, type DecodedImage } from '../media/decoded-image.ts';
import { paddedForDetection, SELFIE_LONG_SIDE } from './detection-input.ts';
import type { DetectedFace } from './face-model.ts';
import { boxOverlap } from './photo-faces.ts';

// How a selfie's faces are found, whoever detects them: the web server's face process (face search,
// hide me) or a benchmark's own model (scripts/bench-hideme-copies.ts) must see the same faces.

/** Detects faces in decoded pixels: FacePool.detect or face-model's detectFaces. */
export type DetectFaces = (image: DecodedImage) => Promise<DetectedFace[]>;

export interface SelfieFaces {
  /** The picture as detected: upright (EXIF orientation applied), at most SELFIE_LONG_SIDE px. */
  upright: DecodedImage;
  /** Clearest first (confidence × area); boxes in the pixels of the original picture. */
  faces: DetectedFace[];
}

/** The selfie's faces, clearest first; the picture is only ever held in memory. */
export async function findSelfieFaces(detect: DetectFaces, selfie: Buffer | DecodedImage): Promise<SelfieFaces> {
  // Decoded once, upright and scaled down: both looks use these pixels.
  const upright = await detectorImage(selfie, SELFIE_LONG_SIDE);
  let faces = await detect(upright);
  if (faces.length === 0) {
    const padded = await paddedForDetection(upright, SELFIE_LONG_SIDE);
    // The picture, scaled down, sits in the middle of a canvas that adds half of it on each side.
    const inner = { width: Math.ceil(padded.width / 2), height: Math.ceil(padded.height / 2) };
    const offset = { x: Math.floor(inner.width / 2), y: Math.floor(inner.height / 2) };
    const scaleX = upright.originalWidth / inner.width;
    const scaleY = upright.originalHeight / inner.height;
    faces = (await detect(padded)).map((face) => ({
      ...face,
      box: {
        x: (face.box.x - offset.x) * scaleX,
        y: (face.box.y - offset.y) * scaleY,
        width: face.box.width * scaleX,
        height: face.box.height * scaleY,
      },
    }));
  }
  const weight = (face: DetectedFace) => face.score * face.box.width * face.box.height;
  return { upright, faces: faces.toSorted((a, b) => weight(b) - weight(a)) };
}

/**
 * The descriptor of `face` in the selfie flipped left to right. A face's descriptor changes when
 * the picture is mirrored, so a mirrored copy of a photo is told by comparing this one with the
 * photo's faces. Undefined when the flipped picture shows no face where `face` was.
 */
export async function mirroredDescriptor(
  detect: DetectFaces,
  upright: DecodedImage,
  face: DetectedFace,
): Promise<Float32Array | undefined> {
  const raw = { width: upright.width, height: upright.height, channels: upright.channels };
  const data = await sharp(upright.data, { raw }).flop().raw().toBuffer();
  const mirrored = await findSelfieFaces(detect, { ...upright, data });
  const width = upright.originalWidth;
  let best: { descriptor: Float32Array; overlap: number } | undefined;
  for (const candidate of mirrored.faces) {
    // Where the face lands once its box is flipped back.
    const shared = boxOverlap({ ...candidate.box, x: width - candidate.box.x - candidate.box.width }, face.box);
    if (shared >= (best?.overlap ?? MIN_SAME_FACE_OVERLAP))
      best = { descriptor: candidate.descriptor, overlap: shared };
  }
  return best?.descriptor;
}

/** Boxes overlapping less (intersection over union) are not the same face seen twice. */
const MIN_SAME_FACE_OVERLAP = 0.3;
