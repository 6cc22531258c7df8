import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRacePhoto, sampleSelfie } from '../../src/demo/race-photo.ts';
import { originalPerceptualHash, makeRenditions, type Renditions } from '../../src/media/renditions.ts';
import { PERCEPTUAL_HASH_BYTES, perceptualHashOfFile } from '../../src/media/perceptual-hash.ts';
import { SAME_PICTURE_MAX_DISTANCE } from '../../src/modules/face-search/activity-photo-check.ts';
import { ALICE, raceOptions, sample } from '../helpers/face-activity.ts';

/** Differing bits (the database counts them the same way in activity-photo-check.ts). */
function hamming(a: Uint8Array, b: Uint8Array) {
  let bits = 0;
  for (let i = 0; i < a.length; i++) for (let x = a[i]! ^ b[i]!; x; x &= x - 1) bits++;
  return bits;
}

describe('perceptual hash', () => {
  const originals: Buffer[] = [];
  const renditions: Renditions[] = [];

  beforeAll(async () => {
    // A real photo of several people and a generated race photo (flat areas, like a road and sky).
    originals.push(sample(1), await generateRacePhoto(raceOptions(1)));
    for (const original of originals) renditions.push(await makeRenditions(original));
  });

  it('is the same whether the pipeline or the backfill makes it', async () => {
    for (const [i, original] of originals.entries()) {
      expect(renditions[i]!.perceptualHash).toHaveLength(PERCEPTUAL_HASH_BYTES);
      expect(await originalPerceptualHash(original)).toEqual(renditions[i]!.perceptualHash);
    }
  });

  it('finds the same picture in the watermarked preview, the thumbnail and copies of them', async () => {
    for (const [i, original] of originals.entries()) {
      const { preview, thumbnail, perceptualHash } = renditions[i]!;
      const copies = {
        original,
        preview,
        thumbnail,
        resizedPreview: await sharp(preview).resize(900).jpeg({ quality: 55 }).toBuffer(),
        webpPreview: await sharp(preview).webp({ quality: 40 }).toBuffer(),
        smallThumbnail: await sharp(thumbnail).resize(160).jpeg({ quality: 40 }).toBuffer(),
        greyPreview: await sharp(preview).greyscale().png().toBuffer(),
      };
      for (const [name, copy] of Object.entries(copies)) {
        const distance = hamming(await perceptualHashOfFile(copy), perceptualHash);
        expect(distance, name).toBeLessThanOrEqual(SAME_PICTURE_MAX_DISTANCE);
      }
    }
  });

  it('tells other pictures apart: another photo, a selfie cut from the photo', async () => {
    const [photo, race] = renditions.map((r) => r.perceptualHash);
    expect(hamming(photo!, race!)).toBeGreaterThan(SAME_PICTURE_MAX_DISTANCE);
    const selfie = await perceptualHashOfFile(await sampleSelfie('sample1.jpg', ALICE));
    expect(hamming(selfie, photo!)).toBeGreaterThan(SAME_PICTURE_MAX_DISTANCE);
    expect(hamming(selfie, race!)).toBeGreaterThan(SAME_PICTURE_MAX_DISTANCE);
  });
});
