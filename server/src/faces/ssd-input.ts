import type { DecodedImage } from '../media/decoded-image.ts';

// SSD MobileNet's input, made from a raster's bytes (decisions/085). face-api makes it from a tensor
// of the whole raster: widened to int32, cast to float32, padded to a square with zeros (below a
// landscape picture, right of a portrait one), then scaled to 512 × 512 by tfjs's bilinear resize.
// For a 1 600 px photo that is three full-size copies (~70 MB of tensors) to keep 0.8 M values.
// Here each of those values is computed directly, with the same float32 arithmetic in the same
// order, so SSD sees the very same numbers and finds the very same boxes.

/** SSD MobileNet v1's input side in face-api. */
export const SSD_SIDE = 512;

const f32 = Math.fround;

/** The picture as face-api hands it to SSD: float32 RGB, SSD_SIDE × SSD_SIDE. */
export function ssdInput({ data, width, height }: Pick<DecodedImage, 'data' | 'width' | 'height'>): Float32Array {
  const side = Math.max(width, height);
  const input = new Float32Array(SSD_SIDE * SSD_SIDE * 3);
  // tfjs's resizeBilinear without aligned corners or half-pixel centres.
  const scale = f32(side / SSD_SIDE);
  const value = (x: number, y: number, channel: number) =>
    x < width && y < height ? data[(y * width + x) * 3 + channel]! : 0;
  for (let row = 0; row < SSD_SIDE; row += 1) {
    const sourceRow = f32(scale * row);
    const [top, bottom] = [Math.floor(sourceRow), Math.min(side - 1, Math.ceil(sourceRow))];
    const rowFraction = f32(sourceRow - top);
    for (let column = 0; column < SSD_SIDE; column += 1) {
      const sourceColumn = f32(scale * column);
      const [left, right] = [Math.floor(sourceColumn), Math.min(side - 1, Math.ceil(sourceColumn))];
      const columnFraction = f32(sourceColumn - left);
      for (let channel = 0; channel < 3; channel += 1) {
        const [topLeft, topRight] = [value(left, top, channel), value(right, top, channel)];
        const [bottomLeft, bottomRight] = [value(left, bottom, channel), value(right, bottom, channel)];
        const upper = f32(topLeft + f32(f32(topRight - topLeft) * columnFraction));
        const lower = f32(bottomLeft + f32(f32(bottomRight - bottomLeft) * columnFraction));
        input[(row * SSD_SIDE + column) * 3 + channel] = f32(upper + f32(f32(lower - upper) * rowFraction));
      }
    }
  }
  return input;
}

type Rect = { x: number; y: number; width: number; height: number };

/**
 * A box SSD found on ssdInput(raster), in the raster's pixels, computed as face-api's locateFaces
 * computes it from a tensor of the raster: relative to the picture's share of the square (its
 * scaled size rounded to whole pixels), then scaled to the raster.
 */
export function inRaster(box: Rect, raster: Pick<DecodedImage, 'width' | 'height'>): Rect {
  const scale = SSD_SIDE / Math.max(raster.width, raster.height);
  const padX = SSD_SIDE / Math.round(raster.width * scale);
  const padY = SSD_SIDE / Math.round(raster.height * scale);
  // On the square input the box is its relative box times 512: dividing back is exact.
  const [left, right] = [(box.x / SSD_SIDE) * padX, ((box.x + box.width) / SSD_SIDE) * padX];
  const [top, bottom] = [(box.y / SSD_SIDE) * padY, ((box.y + box.height) / SSD_SIDE) * padY];
  return {
    x: left * raster.width,
    y: top * raster.height,
    width: (right - left) * raster.width,
    height: (bottom - top) * raster.height,
  };
}
