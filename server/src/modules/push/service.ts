import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/errors.ts';
import { isPushServiceEndpoint, MAX_PUSH_SUBSCRIPTIONS } from '../../shared/push.ts';

const unpadded = (key: string) => key.replace(/=+$/, '');

/**
 * Keeps a browser's subscription for the member: a browser is one endpoint, so subscribing again
 * (or after another member on the same browser) renews it for this member. Refused for a push
 * service the server would not post to, and past MAX_PUSH_SUBSCRIPTIONS browsers.
 */
export async function subscribe(
  app: FastifyInstance,
  userId: number,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  if (!app.config.push.vapid || !isPushServiceEndpoint(input.endpoint, app.config.push.allowLoopbackEndpoints)) {
    throw badRequest('push.endpointRefused');
  }
  const keys = { p256dh: unpadded(input.keys.p256dh), auth: unpadded(input.keys.auth) };
  // An uncompressed P-256 point: the notices are encrypted to it.
  if (Buffer.from(keys.p256dh, 'base64url')[0] !== 0x04) throw badRequest('push.endpointRefused');
  await app.db.$transaction(async (tx) => {
    // Two subscriptions at once queue here, so neither slips past the limit.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const others = await tx.pushSubscription.count({ where: { userId, endpoint: { not: input.endpoint } } });
    if (others >= MAX_PUSH_SUBSCRIPTIONS) throw conflict('push.tooMany', { max: MAX_PUSH_SUBSCRIPTIONS });
    await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { userId, endpoint: input.endpoint, ...keys },
      update: { userId, ...keys },
    });
  });
  return { subscribed: true };
}

/** Forgets one of the member's browsers; another member's is left alone (changed: 0). */
export async function unsubscribe(app: FastifyInstance, userId: number, endpoint: string) {
  const { count } = await app.db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  return { changed: count };
}
