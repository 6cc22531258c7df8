import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { waitBeyond } from '../../lib/attempt-counter.ts';
import { rateLimited } from '../../lib/rate-limits.ts';
import { normaliseEmail } from '../../shared/domain/email.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Following mails whoever's address is given, so requests are limited per client address and per
 * e-mail (FOLLOW_RATE_LIMIT_*, an hour each): nobody floods an inbox or walks through bibs. A
 * preHandler (the address is in the body); every attempt counts, refused ones included.
 */
export function followLimits(app: FastifyInstance) {
  const { perAddressPerHour, perEmailPerHour } = app.config.follow;
  const perAddress = app.attemptCounter('follow-address', HOUR_MS);
  const perEmail = app.attemptCounter('follow-email', HOUR_MS);
  return async function limitFollow(request: FastifyRequest) {
    const { email } = (request.body ?? {}) as { email?: string };
    const wait = Math.max(
      waitBeyond(await perAddress.hit(normalizeIP(request.ip)), perAddressPerHour),
      email === undefined ? 0 : waitBeyond(await perEmail.hit(normaliseEmail(email)), perEmailPerHour),
    );
    if (wait > 0) throw rateLimited(wait);
  };
}
