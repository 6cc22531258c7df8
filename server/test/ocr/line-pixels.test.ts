import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { originalRasters } from '../../src/ocr/line-pixels.ts';

// A small line is read from the original's own pixels, decoded in a band around it. Camera files
// often store the picture turned and say so in EXIF: the band must hold the same upright pixels
// as the whole photo turned upright would.

/** A 90 × 60 picture where every pixel differs from its neighbours (a smooth colour ramp both ways). */
async function ramp(orientation: number): Promise<Buffer> {
  const [width, height] = [90, 60];
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set([x * 2.5, y * 4, 128 + ((x + y) % 2) * 60], (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .withMetadata({ orientation })
    .toBuffer();
}

describe('pixels of part of the original', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('are upright for EXIF orientation %i', async (orientation) => {
    const file = await ramp(orientation);
    const region = { left: 7, top: 11, right: 40, bottom: 30 };
    const [raster] = await originalRasters(file, [region]);
    const upright = await sharp(file)
      .autoOrient()
      .extract({ left: 7, top: 11, width: 33, height: 19 })
      .raw()
      .toBuffer();
    expect(raster).toMatchObject({ left: 7, top: 11, width: 33, height: 19, scale: 1 });
    expect(raster!.data.equals(upright)).toBe(true);
  });

  it('are clamped to the photo', async () => {
    const [raster] = await originalRasters(await ramp(6), [{ left: -20, top: 50, right: 30, bottom: 120 }]);
    // Turned upright the 90 × 60 picture is 60 wide and 90 tall.
    expect(raster).toMatchObject({ left: 0, top: 50, width: 30, height: 40 });
  });
});
