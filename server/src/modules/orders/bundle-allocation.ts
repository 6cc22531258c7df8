/**
 * Splits a bundle's price across its photos in proportion to their single prices, in whole NT$
 * that add up to the bundle price exactly (largest remainder, docs/decisions/036): each photo gets
 * the floor of its exact share; the NT$ left over go one each to the photos with the largest
 * remainders, ties to the lower photo id. Returns the shares in the order of `photos`.
 */
export function allocateBundlePrice(bundlePrice: number, photos: readonly { id: number; price: number }[]): number[] {
  if (photos.length === 0) return [];
  const total = BigInt(photos.reduce((sum, photo) => sum + photo.price, 0));
  // Free photos only (a total of 0): nothing to be proportional to, so equal weights.
  const weights = photos.map((photo) => (total === 0n ? 1n : BigInt(photo.price)));
  const weightSum = total === 0n ? BigInt(photos.length) : total;
  const price = BigInt(bundlePrice);
  const shares = weights.map((weight) => (price * weight) / weightSum);
  const remainders = weights.map((weight) => (price * weight) % weightSum);
  let left = Number(price - shares.reduce((sum, share) => sum + share, 0n));
  const byRemainder = photos
    .map((photo, index) => ({ index, id: photo.id, remainder: remainders[index]! }))
    .sort((a, b) => (a.remainder === b.remainder ? a.id - b.id : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}
