// Web Push of follow notices (decisions/080): what the push module and the sender agree on.

/** Subscriptions one member may keep: a phone, a tablet and a few computers' browsers. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * The push services of the browsers people use (Chrome and most others: FCM; Firefox; Safari;
 * Edge). The server posts to a subscription's endpoint, so any other host is refused: a member
 * must not make the server post to an address of their choosing.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Whether a subscription's endpoint may be posted to: https on a known push service; with
 * `allowLoopback` (tests' local push service only) also http on this machine.
 */
export function isPushServiceEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)) return true;
  return (
    url.protocol === 'https:' &&
    (url.port === '' || url.port === '443') &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

/** What a push notice carries to the service worker (client/public/sw.js reads these fields). */
export interface PushNotice {
  title: string;
  body: string;
  /** The page a click opens (the bib's results). */
  url: string;
  /** One-click unsubscribe: the page that ends the follow, and its button's label. */
  unsubscribeUrl: string;
  unsubscribeLabel: string;
  /** Notices of one follow replace each other on the device. */
  tag: string;
}
