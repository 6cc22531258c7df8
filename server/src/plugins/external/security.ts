import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../../lib/rate-limits.ts';

export default fp(
  async function security(app: FastifyInstance) {
    const publicMedia = app.config.s3.publicUrl ? new URL(app.config.s3.publicUrl).origin : undefined;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', ...(publicMedia ? [publicMedia] : [])],
          // ECPay's checkout form is posted from our pages.
          'form-action': ["'self'", 'https://payment.ecpay.com.tw', 'https://payment-stage.ecpay.com.tw'],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // Only routes that opt in are limited (registration, password reset; login keeps its own count).
    await app.register(rateLimit, {
      global: false,
      // context.after is English ("24 seconds"): the message says the wait in the caller's language.
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    });
  },
  { name: 'security', dependencies: ['services'] },
);
