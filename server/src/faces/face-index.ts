// In-memory face search (PostgreSQL here has no pgvector). An exhaustive scan, not an approximate
// index: 1 000 000 faces answer well inside the 150 ms budget, recall is exact and a new face is
// searchable as soon as it is added. Figures: `npm run bench:face`. Per activity: face-index-registry.ts.
import { DESCRIPTOR_LENGTH } from './descriptor.ts';

const D = DESCRIPTOR_LENGTH;
/** photoId of a tombstoned slot: it is still scanned until compaction, never returned. */
const REMOVED = -1;
/** Rounding slack so that the scan's summation order can never drop a face the exact check keeps. */
const SLACK = 1 + 1e-9;
/** Faces sampled to order the dimensions of the int8 scan. */
const STATISTICS_SAMPLE = 4096;

export interface IndexedFace {
  faceId: number;
  photoId: number;
  descriptor: Float32Array;
}

export interface FaceMatch {
  faceId: number;
  photoId: number;
  distance: number;
}

export interface FaceSearchOptions {
  /** Largest Euclidean distance that matches. */
  threshold: number;
  /** Most photos returned. */
  limit: number;
  /** faceIds never returned. */
  exclude?: ReadonlySet<number>;
}

/**
 * The faces of one activity, in faceId order, in contiguous typed arrays. With `quantize` (the
 * default) an int8 copy is scanned first with a threshold widened by the worst-case rounding error,
 * then the few candidates are checked on the float32 originals, so results are exactly those of a
 * float32 scan. It reads a quarter of the memory, and visits each query's most telling dimensions
 * first so that most faces are left after a fifth of them (decisions/008); the price is 648 B per
 * face instead of 520, plus a few kB per index.
 */
export class FaceIndex {
  private vectors = new Float32Array(0);
  private codes: Int8Array | null;
  /** Descriptor units per int8 step; grows (and everything is re-quantised) if a value falls outside. */
  private scale = 0;
  private faceIds = new Int32Array(0);
  private photoIds = new Int32Array(0);
  private count = 0;
  private removed = 0;
  private last = 0;
  private candidates = new Int32Array(1024);
  private readonly queryCodes = new Int32Array(D);
  /** Per-dimension mean and variance of a sample of stored faces, and the size and scale it saw. */
  private readonly means = new Float64Array(D);
  private readonly variances = new Float64Array(D);
  private statsCount = 0;
  private statsScale = 0;
  private readonly expectedContribution = new Float64Array(D);
  private readonly order = Int32Array.from({ length: D }, (_, j) => j);

  constructor(options: { quantize?: boolean } = {}) {
    this.codes = options.quantize === false ? null : new Int8Array(0);
  }

  /** Faces that can match (tombstones excluded). */
  get size(): number {
    return this.count - this.removed;
  }

  /** Highest faceId ever added: loading resumes after it. */
  get lastFaceId(): number {
    return this.last;
  }

  get memoryBytes(): number {
    const arrays = [this.vectors, this.codes, this.faceIds, this.photoIds, this.candidates, this.queryCodes];
    return arrays.reduce((sum, array) => sum + (array?.byteLength ?? 0), 0);
  }

  /** Adds faces newer than `lastFaceId`; older ids are taken as already loaded and skipped. */
  add(faces: readonly IndexedFace[]): void {
    const fresh = faces.filter((face) => face.faceId > this.last).sort((a, b) => a.faceId - b.faceId);
    if (fresh.length === 0) return;
    for (const face of fresh) {
      if (face.descriptor.length !== D) throw new Error(`Face ${face.faceId}: a descriptor has ${D} values`);
    }
    if (this.count + fresh.length > this.faceIds.length) {
      this.resize(Math.max(this.count + fresh.length, Math.ceil(this.faceIds.length * 1.5), 1024));
    }
    if (this.codes) this.fitScale(fresh);
    for (const face of fresh) {
      if (face.faceId <= this.last) continue; // a duplicate within the batch
      const slot = this.count++;
      // A plain loop: TypedArray#set costs more than copying 128 values in one.
      for (let j = 0, o = slot * D; j < D; j++, o++) this.vectors[o] = face.descriptor[j]!;
      this.faceIds[slot] = face.faceId;
      this.photoIds[slot] = face.photoId;
      this.last = face.faceId;
      if (this.codes) this.quantize(slot);
    }
  }

  /** Tombstones faces; compacts once they are an eighth of the slots. Returns how many were found. */
  remove(faceIds: Iterable<number>): number {
    let found = 0;
    for (const faceId of faceIds) {
      const slot = this.slotOf(faceId);
      if (slot < 0 || this.photoIds[slot] === REMOVED) continue;
      this.photoIds[slot] = REMOVED;
      this.removed++;
      found++;
    }
    if (this.removed > 0 && this.removed * 8 >= this.count) this.compact();
    return found;
  }

