import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { authRateLimit } from '../../lib/rate-limits.ts';
import { loadCurrentUser } from '../../plugins/app/authorization.ts';
import {
  InquiryBody,
  InquiryCreated,
  InquiryList,
  InquiryListQuery,
  InquiryUpdateBody,
  InquiryView,
} from './schemas.ts';
import { createInquiry, listInquiries, updateInquiry } from './service.ts';

const admin = { auth: { admin: [PERMISSIONS.Inquiries] } };

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
        tags: ['MemEmber'],
        summary: 'Send the contact form (guests and members; rate-limited)',
        body: InquiryBody,
        response: envelopeOf(InquiryCreated),
      },
      config: { rateLimit: authRateLimit(app.config.authRateLimit) },
    },
    async (request) => ok(await createInquiry(app, await writerId(request), request.body)),
  );

  app.get(
    '/api/services/app/AdminMemEmber/GetTableFrom',
    {
      schema: {
        tags: ['AdminMemEmber'],
        summary: 'Contact-form inquiries, newest first, optionally of one status',
        querystring: InquiryListQuery,
        response: envelopeOf(InquiryList),
      },
      config: admin,
    },
    async (request) => ok(await listInquiries(app, request.query)),
  );

  app.post(
    '/api/services/app/AdminMemEmber/UpdateTableFrom',
    {
      schema: {
        tags: ['AdminMemEmber'],
        summary: 'Reply to an inquiry (mailed to its writer) and/or set its status',
        body: InquiryUpdateBody,
        response: envelopeOf(InquiryView),
      },
      config: admin,
    },
    async (request) => ok(await updateInquiry(app, request.body)),
  );
};

export default routes;
