import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST read whose answer is the same for every guest (the home and activity lists, bib search):
     * this server may answer it from its short cache (decisions/057). GET routes opt in with
     * `publicCache`, which says the same and more.
     */
    guestReadCache?: true;
    /**
     * With `publicCache` or `guestReadCache`: the answer is the same for members as for guests (the
     * live page, decisions/082), so a member's request may be answered from the cache and kept too.
     */
    sameForEveryone?: true;
  }
  interface FastifyRequest {
    /** Where this guest's answer goes in the cache once it is sent, when it may be kept. */
    publicReadCacheKey: string | undefined;
  }
  interface FastifyInstance {
    /** The cache itself, for reads made in process (page-data.ts); null when it is off. */
    publicReadCache: PublicReadCache | null;
  }
}

const heldBytes = (body: string | Buffer) => (typeof body === 'string' ? body.length * 2 : body.byteLength);

/** The type a kept answer is sent with. */
export const CACHED_ANSWER_TYPE = 'application/json; charset=utf-8';

interface CachedAnswer {
  /** An API answer's JSON; a rendered page's HTML, as bytes (plugins/external/page-preloads.ts says why). */
  body: string | Buffer;
  contentType: string;
  expiresAt: number;
}

/**
 * A bound on what the cache holds, whatever the TTL: entries and bytes (UTF-16, as held in memory);
 * and on the requests it remembers having been asked once.
 */
export const PUBLIC_READ_CACHE_LIMITS = { entries: 2000, bytes: 32 * 1024 * 1024, askedOnce: 20_000 };

/**
 * Answers kept for a few seconds, oldest dropped first when full. Race day repeats the same public
 * reads thousands of times a minute; a few seconds' delay on a change is what shared caches
 * already allow (decisions/050). An answer is kept only when its request comes a second time within
 * the TTL: the thousands of bibs and photos asked for once would otherwise pass through the cache,
 * outlive the young generation and cost the server major garbage collections (decisions/058).
 */
export class PublicReadCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;
  /** Requests asked for once lately, with when that stops counting. */
  private readonly askedOnce = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly limits = PUBLIC_READ_CACHE_LIMITS,
    private readonly now = () => Date.now(),
  ) {}

  get(key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.expiresAt > this.now()) return answer;
    this.drop(key, answer);
    return undefined;
  }

  /**
   * On a miss: whether the answer about to be sent should be kept. The first time a request is
   * asked for it is only noted; the second time within the TTL its answer is kept.
   */
  wanted(key: string): boolean {
    const now = this.now();
    const until = this.askedOnce.get(key);
    this.askedOnce.delete(key);
    if (until !== undefined && until > now) return true;
    // Oldest first in a Map: the first key is the one to forget.
    if (this.askedOnce.size >= this.limits.askedOnce) this.askedOnce.delete(this.askedOnce.keys().next().value!);
    this.askedOnce.set(key, now + this.ttlMs);
    return false;
  }

  set(key: string, body: string | Buffer, contentType: string): void {
    const size = heldBytes(body);
    if (size > this.limits.bytes) return;
    const previous = this.answers.get(key);
    if (previous) this.drop(key, previous);
    for (const [oldest, answer] of this.answers) {
      if (this.answers.size < this.limits.entries && this.bytes + size <= this.limits.bytes) break;
      this.drop(oldest, answer);
    }
    this.answers.set(key, { body, contentType, expiresAt: this.now() + this.ttlMs });
    this.bytes += size;
  }

  private drop(key: string, answer: CachedAnswer): void {
    this.answers.delete(key);
    this.bytes -= heldBytes(answer.body);
  }
}

/**
 * A read on a route that opted in. A member's request is never answered from the cache nor kept,
 * unless the route's answer is the same for everyone: their answer may be theirs alone.
 */
function cacheKeyOf(request: FastifyRequest): string | undefined {
  const { config } = request.routeOptions;
  const opted =
    (request.method === 'GET' && config.publicCache === true) ||
    (request.method === 'POST' && config.guestReadCache === true);
  if (!opted || (request.headers.authorization && config.sameForEveryone !== true)) return undefined;
  return guestCacheKey(request.culture, request.method, request.url, request.body);
}

/** Where a read is kept: by language, address and (validated, defaulted) body, so equal requests written differently share one entry. */
export function guestCacheKey(culture: string, method: string, url: string, body: unknown): string {
  return `${culture} ${method} ${url} ${method === 'POST' ? JSON.stringify(body) : ''}`;
}

function keepable(reply: FastifyReply, payload: unknown): payload is string {
  const type = reply.getHeader('content-type');
  return (
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    typeof type === 'string' &&
    type.startsWith('application/json')
  );
}

/** PUBLIC_READ_CACHE_SECONDS of 0 turns the cache off (the default in tests). */
export default fp(
  async function publicReadCache(app: FastifyInstance) {
    const ttlMs = app.config.publicReadCacheSeconds * 1000;
    app.decorate('publicReadCache', null);
    if (ttlMs <= 0) return;
    const cache = new PublicReadCache(ttlMs);
    app.publicReadCache = cache;
    app.decorateRequest('publicReadCacheKey', undefined);
    // After validation: a bad request is refused as ever, and the body is known.
    app.addHook('preHandler', async (request, reply) => {
      const key = cacheKeyOf(request);
      if (!key) return;
      const cached = cache.get(key);
      if (!cached) {
        if (cache.wanted(key)) request.publicReadCacheKey = key;
        return;
      }
      return reply.type(cached.contentType).send(cached.body);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.publicReadCacheKey;
      if (key && keepable(reply, payload)) cache.set(key, payload, reply.getHeader('content-type') as string);
      return payload;
    });
  },
  { name: 'public-read-cache', dependencies: ['services', 'envelope'] },
);
