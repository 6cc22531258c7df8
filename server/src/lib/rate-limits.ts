import type { Config } from '../config.ts';

/** The limit on login, registration and password reset: per client address. */
export function authRateLimit(config: Config) {
  return { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs };
}
