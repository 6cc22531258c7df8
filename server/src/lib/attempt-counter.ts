/** One key's fixed window: its attempts so far (the last one included) and when it ends. */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Counts attempts per key: in memory, or shared by every web server (decisions/054). */
export interface AttemptCounting {
  /** Counts one attempt of `key`; answers its window's count and when the window ends. */
  hit(key: string): WindowCount | Promise<WindowCount>;
  /** Takes back an attempt that turned out to be no attack. */
  refund(key: string): void | Promise<void>;
}

/** How long (ms) to wait when a window holds more than `max` attempts, else 0. */
export const waitBeyond = ({ count, ttlMs }: WindowCount, max: number): number =>
  count > max ? Math.max(ttlMs, 1) : 0;

/**
 * Counts attempts per key in fixed windows, in this process's memory (like @fastify/rate-limit's
 * default store), and can take an attempt back. Bounded: past `maxKeys` the oldest windows go first.
 */
export class AttemptCounter implements AttemptCounting {
  // Insertion order is window order: a window is (re)inserted when it starts, and all are equally long.
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      this.forgetOld(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, ttlMs: window.endsAt - now };
  }

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
