import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { rateLimited } from '../../lib/rate-limits.ts';
import type { LoginBody } from './schemas.ts';
import { normaliseEmail } from '../../shared/domain/email.ts';

type LoginRequest = FastifyRequest<{ Body: Static<typeof LoginBody> }>;

/**
 * Password guessing is limited across both logins (member and back office) together: per client
 * address, counting every attempt, and per account, counting failed attempts from any address.
 */
export function loginLimits(app: FastifyInstance) {
  const perAddress = app.attemptCounter('login-address', app.config.authRateLimit);
  const perAccount = app.attemptCounter('login-account', app.config.loginFailureLimit);
  const accountOf = (request: LoginRequest) => normaliseEmail(request.body.userNameOrEmailAddress);

  return {
    /** A preHandler (the account is in the body): counts the attempt, or refuses one too many. */
    async count(request: LoginRequest, reply: FastifyReply) {
      const wait = (await perAddress.take(normalizeIP(request.ip))) || (await perAccount.take(accountOf(request)));
      if (wait === 0) return;
      reply.header('retry-after', Math.ceil(wait / 1000));
      throw rateLimited(wait);
    },
    /** The password was right: the attempt does not count against the account. */
    async forgive(request: LoginRequest) {
      await perAccount.refund(accountOf(request));
    },
  };
}
