import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { acceptFormBodies } from '../../payments/form-body.ts';
import { followLimits } from './limits.ts';
import {
  Changed,
  FollowedBib,
  FollowId,
  FollowList,
  FollowListQuery,
  FollowView,
  GuestFollowAnswer,
  GuestFollowBody,
  MemberFollowBody,
  TokenBody,
  TokenQuery,
} from './schemas.ts';
import { confirmFollow, followAsGuest, followAsMember, listMyFollows, removeMyFollow, unsubscribe } from './service.ts';

const base = '/api/services/app/Follow';
const member = { auth: 'member' as const };

/** 有新照片時通知我: following a bib, its mailed links, and the member's list (/myfollow). */
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
    async (request) => ok(await followAsGuest(app, request.culture, request.body)),
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
    async (request) => ok(await followAsMember(app, request.culture, requireUser(request).id, request.body)),
  );

  app.post(
    `${base}/Confirm`,
    {
      schema: {
        summary: "Confirms a guest's follow with the token of its mailed link (/followConfirm)",
        body: TokenBody,
        response: envelopeOf(FollowedBib),
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
        response: envelopeOf(FollowedBib),
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