  /** Photos with a face within `threshold`, best first, each at its best face's distance. */
  search(query: Float32Array, { threshold, limit, exclude }: FaceSearchOptions): FaceMatch[] {
    if (query.length !== D) throw new Error(`A query descriptor has ${D} values`);
    if (limit <= 0 || this.size === 0 || !(threshold >= 0)) return [];
    const found = this.codes
      ? this.scanCodes(query, threshold)
      : this.scanVectors(query, threshold * threshold * SLACK);
    const limitSq = threshold * threshold;
    const matches: FaceMatch[] = [];
    for (let i = 0; i < found; i++) {
      const slot = this.candidates[i]!;
      const photoId = this.photoIds[slot]!;
      const faceId = this.faceIds[slot]!;
      if (photoId === REMOVED || exclude?.has(faceId)) continue;
      const distanceSq = this.exactDistanceSq(slot, query);
      if (distanceSq <= limitSq) matches.push({ faceId, photoId, distance: Math.sqrt(distanceSq) });
    }
    matches.sort((a, b) => a.distance - b.distance || a.faceId - b.faceId);
    const seen = new Set<number>();
    const best: FaceMatch[] = [];
    for (const match of matches) {
      if (seen.has(match.photoId)) continue;
      seen.add(match.photoId);
      best.push(match);
      if (best.length === limit) break;
    }
    return best;
  }

  /** Slots whose float32 partial distance stays within `limitSq`, into `candidates`; returns the count. */
  private scanVectors(query: Float32Array, limitSq: number): number {
    const v = this.vectors;
    const q = query;
    const n = this.count;
    let found = 0;
    for (let slot = 0, o = 0; slot < n; slot++, o += D) {
      let sum = 0;
      // prettier-ignore
      for (let j = 0; j < D && sum <= limitSq; j += 8) { // unrolled by 8; stops once past the limit
        const p = o + j;
        const a = v[p]! - q[j]!, b = v[p + 1]! - q[j + 1]!, c = v[p + 2]! - q[j + 2]!, d = v[p + 3]! - q[j + 3]!;
        const e = v[p + 4]! - q[j + 4]!, f = v[p + 5]! - q[j + 5]!, g = v[p + 6]! - q[j + 6]!, h = v[p + 7]! - q[j + 7]!;
        sum += a * a + b * b + c * c + d * d + e * e + f * f + g * g + h * h;
      }
      if (sum <= limitSq) found = this.keep(found, slot);
    }
    return found;
  }

  /**
   * As scanVectors on the int8 codes, with the threshold widened by the rounding error bound, and
   * the dimensions visited in the order where this query differs most from a typical face
   * (dimensionOrder): the partial sum passes the limit after about half as many dimensions as in
   * stored order. Any order gives the same sum over all 128, so nothing within the limit is dropped.
   * A second copy of the loop on purpose: one function over both array types would make the
   * hottest loop polymorphic, which V8 runs markedly slower.
   */
  private scanCodes(query: Float32Array, threshold: number): number {
    const v = this.codes!;
    const scale = this.scale;
    // Each component of stored and query codes is off by at most scale/2, so a difference vector
    // by at most scale·√D in norm: a face within `threshold` is within this many code units.
    const limit = (threshold + scale * Math.sqrt(D)) / scale;
    const limitSq = limit * limit * SLACK;
    const order = this.dimensionOrder(query);
    const q = this.queryCodes; // q[j] is the query's code in dimension order[j]
    for (let j = 0; j < D; j++) q[j] = Math.round(query[order[j]!]! / scale);
    const n = this.count;
    let found = 0;
    for (let slot = 0, o = 0; slot < n; slot++, o += D) {
      let sum = 0;
      // prettier-ignore
      for (let j = 0; j < D && sum <= limitSq; j += 8) { // unrolled by 8; stops once past the limit
        const a = v[o + order[j]!]! - q[j]!, b = v[o + order[j + 1]!]! - q[j + 1]!;
        const c = v[o + order[j + 2]!]! - q[j + 2]!, d = v[o + order[j + 3]!]! - q[j + 3]!;
        const e = v[o + order[j + 4]!]! - q[j + 4]!, f = v[o + order[j + 5]!]! - q[j + 5]!;
        const g = v[o + order[j + 6]!]! - q[j + 6]!, h = v[o + order[j + 7]!]! - q[j + 7]!;
        sum += a * a + b * b + c * c + d * d + e * e + f * f + g * g + h * h;
      }
      if (sum <= limitSq) found = this.keep(found, slot);
    }
    return found;
  }

