import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { originalRasters, type Region } from '../../src/ocr/line-pixels.ts';

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

  describe('of one photo, asked for band after band', () => {
    /** A 4:2:0 JPEG of noise: every pixel and its chroma differ from their neighbours'. */
    async function noisyJpeg(orientation: number): Promise<Buffer> {
      const [width, height] = [301, 803];
      const data = Buffer.alloc(width * height * 3);
      let seed = 7;
      for (let index = 0; index < data.length; index += 1) data[index] = seed = (seed * 1103515245 + 12345) % 251;
      return sharp(data, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
        .withMetadata({ orientation })
        .toBuffer();
    }
    const upright = (file: Buffer, { left, top, right, bottom }: Region) =>
      sharp(file)
        .autoOrient()
        .extract({ left, top, width: right - left, height: bottom - top })
        .raw()
        .toBuffer();
    // Below the first, then above it, then between: the rows decoded grow, never start over.
    const bands: Region[][] = [
      [{ left: 13, top: 201, right: 97, bottom: 250 }],
      [
        { left: 3, top: 17, right: 60, bottom: 41 },
        { left: 150, top: 29, right: 211, bottom: 66 },
      ],
      [{ left: 40, top: 99, right: 161, bottom: 140 }],
    ];

    it.each([1, 6])('hold the pixels each band decoded on its own holds (EXIF orientation %i)', async (orientation) => {
      const file = await noisyJpeg(orientation);
      for (const regions of bands) {
        const rasters = await originalRasters(file, regions);
        for (const [index, region] of regions.entries())
          expect(rasters[index]!.data.equals(await upright(file, region))).toBe(true);
      }
    });

    it('decode each row of the file once', async () => {
      const file = await noisyJpeg(1);
      await originalRasters(file, [{ left: 0, top: 60, right: 50, bottom: 300 }]);
      const expected = await upright(file, bands[2]![0]!);
      // The file is gone: a band within the rows already decoded is still there, one beyond is not.
      file.fill(0);
      const [raster] = await originalRasters(file, bands[2]!);
      expect(raster!.data.equals(expected)).toBe(true);
      await expect(originalRasters(file, [{ left: 0, top: 700, right: 50, bottom: 720 }])).rejects.toThrow();
    });
  });
});
