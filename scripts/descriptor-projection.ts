// Linear maps that shrink a long face descriptor (human's faceres: 1 024 values) to the few values an
// index can afford, for bench:face-models. Two kinds: a random orthogonal projection (fitted on
// nothing, so it cannot flatter the set) and principal components fitted on faces the measurement
// does not use. A search compares projected descriptors by Euclidean distance, as face-index.ts does.
import { seededRandom } from '../server/src/demo/race-photo.ts';

/** Rows of unit length, each orthogonal to the others: `to` × `from` values. */
export type Projection = Float64Array[];

export function project(projection: Projection, descriptor: Float32Array): Float32Array {
  return Float32Array.from(projection, (row) => {
    let sum = 0;
    for (let i = 0; i < row.length; i += 1) sum += row[i]! * descriptor[i]!;
    return sum;
  });
}

/** Gram–Schmidt on the rows in place (twice, for round-off): rows that collapse are dropped. */
function orthonormalised(rows: Float64Array[]): Float64Array[] {
  const kept: Float64Array[] = [];
  for (const row of rows) {
    for (let pass = 0; pass < 2; pass += 1) {
      for (const done of kept) {
        let dot = 0;
        for (let i = 0; i < row.length; i += 1) dot += row[i]! * done[i]!;
        for (let i = 0; i < row.length; i += 1) row[i]! -= dot * done[i]!;
      }
    }
    const norm = Math.hypot(...row);
    if (norm < 1e-9) continue;
    for (let i = 0; i < row.length; i += 1) row[i]! /= norm;
    kept.push(row);
  }
  return kept;
}

/** Gaussian rows, orthonormalised: distances shrink by about √(to / from), evenly in every direction. */
export function randomOrthogonal(from: number, to: number, seed: number): Projection {
  const random = seededRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return orthonormalised(Array.from({ length: to }, () => Float64Array.from({ length: from }, gaussian)));
}

/**
 * The `to` directions in which the samples vary most (subspace iteration on their covariance).
 * Needs more samples than `to`: beyond their count there is no variance left to find.
 */
export function principalComponents(samples: Float32Array[], to: number, iterations = 25): Projection {
  const from = samples[0]!.length;
  const mean = new Float64Array(from);
  for (const sample of samples) for (let i = 0; i < from; i += 1) mean[i]! += sample[i]! / samples.length;
  const centred = samples.map((sample) => Float64Array.from(sample, (value, i) => value - mean[i]!));
  const covariance = Array.from({ length: from }, () => new Float64Array(from));
  for (const sample of centred)
    for (let i = 0; i < from; i += 1) {
      const row = covariance[i]!;
      const scaled = sample[i]!;
      for (let j = 0; j < from; j += 1) row[j]! += scaled * sample[j]!;
    }
  let basis = randomOrthogonal(from, to, 0x9ca);
  for (let round = 0; round < iterations; round += 1)
    basis = orthonormalised(
      basis.map((vector) =>
        Float64Array.from(covariance, (row) => {
          let sum = 0;
          for (let j = 0; j < from; j += 1) sum += row[j]! * vector[j]!;
          return sum;
        }),
      ),
    );
  return basis;
}
