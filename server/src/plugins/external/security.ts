import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SharedRateLimitCounts } from '../../infra/shared-rate-limits.ts';
import { AttemptCounter, type AttemptCounting } from '../../lib/attempt-counter.ts';
import { rateLimited } from '../../lib/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts attempts per key under `namespace` in windows of `windowMs`, where RATE_LIMIT_STORE keeps the counts. */
    attemptCounter(namespace: string, windowMs: number): AttemptCounting;
  }
}

export default fp(
  async function security(app: FastifyInstance) {
    const publicMedia = app.config.s3.publicUrl ? new URL(app.config.s3.publicUrl).origin : undefined;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          // The upload page hashes originals with WebAssembly (hash-wasm) to skip photos already sent;
          // 'wasm-unsafe-eval' lets pages compile WebAssembly and nothing else: eval stays refused (decisions/074).
          'script-src': ["'self'", "'wasm-unsafe-eval'"],
          'img-src': ["'self'", 'data:', 'blob:', ...(publicMedia ? [publicMedia] : [])],
          // ECPay's checkout form is posted from our pages.
          'form-action': ["'self'", 'https://payment.ecpay.com.tw', 'https://payment-stage.ecpay.com.tw'],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // With several web servers the counts live in PostgreSQL, so that they add up (decisions/054).
    const shared = app.config.rateLimitStore === 'postgres' ? new SharedRateLimitCounts(app.db) : undefined;
    app.decorate('attemptCounter', (namespace: string, windowMs: number) =>
      shared ? shared.counter(namespace, windowMs) : new AttemptCounter(windowMs),
    );
    // Only routes that opt in are limited (registration, password reset; login keeps its own count).
    await app.register(rateLimit, {
      global: false,
      ...(shared && { store: shared.fastifyStore() }),
      // context.after is English ("24 seconds"): the message says the wait in the caller's language.
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    });
  },
  { name: 'security', dependencies: ['services'] },
);
