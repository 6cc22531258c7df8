// In-memory face search (PostgreSQL here has no pgvector). An exhaustive scan, not an approximate
// index: 1 000 000 faces answer well inside the 150 ms budget, recall is exact and a new face is
// searchable as soon as it is added. Figures: `npm run bench:face`. Per activity: face-index-registry.ts.
import { DESCRIPTOR_LENGTH } from './descriptor.ts';
import {
  CANDIDATES_OFFSET,
  CODES_OFFSET,
  int8ScanKernel,
  PAGE_BYTES,
  QUERY_OFFSET,
  SCAN_CHUNK,
  type ScanFunction,
} from './int8-scan-kernel.ts';

const D = DESCRIPTOR_LENGTH;
/** photoId of a tombstoned slot: it is still scanned until compaction, never returned. */
const REMOVED = -1;
/** Rounding slack so that the scan's summation order can never drop a face the exact check keeps. */
const SLACK = 1 + 1e-9;
/** A query code is clamped to ±127, beyond every stored code (±102): that only brings it nearer each face. */
const CODE_MAX = 127;

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
 * float32 scan. The codes live in a WebAssembly memory, scanned by a SIMD kernel
 * (int8-scan-kernel.ts) that is ~5× faster than the JavaScript loop (decisions/008); the price is
 * 648 B per face instead of 520, plus 128 kB per index.
 */
export class FaceIndex {
  private vectors = new Float32Array(0);
  private codes: Int8Array | null;
  /** Holds `codes`, the query's codes and a chunk's candidates (offsets: int8-scan-kernel.ts). */
  private memory: WebAssembly.Memory | null = null;
  private scanKernel: ScanFunction | null = null;
  /** Descriptor units per int8 step; grows (and everything is re-quantised) if a value falls outside. */
  private scale = 0;
  private faceIds = new Int32Array(0);
  private photoIds = new Int32Array(0);
  private count = 0;
  private removed = 0;
  private last = 0;
  private candidates = new Int32Array(1024);

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
    const arrays = [this.vectors, this.faceIds, this.photoIds, this.candidates, this.memory?.buffer];
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
   * As scanVectors on the int8 codes, in the SIMD kernel, with the threshold widened by the
   * rounding error bound. One call per chunk of slots, so that its candidates always fit.
   */
  private scanCodes(query: Float32Array, threshold: number): number {
    const memory = this.memory!;
    const scale = this.scale;
    // Each component of stored and query codes is off by at most scale/2, so a difference vector
    // by at most scale·√D in norm: a face within `threshold` is within this many code units.
    const limit = (threshold + scale * Math.sqrt(D)) / scale;
    // Sums are integers: comparing with the limit's floor keeps exactly the same faces.
    const limitSq = Math.min(Math.floor(limit * limit * SLACK), 2 ** 31 - 1);
    const queryCodes = new Int16Array(memory.buffer, QUERY_OFFSET, D);
    for (let j = 0; j < D; j++) queryCodes[j] = Math.max(-CODE_MAX, Math.min(CODE_MAX, Math.round(query[j]! / scale)));
    const chunkCandidates = new Int32Array(memory.buffer, CANDIDATES_OFFSET, SCAN_CHUNK);
    let found = 0;
    for (let first = 0; first < this.count; first += SCAN_CHUNK) {
      const kept = this.scanKernel!(CODES_OFFSET + first * D, Math.min(SCAN_CHUNK, this.count - first), limitSq);
      for (let i = 0; i < kept; i++) found = this.keep(found, first + chunkCandidates[i]!);
    }
    return found;
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
    if (this.codes) {
      this.memory = new WebAssembly.Memory({ initial: Math.ceil((CODES_OFFSET + capacity * D) / PAGE_BYTES) });
      this.scanKernel = int8ScanKernel(this.memory);
      this.codes = copy(this.codes, new Int8Array(this.memory.buffer, CODES_OFFSET, capacity * D), D);
    }
    this.faceIds = copy(this.faceIds, new Int32Array(capacity), 1);
    this.photoIds = copy(this.photoIds, new Int32Array(capacity), 1);
  }
}
