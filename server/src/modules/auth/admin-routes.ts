import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { AdminProfile } from './schemas.ts';
import { adminProfile } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminMenu/GetMyMenus',
    {
      // Every admin may read their own menu, whatever their roles.
      config: { auth: { admin: [] } },
      schema: {
        summary: "The signed-in admin's permissions and back-office menu tree, in the caller's language",
        response: envelopeOf(AdminProfile),
      },
    },
    async (request) => ok(await adminProfile(app, requireUser(request).id, request.culture)),
  );
};

export default routes;
