import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/app/authorization.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { Member, UpdateMemberBody } from './schemas.ts';
import { memberView, updateMember } from './service.ts';

const base = '/api/services/app/MemEmber';
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/Get`,
    {
      schema: { summary: "The logged-in member's profile", response: envelopeOf(Member) },
      config: { auth: 'member' },
    },
    async (request) => ok(await memberView(app, requireUser(request).id)),
  );

  app.post(
    `${base}/Update`,
    {
      schema: {
        summary: 'Update display name, phone and language',
        body: UpdateMemberBody,
        response: envelopeOf(Member),
      },
      config: { auth: 'member' },
    },
    async (request) => ok(await updateMember(app, requireUser(request).id, request.body)),
  );
};

export default routes;
