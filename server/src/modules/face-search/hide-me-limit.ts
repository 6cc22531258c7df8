import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../../lib/rate-limits.ts';
import { requireUser } from '../../plugins/app/authorization.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hide-me changes what everyone finds, so it is limited per member and per client address
 * (FACE_HIDE_RATE_LIMIT an hour each). A route's onRequest hook: it runs after the login check and
 * before the selfie is read, and every attempt counts, refused ones included.
 */
export function hideMeRateLimit(app: FastifyInstance) {
  const window = { max: app.config.faceHideRateLimit, timeWindow: HOUR_MS };
  const limits = [
    app.createRateLimit({ ...window, keyGenerator: (request) => `member:${requireUser(request).id}` }),
    app.createRateLimit(window), // keyed by the client address
  ];
  return async function limitHideMe(request: FastifyRequest) {
    let waitMs = 0;
    for (const limit of limits) {
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) waitMs = Math.max(waitMs, state.ttl);
    }
    if (waitMs > 0) throw rateLimited(waitMs);
  };
}
