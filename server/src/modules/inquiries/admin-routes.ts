import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { InquiryList, InquiryListQuery, InquiryUpdateBody, InquiryView } from './schemas.ts';
import { listInquiries, updateInquiry } from './service.ts';

const admin = { auth: { admin: [PERMISSIONS.Inquiries] } };

/** Contact-form inquiries in the back office: the list, replies and status. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminMemEmber/GetTableFrom',
    {
      schema: {
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
        summary: 'Reply to an inquiry (mailed to its writer) and/or set its status',
        body: InquiryUpdateBody,
        response: envelopeOf(InquiryView),
      },
      config: admin,
    },
    async (request) => ok(await updateInquiry(app, request.body)),
  );
};

export default adminRoutes;
