import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { generateRacePhoto, type RaceRunner } from '../../server/src/demo/race-photo.ts';

// Race photos that decode like a camera's, for the benchmarks that time the pipeline
// (bench:pipeline, bench:live), and copies of one photo that the server takes for new ones.

export interface CameraSize {
  width: number;
  height: number;
}

/** Sensor-like noise for a whole frame, made once per size: libvips's gaussian noise takes ~15 s at 24 MP. */
export async function sensorNoise({ width, height }: CameraSize): Promise<Buffer> {
  const raw = { width, height, channels: 3 } as const;
  return sharp(randomBytes(width * height * 3), { raw })
    .linear(0.3, 90)
    .raw()
    .toBuffer();
}

/**
 * A race scene (runners with bibs, EXIF camera and capture time) drawn at 1/4 size (drawing 24 MP
 * takes ~30 s), scaled up to `size` under the sensor noise so the file decodes like a camera's.
 */
export async function cameraPhoto(
  scene: { seed: number; runners: RaceRunner[]; takenAt: Date },
  size: CameraSize,
  noise: Buffer,
): Promise<Buffer> {
  const drawn = await generateRacePhoto({ ...scene, width: size.width / 4, height: size.height / 4 });
  return sharp(drawn)
    .resize(size.width, size.height)
    .composite([{ input: noise, raw: { ...size, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .keepExif()
    .toBuffer();
}

/**
 * The photo with a comment segment right after its start marker: the same pixels, a content hash
 * of its own, so an album takes it as a new photo.
 */
export function distinctCopy(photo: Buffer, label: string): Buffer {
  const text = Buffer.from(label);
  const comment = Buffer.alloc(4 + text.length);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(2 + text.length, 2);
  text.copy(comment, 4);
  return Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2)]);
}
