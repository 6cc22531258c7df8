// A face crop's light evened out before its landmarks and descriptor are computed (decisions/095):
// a backlit, dim or sunglassed face is stretched to the range a selfie in daylight has, so the
// descriptor sees the face rather than the light. One gain for the three channels: stretching each
// channel on its own (a white balance too) measured worse.

/** The crop's darkest and brightest luma percentiles, mapped to … */
const LOW_PERCENTILE = 0.02;
const HIGH_PERCENTILE = 0.98;
/** … these levels. A crop whose luma spans less than MIN_SPAN is flat (no face detail): left as it is. */
const LOW_LEVEL = 15;
const HIGH_LEVEL = 240;
const MIN_SPAN = 4;

/** Rec. 601 luma of 0–255 RGB, in whole levels. */
function luma(red: number, green: number, blue: number): number {
  return Math.round(0.299 * red + 0.587 * green + 0.114 * blue);
}

/** The luma level below which `share` of the pixels lie. */
function levelAt(histogram: Uint32Array, pixels: number, share: number): number {
  const wanted = share * pixels;
  let seen = 0;
  for (let level = 0; level < histogram.length; level += 1) {
    seen += histogram[level]!;
    if (seen > wanted) return level;
  }
  return histogram.length - 1;
}

/** Stretches interleaved RGB pixels (0–255) in place so the crop's luma spans 15–240. */
export function evenFaceLight(rgb: Int32Array): void {
  const pixels = rgb.length / 3;
  if (pixels === 0) return;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < rgb.length; i += 3) histogram[luma(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!)]! += 1;
  const low = levelAt(histogram, pixels, LOW_PERCENTILE);
  const high = levelAt(histogram, pixels, HIGH_PERCENTILE);
  if (high - low < MIN_SPAN) return;
  const gain = (HIGH_LEVEL - LOW_LEVEL) / (high - low);
  for (let i = 0; i < rgb.length; i += 1) {
    rgb[i] = Math.min(255, Math.max(0, Math.round((rgb[i]! - low) * gain + LOW_LEVEL)));
  }
}