  /**
   * Dimensions by how much each is expected to add to the query's distance to a stored face,
   * largest first: the spread of the stored values plus the query's offset from their mean.
   * Only speed depends on it, so the statistics come from a sample, refreshed as the index grows
   * or shrinks by an eighth or is re-quantised.
   */
  private dimensionOrder(query: Float32Array): Int32Array {
    if (this.statsScale !== this.scale || Math.abs(this.count - this.statsCount) * 8 > this.statsCount) {
      this.sampleStatistics();
    }
    const expected = this.expectedContribution;
    for (let j = 0; j < D; j++) {
      const offset = query[j]! - this.means[j]!;
      expected[j] = this.variances[j]! + offset * offset;
    }
    return this.order.sort((a, b) => expected[b]! - expected[a]! || a - b);
  }

  private sampleStatistics(): void {
    const step = Math.max(1, Math.floor(this.count / STATISTICS_SAMPLE));
    const sums = new Float64Array(D);
    const squares = new Float64Array(D);
    let sampled = 0;
    for (let slot = 0; slot < this.count; slot += step, sampled++) {
      for (let j = 0, o = slot * D; j < D; j++, o++) {
        const value = this.vectors[o]!;
        if (!Number.isFinite(value)) continue; // such a face never matches; it must not spoil the order
        sums[j] = sums[j]! + value;
        squares[j] = squares[j]! + value * value;
      }
    }
    for (let j = 0; j < D; j++) {
      this.means[j] = sampled ? sums[j]! / sampled : 0;
      this.variances[j] = sampled ? squares[j]! / sampled - this.means[j]! ** 2 : 0;
    }
    this.statsCount = this.count;
    this.statsScale = this.scale;
  }

  private keep(found: number, slot: number): number {
    if (found === this.candidates.length) {
      const grown = new Int32Array(found * 2);
      grown.set(this.candidates);
      this.candidates = grown;
    }
    this.candidates[found] = slot;
    return found + 1;
  }

  private exactDistanceSq(slot: number, query: Float32Array): number {
    const v = this.vectors;
    let sum = 0;
    for (let j = 0, o = slot * D; j < D; j++, o++) {
      const d = v[o]! - query[j]!;
      sum += d * d;
    }
    return sum;
  }

  private fitScale(faces: readonly IndexedFace[]): void {
    let maxAbs = 0;
    for (const face of faces) {
      for (const value of face.descriptor) {
        // A non-finite value never matches (the float32 check rejects it) and must not spoil the scale.
        const abs = Math.abs(value);
        if (abs > maxAbs && abs !== Infinity) maxAbs = abs;
      }
    }
    if (maxAbs <= 127 * this.scale) return;
    // Headroom so that later batches rarely force a re-quantisation of everything.
    this.scale = Math.max(maxAbs * 1.25, 1e-6) / 127;
    for (let slot = 0; slot < this.count; slot++) this.quantize(slot);
  }

  private quantize(slot: number): void {
    const codes = this.codes!;
    const vectors = this.vectors;
    const inverse = 1 / this.scale;
    // Codes stay within ±102 (fitScale), so truncating x + 128.5 rounds: far faster than Math.round.
    for (let o = slot * D, end = o + D; o < end; o++) codes[o] = ((vectors[o]! * inverse + 128.5) | 0) - 128;
  }

  private slotOf(faceId: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const id = this.faceIds[mid]!;
      if (id === faceId) return mid;
      if (id < faceId) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  private compact(): void {
    let to = 0;
    for (let from = 0; from < this.count; from++) {
      if (this.photoIds[from] === REMOVED) continue;
      if (to !== from) {
        this.vectors.copyWithin(to * D, from * D, (from + 1) * D);
        this.codes?.copyWithin(to * D, from * D, (from + 1) * D);
        this.faceIds[to] = this.faceIds[from]!;
        this.photoIds[to] = this.photoIds[from]!;
      }
      to++;
    }
    this.count = to;
    this.removed = 0;
    if (this.count < this.faceIds.length / 2) this.resize(Math.max(Math.ceil(this.count * 1.25), 1024));
  }

  private resize(capacity: number): void {
    const copy = <T extends Float32Array | Int8Array | Int32Array>(from: T, to: T, width: number): T => {
      to.set(from.subarray(0, this.count * width));
      return to;
    };
    this.vectors = copy(this.vectors, new Float32Array(capacity * D), D);
    if (this.codes) this.codes = copy(this.codes, new Int8Array(capacity * D), D);
    this.faceIds = copy(this.faceIds, new Int32Array(capacity), 1);
    this.photoIds = copy(this.photoIds, new Int32Array(capacity), 1);
  }
}
