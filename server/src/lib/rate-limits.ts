import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/** The limit on login, registration, password reset and the contact form: per client address. */
export function authRateLimit(config: Config) {
  return { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs };
}

/** The refusal of one request too many: the wait in seconds, or in minutes when it is long. */
export function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds < 120
    ? new AppError('RateLimited', 'error.rateLimited', { seconds })
    : new AppError('RateLimited', 'error.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
}
