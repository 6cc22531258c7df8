import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// 在這個裝置通知我 (decisions/080): this browser's Web Push subscription for the member's follow
// notices. The browser holds the subscription (its push service, our service worker /sw.js); the
// server keeps its endpoint and keys (PushSubscription/Subscribe, Delete) to send the notices.

/** unsupported: no service worker or push here; unavailable: this site sends no push; denied: the member blocked notifications. */
export type PushDeviceState = 'unsupported' | 'unavailable' | 'denied' | 'on' | 'off';

const pushDeviceKey = ['push-device'];
const PUBLIC_KEY = '/api/services/app/PushSubscription/GetPublicKey';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const publicKey = async () => (await api.get(PUBLIC_KEY, { silent: true })).publicKey;

async function readState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (!(await publicKey())) return 'unavailable';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

const base64url = (buffer: ArrayBuffer | null) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer ?? new ArrayBuffer(0))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function turnOn(): Promise<PushDeviceState> {
  const key = await publicKey();
  if (!key) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(key);
  let subscription = await registration.pushManager.getSubscription();
  // Made under the site's former keys: its push service would refuse our notices. Start again.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await api.post('/api/services/app/PushSubscription/Subscribe', {
    endpoint: subscription.endpoint,
    keys: { p256dh: base64url(subscription.getKey('p256dh')), auth: base64url(subscription.getKey('auth')) },
  });
  return 'on';
}

async function turnOff(): Promise<PushDeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api.post('/api/services/app/PushSubscription/Delete', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return Notification.permission === 'denied' ? 'denied' : 'off';
}

/** This browser's state, and turning its notices on (asks for permission) or off. */
export function usePushDevice() {
  const client = useQueryClient();
  const state = useQuery({ queryKey: pushDeviceKey, queryFn: readState, staleTime: Infinity, retry: false });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: (next) => client.setQueryData(pushDeviceKey, next),
  });
  return { state, change };
}
