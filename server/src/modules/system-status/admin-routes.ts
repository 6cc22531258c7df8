import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { SystemStatus } from './schemas.ts';
import { lastHourStatus } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/services/app/AdminSystemStatus/GetLastHour',
    {
      config: { auth: { admin: [PERMISSIONS.SystemStatus] } },
      schema: {
        summary:
          'Race day: the photo queue now, and minute by minute over the last hour its depth, photos published and their upload → published delay, requests and server errors',
        response: envelopeOf(SystemStatus),
      },
    },
    async () => ok(await lastHourStatus(app)),
  );
};

export default routes;
