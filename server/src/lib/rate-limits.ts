import { AppError } from './errors.ts';

/** The limit on login, registration, password reset and the contact form (AUTH_RATE_LIMIT_*): per client address. */
export function authRateLimit(limit: { max: number; windowMs: number }) {
  return { max: limit.max, timeWindow: limit.windowMs };
}

/** The refusal of one request too many: the wait in seconds, or in minutes when it is long. */
export function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds < 120
    ? new AppError('RateLimited', 'error.rateLimited', { seconds })
    : new AppError('RateLimited', 'error.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) });
}
