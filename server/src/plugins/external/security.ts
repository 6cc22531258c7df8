import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SharedRateLimitCounts } from '../../infra/shared-rate-limits.ts';
import { AttemptCounter, type AttemptCounting } from '../../lib/attempt-counter.ts';
import { rateLimited } from '../../lib/rate-limits.ts';

// Headers a browser reads only on a document it shows (or a worker it runs): the policy, framing,
// the browsing context's isolation, and old browsers' switches. They are left off the answers a
// browser can only use as a subresource (decisions/084): on a phone's first visit they were ~0.6 kB
// of each of some 40 answers. nosniff, the resource policy, HSTS and the referrer policy stay on all.
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

// Types a browser never shows as a document that runs script or styles, nor runs as a worker
// (nosniff holds it to the type): raster pictures, fonts, stylesheets. Not SVG, HTML, XML or JSON.
const SUBRESOURCE_TYPE = /^(image\/(jpeg|png|webp|avif|gif)|font\/woff2?|text\/css)(;|$)/;
const SCRIPT_TYPE = /^(application|text)\/javascript(;|$)/;

/**
 * Whether an answer is only ever a subresource. A script is, when the browser fetches it as one
 * (Sec-Fetch-Dest: script): a worker runs under its own script's policy, so a worker's script (or
 * a browser that does not say) keeps every header.
 */
function onlySubresource(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  if (SUBRESOURCE_TYPE.test(type)) return true;
  return SCRIPT_TYPE.test(type) && request.headers['sec-fetch-dest'] === 'script';
}

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
    app.addHook('onSend', async (request, reply) => {
      if (onlySubresource(request, reply)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
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
