import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/app/authorization.ts';
import { Changed, EndpointBody, PublicKey, SubscribeBody, Subscribed } from './schemas.ts';
import { subscribe, unsubscribe } from './service.ts';

const base = '/api/services/app/PushSubscription';
const member = { auth: 'member' as const };

/** 在這個裝置通知我: a member's browsers that take Web Push notices of their follows (decisions/080). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/GetPublicKey`,
    {
      schema: {
        summary: "The site's VAPID public key, which browsers subscribe with",
        response: envelopeOf(PublicKey),
      },
    },
    async () => ok({ publicKey: app.config.push.vapid?.publicKey ?? null }),
  );

  app.post(
    `${base}/Subscribe`,
    {
      schema: {
        summary: "Keeps this browser's push subscription for the member's follow notices",
        body: SubscribeBody,
        response: envelopeOf(Subscribed),
      },
      config: member,
    },
    async (request) => ok(await subscribe(app, requireUser(request).id, request.body)),
  );

  app.post(
    `${base}/Delete`,
    {
      schema: {
        summary: "Forgets one of the member's browsers: no more push notices there",
        body: EndpointBody,
        response: envelopeOf(Changed),
      },
      config: member,
    },
    async (request) => ok(await unsubscribe(app, requireUser(request).id, request.body.endpoint)),
  );
};

export default routes;
