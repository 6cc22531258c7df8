import webPush from 'web-push';
import type { PushSettings } from '../config.ts';
import { isPushServiceEndpoint, type PushNotice } from '../shared/push.ts';

/** A browser's subscription as stored: its push service's endpoint and its keys (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the subscription is dead (404/410), forget it; failed: try next notice. */
export type PushOutcome = { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'failed'; reason: string };

export interface PushSender {
  send(target: PushTarget, notice: PushNotice): Promise<PushOutcome>;
}

/** A notice not delivered within a day is stale: the results page is found otherwise by then. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends notices the way RFC 8030/8291/8292 say: web-push encrypts the payload (aes128gcm) and signs
 * the VAPID header; the request itself goes out with fetch, which, unlike web-push's own https
 * client, also reaches the tests' local push service over http when the settings allow it.
 */
export function createPushSender(settings: PushSettings): PushSender {
  const vapidDetails = settings.vapid;
  return {
    async send(target, notice) {
      // Without keys nobody could subscribe; a row from before the keys were removed waits for them.
      if (!vapidDetails) return { outcome: 'failed', reason: 'no VAPID keys' };
      if (!isPushServiceEndpoint(target.endpoint, settings.allowLoopbackEndpoints)) return { outcome: 'gone' };
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(notice),
        { vapidDetails, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
      );
      let response: Response;
      try {
        response = await fetch(target.endpoint, {
          method: 'POST',
          // fetch counts the body's length itself.
          headers: Object.fromEntries(
            Object.entries(request.headers)
              .filter(([name]) => name.toLowerCase() !== 'content-length')
              .map(([name, value]) => [name, String(value)]),
          ),
          body: request.body,
          // A push service answers itself; a redirect would send the notice somewhere nobody checked.
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
      } catch (error) {
        return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      if (response.status >= 200 && response.status < 300) return { outcome: 'sent' };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
      return { outcome: 'failed', reason: `push service answered ${response.status}` };
    },
  };
}
