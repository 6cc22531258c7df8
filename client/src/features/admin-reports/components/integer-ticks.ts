/**
 * Ticks for an axis of whole things (orders, photos): about `count` whole numbers from `min` to
 * `max`, 1, 2 or 5 times a power of ten apart, never a fraction such as 0.5 orders. The shape of a
 * chart scale's tickMethod.
 */
export function integerTicks(min: number, max: number, count = 5): number[] {
  const low = Math.floor(min);
  const high = Math.max(Math.ceil(max), low + 1);
  const rough = (high - low) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) ticks.push(tick);
  return ticks;
}
