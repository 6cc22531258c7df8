import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { authRateLimit } from '../../lib/rate-limits.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { PERMISSIONS } from '../../shared/domain/permissions.ts';
import { PagedResult } from '../../shared/paging.ts';
import { refuseOwnerResetUnlessOwner, setActive, updateUser } from './access-changes.ts';
import {
  IdQuery,
  PhotographerOption,
  PhotographerOptionsQuery,
  RoleOption,
  SetActiveBody,
  UpdateUserBody,
  UserDetail,
  UserListItem,
  UserListQuery,
} from './schemas.ts';
import { listUsers, photographerOptions, roleOptions, sendPasswordReset, userDetail } from './service.ts';

const base = '/api/services/app/AdminMemEmber';
const readers = { auth: { admin: [PERMISSIONS.Users] } };
const editors = { auth: { admin: [PERMISSIONS.Users, PERMISSIONS.UsersEdit] } };
// The photographer picker of the albums, attendance and order filters; the account list itself
// (e-mails, phones) stays with the Users permission.
const pickers = {
  auth: {
    admin: [PERMISSIONS.Users, PERMISSIONS.Albums, PERMISSIONS.Attendance, PERMISSIONS.Orders],
    any: true as const,
  },
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary:
          'Accounts, newest first: search by e-mail / name / phone, filter by role, photographer status, suspension',
        querystring: UserListQuery,
        response: envelopeOf(PagedResult(UserListItem)),
      },
      config: readers,
    },
    async (request) => ok(await listUsers(app, request.query)),
  );

  app.get(
    `${base}/GetPhotographerOptions`,
    {
      schema: {
        summary:
          "Photographers for the back-office filters' picker, newest first: id and display name, searched by name",
        querystring: PhotographerOptionsQuery,
        response: envelopeOf(PagedResult(PhotographerOption)),
      },
      config: pickers,
    },
    async (request) => ok(await photographerOptions(app, request.query)),
  );

  app.get(
    `${base}/Get`,
    {
      schema: {
        summary: "A user's page: profile, photographer status, roles and latest orders",
        querystring: IdQuery,
        response: envelopeOf(UserDetail),
      },
      config: readers,
    },
    async (request) => ok(await userDetail(app, request.query.id)),
  );

  app.get(
    `${base}/GetRoles`,
    {
      schema: { summary: 'Every role a user can be given', response: envelopeOf(Type.Array(RoleOption)) },
      config: readers,
    },
    async () => ok(await roleOptions(app)),
  );

  app.put(
    `${base}/Update`,
    {
      schema: {
        summary:
          "Correct display name and phone, set the admin flag and roles; the last owner and your own right to manage users are kept. Only an owner changes an owner's account or gives the owner role; nobody changes their own roles; a role is given only by someone holding its permissions",
        body: UpdateUserBody,
        response: envelopeOf(UserDetail),
      },
      config: editors,
    },
    async (request) => {
      await updateUser(app, requireUser(request).id, request.body);
      return ok(await userDetail(app, request.body.id));
    },
  );

  app.post(
    `${base}/SetActive`,
    {
      schema: {
        summary:
          "Suspend an account (its sessions end at once, every request answers 605) or restore it; an owner's only by an owner",
        body: SetActiveBody,
        response: envelopeOf(UserDetail),
      },
      config: editors,
    },
    async (request) => {
      await setActive(app, requireUser(request).id, request.body);
      return ok(await userDetail(app, request.body.id));
    },
  );

  app.post(
    `${base}/SendPasswordReset`,
    {
      schema: {
        summary:
          "E-mail the member the one-time password reset link (valid 30 minutes), in the member's language; an owner's only by an owner",
        body: IdQuery,
        response: envelopeOf(Type.Null()),
      },
      config: { ...editors, rateLimit: authRateLimit(app.config.authRateLimit) },
    },
    async (request) => {
      await refuseOwnerResetUnlessOwner(app, requireUser(request).id, request.body.id);
      await sendPasswordReset(app, request.body.id);
      return ok(null);
    },
  );
};

export default routes;
