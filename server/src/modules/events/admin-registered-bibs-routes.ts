import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { IdQuery } from './admin-schemas.ts';
import { deleteRegisteredBibs, getRegisteredBibs, importRegisteredBibs } from './registered-bibs.ts';
import { REGISTERED_LIST_LIMITS } from './registered-bib-rows.ts';
import { ImportResult, RegisteredBibsQuery, RegisteredBibsView } from './registered-bibs-schemas.ts';

const base = '/api/services/app/AdminActivity';
// No organiser accounts exist: the staff who edit activities keep their lists (decision 067).
const read = { auth: { admin: [PERMISSIONS.Events] } };
const write = { auth: { admin: [PERMISSIONS.EventsEdit] } };

/** An activity's registered bibs: OCR readings outside them are held for review (decision 067). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetRegisteredBibs`,
    {
      schema: {
        summary: "The activity's registered bib list (null without one), readings held for review, a page of its bibs",
        querystring: RegisteredBibsQuery,
        response: envelopeOf(RegisteredBibsView),
      },
      config: read,
    },
    async (request) => ok(await getRegisteredBibs(app, request.query)),
  );

  app.post(
    `${base}/ImportRegisteredBibs`,
    {
      schema: {
        summary:
          `Replace the list with a UTF-8 CSV (multipart field "file", ≤ ${REGISTERED_LIST_LIMITS.maxBytes / 1024 / 1024} MB, ` +
          `≤ ${REGISTERED_LIST_LIMITS.maxBibs} bibs): bib (or a range such as 1001-3000), optional name and category. ` +
          'Any bad row: nothing imported, each bad row answered',
        consumes: ['multipart/form-data'],
        querystring: IdQuery,
        response: envelopeOf(ImportResult),
      },
      config: write,
    },
    async (request) => ok(await importRegisteredBibs(app, request, request.query.id, requireUser(request).id)),
  );

  app.delete(
    `${base}/DeleteRegisteredBibs`,
    {
      schema: {
        summary: "Remove the activity's list: readings held for being outside it are published",
        querystring: IdQuery,
        response: envelopeOf(Type.Null()),
      },
      config: write,
    },
    async (request) => {
      await deleteRegisteredBibs(app, request.query.id);
      return ok(null);
    },
  );
};

export default routes;
