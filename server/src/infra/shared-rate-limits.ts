import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { AttemptCounting, WindowCount } from '../lib/attempt-counter.ts';
import type { Database } from '../shared/database.ts';

// Rate limits counted in PostgreSQL, so that every web server behind the balancer sees the same
// count (decisions/054). One fixed window per key: one upsert per request counts it, starting a new
// window when the last one has ended; the database's clock decides, so servers need not agree.

export class SharedRateLimitCounts {
  constructor(private readonly db: Database) {}

  /** Counts one hit of `key`; answers the window's count so far and when it ends. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [row] = await this.db.$queryRaw<{ count: number; ttlMs: number }[]>`
      INSERT INTO "RateLimitWindow" (key, count, "endsAt")
      VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN "RateLimitWindow"."endsAt" <= now() THEN 1 ELSE "RateLimitWindow".count + 1 END,
        "endsAt" = CASE WHEN "RateLimitWindow"."endsAt" <= now() THEN EXCLUDED."endsAt" ELSE "RateLimitWindow"."endsAt" END
      RETURNING count, ceil(extract(epoch FROM "endsAt" - now()) * 1000)::int AS "ttlMs"`;
    return row!;
  }

  /** Takes back one hit of the current window (an attempt that turned out to be no attack). */
  async refund(key: string): Promise<void> {
    await this.db.$executeRaw`
      UPDATE "RateLimitWindow" SET count = count - 1 WHERE key = ${key} AND count > 0 AND "endsAt" > now()`;
  }

  /** Deletes ended windows; answers how many. */
  sweep(): Promise<number> {
    return this.db.$executeRaw`DELETE FROM "RateLimitWindow" WHERE "endsAt" <= now()`;
  }

  /** A counter of attempts per window of `windowMs` for keys under `namespace` (the login's counts). */
  counter(namespace: string, windowMs: number): AttemptCounting {
    return {
      hit: (key) => this.hit(`${namespace}|${key}`, windowMs),
      refund: (key) => this.refund(`${namespace}|${key}`),
    };
  }

  /**
   * @fastify/rate-limit's store over these counts: each route counts apart (under its method and
   * path, like the plugin's Redis store). Fixed windows only: the app uses neither
   * `continueExceeding` nor `exponentialBackoff`.
   */
  fastifyStore(): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
    const hit = (key: string, windowMs: number) => this.hit(key, windowMs);
    return class RouteStore implements FastifyRateLimitStore {
      /** The route's method and path; blank for limits made with createRateLimit, whose keys must differ. */
      private namespace = '';
      incr(
        key: string,
        callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow: number,
      ) {
        hit(`${this.namespace}|${key}`, timeWindow).then(
          ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
          (error: Error) => callback(error),
        );
      }
      child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
        // The plugin passes the route's merged limit options, its route under `routeInfo`.
        const { method = '', url = '' } =
          (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
        const store = new RouteStore();
        store.namespace = `${String(method)} ${url}`;
        return store;
      }
    };
  }
}
