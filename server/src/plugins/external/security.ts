import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';

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
    // Only routes that opt in are limited (login, registration, password reset).
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('RateLimited', 'error.rateLimited', { after: context.after }),
    });
  },
  { name: 'security', dependencies: ['services'] },
);
