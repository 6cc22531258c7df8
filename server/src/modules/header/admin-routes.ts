import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { SortOrderBody } from '../../shared/sort-order.ts';
import {
  AdminHeaderList,
  AdminHeaderListQuery,
  AdminHeaderView,
  HeaderFields,
  HeaderIdQuery,
  UpdateHeaderBody,
} from './schemas.ts';
import {
  createHeaderLink,
  deleteHeaderLink,
  listHeaderLinks,
  reorderHeaderLinks,
  updateHeaderLink,
} from './service.ts';

const base = '/api/services/app/AdminHeader';
const admin = { auth: { admin: [PERMISSIONS.Header] } };

/** The back office's top navigation links. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      config: admin,
      schema: {
        summary: 'Every header link, hidden ones too, by sort',
        querystring: AdminHeaderListQuery,
        response: envelopeOf(AdminHeaderList),
      },
    },
    async (request) => ok(await listHeaderLinks(app, request.query)),
  );

  app.post(
    `${base}/Create`,
    {
      config: admin,
      schema: { summary: 'Add a header link', body: HeaderFields, response: envelopeOf(AdminHeaderView) },
    },
    async (request) => ok(await createHeaderLink(app, request.body)),
  );

  app.put(
    `${base}/Update`,
    {
      config: admin,
      schema: { summary: 'Change a header link', body: UpdateHeaderBody, response: envelopeOf(AdminHeaderView) },
    },
    async (request) => ok(await updateHeaderLink(app, request.body)),
  );

  app.delete(
    `${base}/Delete`,
    {
      config: admin,
      schema: { summary: 'Remove a header link', querystring: HeaderIdQuery, response: envelopeOf(Type.Null()) },
    },
    async (request) => {
      await deleteHeaderLink(app, request.query.Id);
      return ok(null);
    },
  );

  app.post(
    `${base}/UpdateStore`,
    {
      config: admin,
      schema: {
        summary: 'Save the order after a drag: each row’s new sort',
        body: SortOrderBody,
        response: envelopeOf(Type.Null()),
      },
    },
    async (request) => {
      await reorderHeaderLinks(app, request.body.items);
      return ok(null);
    },
  );
};

export default routes;
