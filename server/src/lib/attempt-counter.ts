/** Counts attempts per key and refuses one too many: in memory, or shared by every web server (decisions/054). */
export interface AttemptCounting {
  /** Counts one attempt; answers how long (ms) to wait when it is one too many, else 0. */
  take(key: string): number | Promise<number>;
  /** Takes back an attempt that turned out to be no attack. */
  refund(key: string): void | Promise<void>;
}

/**
 * Counts attempts per key in fixed windows, in this process's memory (like @fastify/rate-limit's
 * default store), and can take an attempt back. Bounded: past `maxKeys` the oldest windows go first.
 */
export class AttemptCounter implements AttemptCounting {
  // Insertion order is window order: a window is (re)inserted when it starts, and all are equally long.
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly limit: { max: number; windowMs: number },
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one attempt; answers how long (ms) to wait when it is one too many, else 0. */
  take(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      this.forgetOld(now);
      window = { count: 0, endsAt: now + this.limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit.max ? window.endsAt - now : 0;
  }

  /** Takes back an attempt that turned out to be no attack. */
  refund(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  private forgetOld(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now && this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
