import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import {
  RoleFields,
  RoleIdQuery,
  RoleList,
  RoleListQuery,
  RoleMenusView,
  RolePermissionsView,
  RoleUserList,
  RoleUsersQuery,
  RoleView,
  SetMenusBody,
  SetPermissionsBody,
  UpdateRoleBody,
} from './schemas.ts';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  roleMenus,
  rolePermissions,
  roleUsers,
  setRoleMenus,
  setRolePermissions,
  updateRole,
} from './service.ts';

const base = '/api/services/app/AdminRole';
const view = { auth: { admin: [PERMISSIONS.Roles] } };
const edit = { auth: { admin: [PERMISSIONS.RolesEdit] } };
const menus = { auth: { admin: [PERMISSIONS.Menus] } };

/** Back-office roles: their names, permissions, menu entries and holders. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      config: view,
      schema: {
        summary: 'Every role with how many users hold it',
        querystring: RoleListQuery,
        response: envelopeOf(RoleList),
      },
    },
    async (request) => ok(await listRoles(app, request.query)),
  );

  app.get(
    `${base}/Get`,
    { config: view, schema: { summary: 'One role', querystring: RoleIdQuery, response: envelopeOf(RoleView) } },
    async (request) => ok(await getRole(app, request.query.id)),
  );

  app.post(
    `${base}/Create`,
    { config: edit, schema: { summary: 'Add a role', body: RoleFields, response: envelopeOf(RoleView) } },
    async (request) => ok(await createRole(app, request.body)),
  );

  app.put(
    `${base}/Update`,
    {
      config: edit,
      schema: {
        summary: 'Rename a role, change its description (the owner role: only an owner)',
        body: UpdateRoleBody,
        response: envelopeOf(RoleView),
      },
    },
    async (request) => ok(await updateRole(app, requireUser(request).id, request.body)),
  );

  app.delete(
    `${base}/Delete`,
    {
      config: edit,
      schema: {
        summary: 'Remove a role nobody holds (built-in roles stay)',
        querystring: RoleIdQuery,
        response: envelopeOf(Type.Null()),
      },
    },
    async (request) => {
      await deleteRole(app, request.query.id);
      return ok(null);
    },
  );

  app.get(
    `${base}/GetPermissions`,
    {
      config: view,
      schema: {
        summary: "The permission catalogue by group, ticked where the role holds it, in the caller's language",
        querystring: RoleIdQuery,
        response: envelopeOf(RolePermissionsView),
      },
    },
    async (request) => ok(await rolePermissions(app, request.query.id, request.culture)),
  );

  app.put(
    `${base}/SetPermissions`,
    {
      config: edit,
      schema: {
        summary:
          "Replace a role's permissions (not the owner's); only permissions the caller holds can be added; holders are checked on their next request",
        body: SetPermissionsBody,
        response: envelopeOf(Type.Null()),
      },
    },
    async (request) => {
      await setRolePermissions(app, requireUser(request).id, request.body.roleId, request.body.permissionNames);
      return ok(null);
    },
  );

  app.get(
    `${base}/GetMenus`,
    {
      config: menus,
      schema: {
        summary: 'Every back-office menu entry, ticked where granted to the role',
        querystring: RoleIdQuery,
        response: envelopeOf(RoleMenusView),
      },
    },
    async (request) => ok(await roleMenus(app, request.query.id, request.culture)),
  );

  app.put(
    `${base}/SetMenus`,
    {
      config: menus,
      schema: {
        summary:
          "Replace the menu entries granted to a role; an entry is granted only by someone holding its page's permission, the owner role's menu only by an owner",
        body: SetMenusBody,
        response: envelopeOf(Type.Null()),
      },
    },
    async (request) => {
      await setRoleMenus(app, requireUser(request).id, request.body.roleId, request.body.menuIds);
      return ok(null);
    },
  );

  app.get(
    `${base}/GetUsers`,
    {
      config: view,
      schema: {
        summary: 'The users holding a role, a page at a time',
        querystring: RoleUsersQuery,
        response: envelopeOf(RoleUserList),
      },
    },
    async (request) => ok(await roleUsers(app, request.query)),
  );
};

export default routes;
