import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Config } from '../../config.ts';
import { waitBeyond } from '../../lib/attempt-counter.ts';
import { rateLimited } from '../../lib/rate-limits.ts';
import type { LoginBody } from './schemas.ts';
import { normaliseEmail } from '../../shared/domain/email.ts';

type LoginRequest = FastifyRequest<{ Body: Static<typeof LoginBody> }>;

/** The wait once an account's failures pass the slow-down's threshold; each further failure doubles it. */
const FIRST_DELAY_MS = 500;

/** How long an attempt on an account waits before its password is checked, after `priorFailures`. */
export function slowdownMs(priorFailures: number, { afterFailures, maxDelayMs }: Config['loginSlowdown']): number {
  if (priorFailures < afterFailures) return 0;
  // Capped before the power, so a long attack never overflows into Infinity.
  const doublings = Math.min(priorFailures - afterFailures, 30);
  return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** doublings);
}

/**
 * Password guessing is limited across both logins (member and back office) together (decisions/012).
 * Refused: one client address past its attempts (any account), and one address past its failures on
 * one account. An account's failures from every address only slow its logins down, never refuse
 * them, so an attacker cannot lock the owner out by failing on purpose.
 */
export function loginLimits(app: FastifyInstance) {
  const { authRateLimit, loginFailureLimit, loginSlowdown } = app.config;
  const perAddress = app.attemptCounter('login-address', authRateLimit.windowMs);
  const perAccountAndAddress = app.attemptCounter('login-account-address', loginFailureLimit.windowMs);
  const perAccount = app.attemptCounter('login-account', loginFailureLimit.windowMs);
  const keysOf = (request: LoginRequest) => {
    const address = normalizeIP(request.ip);
    const account = normaliseEmail(request.body.userNameOrEmailAddress);
    // An address holds no `|`, so the pair's key cannot be forged from another pair.
    return { address, account, pair: `${address}|${account}` };
  };

  return {
    /**
     * A preHandler (the account is in the body): counts the attempt before the password is checked
     * (parallel guesses cannot slip through), refuses one too many, or makes it wait.
     */
    async count(request: LoginRequest, reply: FastifyReply) {
      const { address, account, pair } = keysOf(request);
      // In turn: an attempt refused for its address is not counted against the account.
      const wait =
        waitBeyond(await perAddress.hit(address), authRateLimit.max) ||
        waitBeyond(await perAccountAndAddress.hit(pair), loginFailureLimit.max);
      if (wait > 0) {
        reply.header('retry-after', Math.ceil(wait / 1000));
        throw rateLimited(wait);
      }
      const { count } = await perAccount.hit(account);
      const delay = slowdownMs(count - 1, loginSlowdown);
      if (delay > 0) await sleep(delay);
    },
    /** The password was right: the attempt does not count against the account. */
    async forgive(request: LoginRequest) {
      const { account, pair } = keysOf(request);
      await Promise.all([perAccountAndAddress.refund(pair), perAccount.refund(account)]);
    },
  };
}
