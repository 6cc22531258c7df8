import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import {
  AdminCommonTypeItem,
  AdminCommonTypeList,
  AdminCommonTypeQuery,
  CommonTypeIdQuery,
  CreateCommonTypeBody,
  UpdateCommonTypeBody,
  UpdateStoreBody,
} from './admin-schemas.ts';
import {
  createCommonType,
  deleteCommonType,
  getAdminCommonType,
  listAdminCommonTypes,
  reorderCommonTypes,
  updateCommonType,
} from './admin-service.ts';

const base = '/api/services/app/AdminCommonType';
const read = { auth: { admin: [PERMISSIONS.Events] } };
const write = { auth: { admin: [PERMISSIONS.EventsEdit] } };

/** Regions and cities (/admin/EventStatus) and race types (/admin/EventType). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary: 'Regions and cities (30) or race types (40), hidden ones included, by parent then sort',
        querystring: AdminCommonTypeQuery,
        response: envelopeOf(AdminCommonTypeList),
      },
      config: read,
    },
    async (request) => ok(await listAdminCommonTypes(app, request.query)),
  );

  app.get(
    `${base}/Get`,
    {
      schema: {
        summary: 'One region, city or race type',
        querystring: CommonTypeIdQuery,
        response: envelopeOf(AdminCommonTypeItem),
      },
      config: read,
    },
    async (request) => ok(await getAdminCommonType(app, request.query.id)),
  );

  app.post(
    `${base}/Create`,
    {
      schema: {
        summary: 'Add a region (parent 1), a city (parent: its region) or a race type, last among its siblings',
        body: CreateCommonTypeBody,
        response: envelopeOf(AdminCommonTypeItem),
      },
      config: write,
    },
    async (request) => ok(await createCommonType(app, request.body)),
  );

  app.put(
    `${base}/Update`,
    {
      schema: {
        summary: 'Rename or show/hide a row',
        body: UpdateCommonTypeBody,
        response: envelopeOf(AdminCommonTypeItem),
      },
      config: write,
    },
    async (request) => ok(await updateCommonType(app, request.body)),
  );

  app.delete(
    `${base}/Delete`,
    {
      schema: {
        summary: 'Delete a row no race or activity uses and (a region) with no cities',
        querystring: CommonTypeIdQuery,
        response: envelopeOf(Type.Null()),
      },
      config: write,
    },
    async (request) => {
      await deleteCommonType(app, request.query.id);
      return ok(null);
    },
  );

  app.post(
    `${base}/UpdateStore`,
    {
      schema: {
        summary: 'Reorder siblings: ids in their new order',
        body: UpdateStoreBody,
        response: envelopeOf(Type.Null()),
      },
      config: write,
    },
    async (request) => {
      await reorderCommonTypes(app, request.body.ids);
      return ok(null);
    },
  );
};

export default routes;
