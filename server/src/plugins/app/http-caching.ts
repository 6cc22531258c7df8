import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every guest: shared caches (a CDN) may keep it briefly (decisions/050). */
    publicCache?: true;
  }
}

/**
 * Short enough that an edit in the back office shows within a minute; on race day it still lets a
 * CDN answer nearly every read of the home and activity pages.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** The header the answer's language is chosen by (lib/i18n.ts): a cached copy is per language. */
const CULTURE_HEADER = '.aspnetcore.culture';

/** Weak: the compressed and plain forms of one answer share it. */
function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

function ifNoneMatchHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
}

function isCacheableForEveryone(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config.publicCache === true &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    // A signed-in caller's copy stays theirs, even on a route whose answer does not depend on them.
    !request.headers.authorization
  );
}

/**
 * Every API answer says whether it may be cached: public catalogue reads for a short while with a
 * weak ETag (304 on If-None-Match), everything else — member, admin, errors — never. Answers that
 * set their own Cache-Control (media, downloads, the client's files) keep it.
 */
export default fp(
  async function httpCaching(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return payload;
      if (!isCacheableForEveryone(request, reply) || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      const etag = weakEtag(payload);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag).header('vary', CULTURE_HEADER);
      if (!ifNoneMatchHas(request, etag)) return payload;
      reply.code(304).removeHeader('content-length');
      return '';
    });
  },
  { name: 'http-caching' },
);
