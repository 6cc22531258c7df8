// One FaceIndex per activity, loaded from the Face table on first search, kept up to date
// incrementally and evicted least-recently-used beyond a memory budget.
import { performance } from 'node:perf_hooks';
import { FaceIndex, type FaceMatch, type FaceSearchOptions, type IndexedFace } from './face-index.ts';

/** Faces of an activity with faceId > afterFaceId, ascending, at most `limit` (hidden faces left out). */
export type FaceLoader = (activityId: number, afterFaceId: number, limit: number) => Promise<IndexedFace[]>;

export interface FaceIndexRegistryOptions {
  loader: FaceLoader;
  /** A search first loads faces added since, when the index is older than this. */
  refreshIntervalMs?: number;
  pageSize?: number;
  /** Least recently searched activities are evicted beyond this many bytes of indexes. */
  memoryBudgetBytes?: number;
  quantize?: boolean;
  now?: () => number;
}

interface Entry {
  index: FaceIndex;
  refreshedAt: number;
  refreshing: Promise<void> | null;
  /** Faces removed while a page was being loaded: that page may still hold them. */
  removedDuringRefresh: number[];
}

/** One FaceIndex per activity, loaded on first search and kept up to date incrementally. */
export class FaceIndexRegistry {
  private readonly entries = new Map<number, Entry>(); // in order of last use
  private readonly loader: FaceLoader;
  private readonly refreshIntervalMs: number;
  private readonly pageSize: number;
  private readonly memoryBudgetBytes: number;
  private readonly quantize: boolean;
  private readonly now: () => number;

  constructor(options: FaceIndexRegistryOptions) {
    this.loader = options.loader;
    this.refreshIntervalMs = options.refreshIntervalMs ?? 2000;
    this.pageSize = options.pageSize ?? 50_000;
    this.memoryBudgetBytes = options.memoryBudgetBytes ?? 2 * 2 ** 30;
    this.quantize = options.quantize ?? true;
    this.now = options.now ?? (() => performance.now());
  }

  async search(activityId: number, query: Float32Array, options: FaceSearchOptions): Promise<FaceMatch[]> {
    return (await this.index(activityId)).search(query, options);
  }

  /** The activity's index, refreshed first if stale; concurrent callers share one refresh. */
  async index(activityId: number): Promise<FaceIndex> {
    let entry = this.entries.get(activityId);
    if (entry) this.entries.delete(activityId);
    entry ??= {
      index: new FaceIndex({ quantize: this.quantize }),
      refreshedAt: -Infinity,
      refreshing: null,
      removedDuringRefresh: [],
    };
    this.entries.set(activityId, entry);
    if (!entry.refreshing && this.now() - entry.refreshedAt >= this.refreshIntervalMs) {
      entry.refreshing = this.refresh(activityId, entry).finally(() => {
        entry.refreshing = null;
        entry.removedDuringRefresh = [];
      });
    }
    await entry.refreshing;
    return entry.index;
  }

  /** Forgets an activity (face search switched off, faces re-indexed): the next search reloads it. */
  drop(activityId: number): void {
    this.entries.delete(activityId);
  }

  /** Faces were just added (an undone hide-me): the next search loads them first, however recent the last load. */
  expire(activityId: number): void {
    const entry = this.entries.get(activityId);
    if (entry) entry.refreshedAt = -Infinity;
  }

  /** "Not me / hide me": the faces stop matching at once. Activities not loaded need nothing. */
  removeFaces(activityId: number, faceIds: readonly number[]): void {
    const entry = this.entries.get(activityId);
    if (!entry) return;
    entry.index.remove(faceIds);
    if (entry.refreshing) entry.removedDuringRefresh.push(...faceIds);
  }

  /** Faces searchable in the loaded indexes (the face index size gauge, decision 070). */
  get faceCount(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.index.size;
    return total;
  }

  get memoryBytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.index.memoryBytes;
    return total;
  }

  private async refresh(activityId: number, entry: Entry): Promise<void> {
    const startedAt = this.now();
    for (;;) {
      const page = await this.loader(activityId, entry.index.lastFaceId, this.pageSize);
      entry.index.add(page);
      if (entry.removedDuringRefresh.length > 0) entry.index.remove(entry.removedDuringRefresh);
      this.evict(activityId);
      if (page.length < this.pageSize) break;
    }
    entry.refreshedAt = startedAt;
  }

  /** Evicts least recently used activities, never `keep`, until within the budget. */
  private evict(keep: number): void {
    let total = this.memoryBytes;
    for (const [activityId, entry] of this.entries) {
      if (total <= this.memoryBudgetBytes) return;
      if (activityId === keep) continue;
      total -= entry.index.memoryBytes;
      this.entries.delete(activityId);
    }
  }
}
