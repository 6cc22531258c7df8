import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { RecordList, RecordListBody } from './schemas.ts';
import { recordList } from './service.ts';

const base = '/api/services/app/Activity';

/** The back office's attendance list: who shoots which activity where. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/RecordList`,
    {
      schema: {
        summary: 'Who shoots which activity where, by activity and/or photographer',
        body: RecordListBody,
        response: envelopeOf(RecordList),
      },
      config: { auth: { admin: [PERMISSIONS.Attendance] } },
    },
    async (request) => ok(await recordList(app, request.culture, request.body)),
  );
};

export default adminRoutes;
