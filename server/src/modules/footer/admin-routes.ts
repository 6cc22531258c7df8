import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { createFootLink, deleteFootLink, listFootLinks, reorderFootLinks, updateFootLink } from './admin-links.ts';
import { createFootPage, deleteFootPage, getFootPage, listFootPages, updateFootPage } from './admin-pages.ts';
import {
  AdminFootContentList,
  AdminFootContentListQuery,
  AdminFootContentView,
  AdminFootLinkList,
  AdminFootLinkQuery,
  AdminFootLinkView,
  FootContentFields,
  FootIdQuery,
  FootLinkFields,
  FootStoreBody,
  UpdateFootContentBody,
  UpdateFootLinkBody,
} from './schemas.ts';

const admin = { auth: { admin: [PERMISSIONS.Footer] } };
const done = envelopeOf(Type.Null());

/** The back office's footer: columns and links (AdminFoot), and the links' pages (AdminFootContent). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const links = '/api/services/app/AdminFoot';
  app.get(
    `${links}/GetAll`,
    {
      config: admin,
      schema: {
        summary: 'Footer columns and links, hidden ones too: columns first, then links by column and sort',
        querystring: AdminFootLinkQuery,
        response: envelopeOf(AdminFootLinkList),
      },
    },
    async (request) => ok(await listFootLinks(app, request.query)),
  );

  app.post(
    `${links}/Create`,
    {
      config: admin,
      schema: {
        summary: 'Add a column (no parentId) or a link (parentId and sgL_RequestUrl)',
        body: FootLinkFields,
        response: envelopeOf(AdminFootLinkView),
      },
    },
    async (request) => ok(await createFootLink(app, request.body)),
  );

  app.put(
    `${links}/Update`,
    {
      config: admin,
      schema: {
        summary: 'Change a column or a link',
        body: UpdateFootLinkBody,
        response: envelopeOf(AdminFootLinkView),
      },
    },
    async (request) => ok(await updateFootLink(app, request.body)),
  );

  app.post(
    `${links}/UpdateStore`,
    {
      config: admin,
      schema: {
        summary: 'Save the order after a drag (a link may move to another column), all or nothing',
        body: FootStoreBody,
        response: done,
      },
    },
    async (request) => {
      await reorderFootLinks(app, request.body.items);
      return ok(null);
    },
  );

  app.delete(
    `${links}/Delete`,
    {
      config: admin,
      schema: {
        summary: 'Remove a link (and its page) or an empty column',
        querystring: FootIdQuery,
        response: done,
      },
    },
    async (request) => {
      await deleteFootLink(app, request.query.Id);
      return ok(null);
    },
  );

  const pages = '/api/services/app/AdminFootContent';
  app.get(
    `${pages}/GetAll`,
    {
      config: admin,
      schema: {
        summary: 'Footer pages: the link each belongs to, last change',
        querystring: AdminFootContentListQuery,
        response: envelopeOf(AdminFootContentList),
      },
    },
    async (request) => ok(await listFootPages(app, request.query)),
  );

  app.get(
    `${pages}/Get`,
    {
      config: admin,
      schema: {
        summary: 'One footer page with both texts',
        querystring: FootIdQuery,
        response: envelopeOf(AdminFootContentView),
      },
    },
    async (request) => ok(await getFootPage(app, request.query.Id)),
  );

  app.post(
    `${pages}/Create`,
    {
      config: admin,
      schema: {
        summary: "Write a footer link's page (HTML cleaned on save)",
        body: FootContentFields,
        response: envelopeOf(AdminFootContentView),
      },
    },
    async (request) => ok(await createFootPage(app, request.body)),
  );

  app.put(
    `${pages}/Update`,
    {
      config: admin,
      schema: {
        summary: 'Change a footer page (HTML cleaned on save)',
        body: UpdateFootContentBody,
        response: envelopeOf(AdminFootContentView),
      },
    },
    async (request) => ok(await updateFootPage(app, request.body)),
  );

  app.delete(
    `${pages}/Delete`,
    {
      config: admin,
      schema: {
        summary: 'Remove a footer page (its link stays)',
        querystring: FootIdQuery,
        response: done,
      },
    },
    async (request) => {
      await deleteFootPage(app, request.query.Id);
      return ok(null);
    },
  );
};

export default routes;
