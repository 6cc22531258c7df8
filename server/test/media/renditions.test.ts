import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../../src/media/decoded-image.ts';
import { makeRenditions, PREVIEW_LONG_SIDE, THUMBNAIL_LONG_SIDE } from '../../src/media/renditions.ts';
import type { Renditions } from '../../src/media/renditions.ts';
import type { Variant } from '../../src/media/web-copies.ts';
import { notoSansTc, robotoCondensed, textToSvgPath } from '../../src/media/text-paths.ts';
import type { Exif, Sharp } from 'sharp';

/** A smooth diagonal gradient: JPEG keeps it almost exactly, so any large difference is the watermark. */
function gradientJpeg(width: number, height: number, exif?: Exif): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d6f42"/>` +
    `<stop offset="1" stop-color="#d9822b"/></linearGradient><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return (exif ? image.withExif(exif) : image).jpeg({ quality: 95 }).toBuffer();
}

async function pixels(image: Sharp) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function size(jpeg: Buffer) {
  const { width, height } = await sharp(jpeg).metadata();
  return { width, height };
}

const GPS_AND_TIME: Exif = {
  IFD0: { Copyright: 'Photographer', Make: 'TestCam' },
  IFD2: { DateTimeOriginal: '2025:03:02 07:15:30' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 0/1' },
};

describe('makeRenditions', () => {
  let landscape: Buffer;
  let landscapeResult: Renditions;

  beforeAll(async () => {
    landscape = await sharp(await gradientJpeg(4000, 3000, GPS_AND_TIME))
      .keepExif()
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    landscapeResult = await makeRenditions(landscape);
  });

  it('sizes a landscape original: 1600 px preview, 400 px thumbnail, original dimensions', async () => {
    expect(landscapeResult.width).toBe(4000);
    expect(landscapeResult.height).toBe(3000);
    expect(await size(landscapeResult.preview)).toEqual({ width: PREVIEW_LONG_SIDE, height: 1200 });
    expect(await size(landscapeResult.thumbnail)).toEqual({ width: THUMBNAIL_LONG_SIDE, height: 300 });
  });

  it('adds WebP copies for phones: a 320 px thumbnail, 640 and 960 px previews, without metadata', async () => {
    expect(landscapeResult).toMatchObject({ thumbnailWidth: THUMBNAIL_LONG_SIDE, previewWidth: PREVIEW_LONG_SIDE });
    const described = async (variants: Variant[]) =>
      Promise.all(
        variants.map(async ({ width, webp }) => {
          const meta = await sharp(webp).metadata();
          expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
          return { width, format: meta.format, size: [meta.width, meta.height], hasAlpha: meta.hasAlpha };
        }),
      );
    const webp = { format: 'webp', hasAlpha: false };
    expect(await described(landscapeResult.thumbnailVariants)).toEqual([{ width: 320, size: [320, 240], ...webp }]);
    expect(await described(landscapeResult.previewVariants)).toEqual([
      { width: 640, size: [640, 480], ...webp },
      { width: 960, size: [960, 720], ...webp },
    ]);
  });

  it("encodes the renditions to the very pixels of mozjpeg's full search, in fewer bytes than plain JPEG", async () => {
    // The thumbnail's pixels (no watermark) as makeRenditions makes them, then encoded every way.
    const decoded = await decodeImage(landscape, PREVIEW_LONG_SIDE);
    const raw = { width: decoded.width, height: decoded.height, channels: decoded.channels };
    const small = sharp(decoded.data, { raw }).resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: 'inside' });
    const fullSearch = await small.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    const plain = await small.clone().jpeg({ quality: 80 }).toBuffer();
    const thumbnail = await pixels(sharp(landscapeResult.thumbnail));
    expect(thumbnail.data.equals((await pixels(sharp(fullSearch))).data)).toBe(true);
    expect(landscapeResult.thumbnail.length).toBeLessThan(plain.length);
  });

  it('makes no copy as wide as its rendition or wider: an upright thumbnail or a small photo has fewer', async () => {
    const upright = await makeRenditions(await gradientJpeg(1800, 2400));
    expect(upright).toMatchObject({ thumbnailWidth: 300, previewWidth: 1200, thumbnailVariants: [] });
    expect(upright.previewVariants.map((variant) => variant.width)).toEqual([640, 960]);

    const small = await makeRenditions(await gradientJpeg(900, 600));
    expect(small).toMatchObject({ thumbnailWidth: 400, previewWidth: 900 });
    expect(small.previewVariants.map((variant) => variant.width)).toEqual([640]);

    const tiny = await makeRenditions(await gradientJpeg(300, 200));
    expect(tiny).toMatchObject({ thumbnailWidth: 300, previewWidth: 300, thumbnailVariants: [], previewVariants: [] });
  });

  it('turns an original stored sideways (EXIF orientation 6) upright', async () => {
    // Stored 4000×3000 with the left half red: rotated 90° clockwise, red is on top.
    const halves = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">` +
        `<rect width="2000" height="3000" fill="#ff0000"/><rect x="2000" width="2000" height="3000" fill="#0000ff"/></svg>`,
    );
    const sideways = await sharp(halves).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const result = await makeRenditions(sideways);

    expect(result).toMatchObject({ width: 3000, height: 4000 });
    expect(await size(result.preview)).toEqual({ width: 1200, height: PREVIEW_LONG_SIDE });
    expect(await size(result.thumbnail)).toEqual({ width: 300, height: THUMBNAIL_LONG_SIDE });
    const thumb = await pixels(sharp(result.thumbnail));
    const at = (x: number, y: number) => [
      ...thumb.data.subarray((y * thumb.width + x) * 3, (y * thumb.width + x) * 3 + 3),
    ];
    expect(at(150, 20)[0]).toBeGreaterThan(200); // red on top
    expect(at(150, 380)[2]).toBeGreaterThan(200); // blue below
    expect((await sharp(result.preview).metadata()).orientation).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const result = await makeRenditions(await gradientJpeg(300, 200));
    expect(result).toMatchObject({ width: 300, height: 200 });
    expect(await size(result.preview)).toEqual({ width: 300, height: 200 });
    expect(await size(result.thumbnail)).toEqual({ width: 300, height: 200 });
  });

  it('watermarks images of any size and shape, even smaller than the mark', async () => {
    for (const [width, height] of [
      [16, 16],
      [400, 8000],
      [8000, 400],
      [650, 430],
    ] as const) {
      const result = await makeRenditions(await gradientJpeg(width, height));
      expect(result).toMatchObject({ width, height });
      const preview = await size(result.preview);
      expect(Math.max(preview.width!, preview.height!)).toBe(Math.min(PREVIEW_LONG_SIDE, Math.max(width, height)));
    }
  });

  it('strips EXIF, GPS, XMP and ICC from both renditions and writes progressive JPEG', async () => {
    const source = await sharp(landscape).metadata();
    expect([source.exif, source.xmp, source.icc].every(Boolean)).toBe(true);
    expect((await exifr.gps(landscape)).latitude).toBeCloseTo(25.0417, 3);

    for (const rendition of [landscapeResult.preview, landscapeResult.thumbnail]) {
      const meta = await sharp(rendition).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', space: 'srgb', isProgressive: true });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(await exifr.parse(rendition, { gps: true, xmp: true })).toBeUndefined();
    }
  });

  describe('takenAt', () => {
    const takenAtOf = async (exif?: Exif) => (await makeRenditions(await gradientJpeg(64, 48, exif))).takenAt;

    it('reads DateTimeOriginal as Taipei time when the camera wrote no offset', () => {
      expect(landscapeResult.takenAt?.toISOString()).toBe('2025-03-01T23:15:30.000Z');
    });

    it('uses OffsetTimeOriginal and the sub-seconds when present', async () => {
      const takenAt = await takenAtOf({
        IFD2: { DateTimeOriginal: '2025:03:02 07:15:30', OffsetTimeOriginal: '+09:00', SubSecTimeOriginal: '25' },
      });
      expect(takenAt?.toISOString()).toBe('2025-03-01T22:15:30.250Z');
    });

    it('falls back to CreateDate (DateTimeDigitized) with its own offset', async () => {
      const takenAt = await takenAtOf({
        IFD2: { DateTimeDigitized: '2024:11:10 06:00:00', OffsetTimeDigitized: '-05:00' },
      });
      expect(takenAt?.toISOString()).toBe('2024-11-10T11:00:00.000Z');
    });

    it('is null without EXIF, or with the zeros of a camera whose clock was never set', async () => {
      expect(await takenAtOf()).toBeNull();
      expect(await takenAtOf({ IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' } })).toBeNull();
      expect(await takenAtOf({ IFD2: { DateTimeOriginal: '2025:02:31 10:00:00' } })).toBeNull();
    });
  });

  describe('watermark', () => {
    /** How a rendition of the landscape, `long` px on its long side, differs from the unmarked picture. */
    const differences = async (image: Buffer, long: number) => {
      const plain = (side: number) =>
        pixels(sharp(landscape).autoOrient().resize(side, side, { fit: 'inside' }).toColourspace('srgb'));
      const [expected, actual] = await Promise.all([plain(long), pixels(sharp(image))]);
      const histogram = new Array<number>(256).fill(0);
      const strongByQuadrant = [0, 0, 0, 0];
      actual.data.forEach((value, index) => {
        const difference = Math.abs(value - (expected.data[index] ?? 0));
        histogram[difference] = (histogram[difference] ?? 0) + 1;
        const pixel = Math.floor(index / 3);
        const quadrant =
          (pixel % actual.width < actual.width / 2 ? 0 : 1) + (pixel / actual.width < actual.height / 2 ? 0 : 2);
        if (difference > 30) strongByQuadrant[quadrant] = (strongByQuadrant[quadrant] ?? 0) + 1;
      });
      const total = actual.data.length;
      let below = 0;
      return {
        mean: histogram.reduce((sum, count, difference) => sum + count * difference, 0) / total,
        median: histogram.findIndex((count) => (below += count) >= total / 2),
        strongShare: histogram.slice(31).reduce((sum, count) => sum + count, 0) / total,
        strongShareByQuadrant: strongByQuadrant.map((count) => count / (total / 4)),
      };
    };

    it('marks the preview with strokes over part of the image, and leaves the thumbnail clean', async () => {
      // Measured: mean 7.2, median 1, 9 % of values changed by more than 30.
      const preview = await differences(landscapeResult.preview, PREVIEW_LONG_SIDE);
      expect(preview.mean).toBeGreaterThan(4);
      // Concentrated: most pixels keep their value (JPEG noise only), a minority changed a lot…
      expect(preview.median).toBeLessThan(4);
      expect(preview.strongShare).toBeGreaterThan(0.03);
      expect(preview.strongShare).toBeLessThan(0.5);
      // …and repeated: no quarter of the preview can be cropped out clean.
      for (const share of preview.strongShareByQuadrant) expect(share).toBeGreaterThan(0.02);

      const thumbnail = await differences(landscapeResult.thumbnail, THUMBNAIL_LONG_SIDE);
      expect(thumbnail.mean).toBeLessThan(2);
    });

    it('marks every WebP copy of the preview as the preview is, and leaves the thumbnail copy clean', async () => {
      for (const { width, webp } of landscapeResult.previewVariants) {
        const variant = await differences(webp, width);
        expect(variant.mean).toBeGreaterThan(4);
        expect(variant.median).toBeLessThan(4);
        for (const share of variant.strongShareByQuadrant) expect(share).toBeGreaterThan(0.02);
      }
      const [thumbnailCopy] = landscapeResult.thumbnailVariants;
      expect((await differences(thumbnailCopy!.webp, thumbnailCopy!.width)).mean).toBeLessThan(2);
    });

    it('draws visible marks on a uniform grey photo', async () => {
      const grey = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080' } })
        .jpeg()
        .toBuffer();
      const { preview } = await makeRenditions(grey);
      const { channels } = await sharp(preview).stats();
      for (const channel of channels) {
        expect(channel.max - channel.min).toBeGreaterThan(60);
        expect(channel.stdev).toBeGreaterThan(5);
      }
    });
  });

  describe('unreadable originals', () => {
    it('throws a clear error for a truncated JPEG', async () => {
      const truncated = landscape.subarray(0, Math.floor(landscape.length * 0.6));
      await expect(makeRenditions(truncated)).rejects.toThrow(/^Cannot read the image: .*premature end/i);
    });

    it('throws for a JPEG cut short whose end marker was put back (it would be published half grey)', async () => {
      const cut = Buffer.concat([landscape.subarray(0, Math.floor(landscape.length * 0.6)), Buffer.from([0xff, 0xd9])]);
      await expect(makeRenditions(cut)).rejects.toThrow(/^Cannot read the image: .*premature end of data segment/);
    });

    it('throws for a PNG whose pixel data is cut short', async () => {
      const png = await sharp(landscape).resize(800).png().toBuffer();
      const iend = png.subarray(-12);
      await expect(makeRenditions(Buffer.concat([png.subarray(0, png.length / 2), iend]))).rejects.toThrow(
        /^Cannot read the image/,
      );
    });

    it('throws a clear error for bytes that are no image', async () => {
      const random = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 251));
      await expect(makeRenditions(random)).rejects.toThrow(/^Cannot read the image: .*unsupported image format/);
    });

    it('refuses an image over 100 megapixels before decoding it', async () => {
      // A small JPEG whose frame header (SOF0: FFC0, length, precision, height, width) claims 12000×12000.
      const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000000' } })
        .jpeg()
        .toBuffer();
      const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
      small.writeUInt16BE(12_000, frame + 5);
      small.writeUInt16BE(12_000, frame + 7);
      await expect(makeRenditions(small)).rejects.toThrow(/^Cannot read the image: .*pixel limit/);
    });
  });

  describe('watermark text outlines', () => {
    it('draws 運動相簿 from the Noto Sans TC subset files, no system font', () => {
      // 動 sits in a subset file whose WOFF tables opentype.js alone fails to inflate.
      const fonts = notoSansTc('運動相簿');
      expect(fonts.length).toBeGreaterThan(1);
      const outline = textToSvgPath('運動相簿', fonts, 100);
      expect(outline.width).toBeCloseTo(400, 0); // four full-width ideographs
      expect(outline.d.match(/M/g)?.length).toBeGreaterThan(20);
      expect(outline.bounds.y1).toBeLessThan(-70);
    });

    it('writes only numbers in the outline, also for coordinates a hair above an integer', () => {
      // At 84 px the 北 of this title lands on x = 252.00000000000003, which opentype.js alone writes as NaN.
      const title = '2027 北海岸單車挑戰';
      const outline = textToSvgPath(title, notoSansTc(title), 84);
      expect(outline.d).not.toContain('NaN');
      expect(outline.d).toMatch(/^M[-\d. MLQCZ]+$/);
    });

    it('says which character no given font covers', () => {
      expect(() => textToSvgPath('SPORTS 運動', robotoCondensed(), 40)).toThrow('"運"');
    });
  });
});
