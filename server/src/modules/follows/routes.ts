import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { acceptFormBodies } from '../../payments/form-body.ts';
import { followLimits } from './limits.ts';
import {
  Changed,
  Followed,
  FollowId,
  FollowList,
  FollowListQuery,
  FollowView,
  GuestFollowAnswer,
  GuestFollowBody,
  GuestSelfieFollowBody,
  MemberFollowBody,
  MemberSelfieFollowBody,
  TokenBody,
  TokenQuery,
} from './schemas.ts';
import {
  bibTarget,
  confirmFollow,
  followAsGuest,
  followAsMember,
  listMyFollows,
  removeMyFollow,
  selfieTarget,
  unsubscribe,
} from './service.ts';

const base = '/api/services/app/Follow';
const member = { auth: 'member' as const };

/** 有新照片時通知我: following a bib or a selfie, its mailed links, and the member's list (/myfollow). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The unsubscribe address is also posted by mail programs' one-click unsubscribe (RFC 8058), as a form.
  acceptFormBodies(app);
  const limitFollow = followLimits(app);

  app.post(
    `${base}/Create`,
    {
      schema: {
        summary: 'A guest follows a bib by e-mail: a confirmation link is mailed; the answer is the same for any bib',
        body: GuestFollowBody,
        response: envelopeOf(GuestFollowAnswer),
      },
      preHandler: limitFollow,
    },
    async (request) => {
      const { activityId, code, email } = request.body;
      return ok(await followAsGuest(app, request.culture, await bibTarget(app, activityId, code), email));
    },
  );

  app.post(
    `${base}/CreateMine`,
    {
      schema: {
        summary: "A member follows a bib with one click, at the account's e-mail (again: no change)",
        body: MemberFollowBody,
        response: envelopeOf(FollowView),
      },
      config: member,
      preHandler: limitFollow,
    },
    async (request) => {
      const target = await bibTarget(app, request.body.activityId, request.body.code);
      return ok(await followAsMember(app, request.culture, requireUser(request).id, target));
    },
  );

  app.post(
    `${base}/CreateSelfie`,
    {
      schema: {
        summary:
          'A guest follows the face of their kept selfie search by e-mail, with consent: only its descriptor is kept, until the follow ends; a confirmation link is mailed; the answer is the same for any face',
        body: GuestSelfieFollowBody,
        response: envelopeOf(GuestFollowAnswer),
      },
      preHandler: limitFollow,
    },
    async (request) => {
      const { email, ...face } = request.body;
      return ok(await followAsGuest(app, request.culture, await selfieTarget(app, null, face), email));
    },
  );

  app.post(
    `${base}/CreateMineSelfie`,
    {
      schema: {
        summary:
          'A member follows the face of their selfie search with one click and consent (again: the newer face replaces the kept descriptor)',
        body: MemberSelfieFollowBody,
        response: envelopeOf(FollowView),
      },
      config: member,
      preHandler: limitFollow,
    },
    async (request) => {
      const userId = requireUser(request).id;
      const target = await selfieTarget(app, userId, request.body);
      return ok(await followAsMember(app, request.culture, userId, target));
    },
  );

  app.post(
    `${base}/Confirm`,
    {
      schema: {
        summary: "Confirms a guest's follow with the token of its mailed link (/followConfirm)",
        body: TokenBody,
        response: envelopeOf(Followed),
      },
    },
    async (request) => ok(await confirmFollow(app, request.culture, request.body.token)),
  );

  app.post(
    `${base}/Unsubscribe`,
    {
      schema: {
        summary:
          'Ends a follow with the token of its mails’ unsubscribe link, no login (/followUnsubscribe, List-Unsubscribe)',
        querystring: TokenQuery,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: envelopeOf(Followed),
      },
    },
    async (request) => ok(await unsubscribe(app, request.culture, request.query.token)),
  );

  app.get(
    `${base}/GetAll`,
    {
      schema: {
        summary: "The member's follows, newest first",
        querystring: FollowListQuery,
        response: envelopeOf(FollowList),
      },
      config: member,
    },
    async (request) => ok(await listMyFollows(app, request.culture, requireUser(request).id, request.query)),
  );

  app.post(
    `${base}/Delete`,
    {
      schema: { summary: "Removes one of the member's follows", body: FollowId, response: envelopeOf(Changed) },
      config: member,
    },
    async (request) => ok({ changed: await removeMyFollow(app, requireUser(request).id, request.body.id) }),
  );
};

export default routes;
