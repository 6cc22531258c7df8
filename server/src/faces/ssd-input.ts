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

/** Where each output row or column samples the padded square: its two source lines and the weight of the second. */
function samples(side: number) {
  // tfjs's resizeBilinear without aligned corners or half-pixel centres.
  const scale = f32(side / SSD_SIDE);
  const [first, second, fraction] = [new Int32Array(SSD_SIDE), new Int32Array(SSD_SIDE), new Float32Array(SSD_SIDE)];
  for (let index = 0; index < SSD_SIDE; index += 1) {
    const source = f32(scale * index);
    first[index] = Math.floor(source);
    second[index] = Math.min(side - 1, Math.ceil(source));
    fraction[index] = source - first[index]!;
  }
  return { first, second, fraction };
}

/** The picture as face-api hands it to SSD: float32 RGB, SSD_SIDE × SSD_SIDE. */
export function ssdInput({ data, width, height }: Pick<DecodedImage, 'data' | 'width' | 'height'>): Float32Array {
  const { first, second, fraction } = samples(Math.max(width, height));
  const input = new Float32Array(SSD_SIDE * SSD_SIDE * 3);
  // Outside the picture is the square's zero padding: -1 marks a row or column there.
  const offset = (line: number, size: number, stride: number) => (line < size ? line * stride : -1);
  const rowFirst = first.map((row) => offset(row, height, width * 3));
  const rowSecond = second.map((row) => offset(row, height, width * 3));
  const columnFirst = first.map((column) => offset(column, width, 3));
  const columnSecond = second.map((column) => offset(column, width, 3));
  const value = (row: number, column: number, channel: number) =>
    row < 0 || column < 0 ? 0 : data[row + column + channel]!;
  let at = 0;
  for (let row = 0; row < SSD_SIDE; row += 1) {
    const top = rowFirst[row]!;
    const bottom = rowSecond[row]!;
    const rowFraction = fraction[row]!;
    for (let column = 0; column < SSD_SIDE; column += 1) {
      const left = columnFirst[column]!;
      const right = columnSecond[column]!;
      const columnFraction = fraction[column]!;
      for (let channel = 0; channel < 3; channel += 1) {
        const topLeft = value(top, left, channel);
        const topRight = value(top, right, channel);
        const bottomLeft = value(bottom, left, channel);
        const bottomRight = value(bottom, right, channel);
        const upper = f32(topLeft + f32(f32(topRight - topLeft) * columnFraction));
        const lower = f32(bottomLeft + f32(f32(bottomRight - bottomLeft) * columnFraction));
        input[at++] = f32(upper + f32(f32(lower - upper) * rowFraction));
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
