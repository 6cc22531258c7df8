import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { authRateLimit } from '../../lib/rate-limits.ts';
import { loadCurrentUser } from '../../plugins/app/authorization.ts';
import { InquiryBody, InquiryCreated } from './schemas.ts';
import { createInquiry } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** A logged-in writer is linked to their inquiry; a missing or stale token just means a guest. */
  async function writerId(request: FastifyRequest): Promise<number | null> {
    if (!request.headers.authorization) return null;
    try {
      return (await loadCurrentUser(app, request)).id;
    } catch {
      return null;
    }
  }

  app.post(
    '/api/services/app/MemEmber/AddTableFrom',
    {
      schema: {
        summary: 'Send the contact form (guests and members; rate-limited)',
        body: InquiryBody,
        response: envelopeOf(InquiryCreated),
      },
      config: { rateLimit: authRateLimit(app.config.authRateLimit) },
    },
    async (request) => ok(await createInquiry(app, await writerId(request), request.body)),
  );
};

export default routes;
