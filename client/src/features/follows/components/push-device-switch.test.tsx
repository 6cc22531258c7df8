import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { envelope, loginAs, renderApp, stubApi } from '../../../testing/test-utils.tsx';
import '../pages/my-follows-page.tsx';

const slow = { timeout: 8000 };
/** The site's VAPID public key: 65 bytes, the first 0x04. */
const PUBLIC_KEY = `BA${'A'.repeat(85)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const p256dh = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const auth = Uint8Array.from({ length: 16 }, (_, i) => 200 + i);
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The browser's side, which jsdom lacks: Notification's permission, a service worker registration
 * and its PushManager, whose subscription is what a push service would give.
 */
function stubBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
}) {
  let current = permission;
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      const unsubscribe = vi.fn(async () => {
        subscription = null;
        return true;
      });
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
        getKey: (name: PushEncryptionKeyName) => (name === 'p256dh' ? p256dh : auth).buffer,
        unsubscribe,
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return current;
      }
      static requestPermission = vi.fn(async () => (current = answer));
    },
  );
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  onTestFinished(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  return { serviceWorker, pushManager, subscription: () => subscription };
}

function stubPushApi() {
  return stubApi((path) => {
    if (path.endsWith('/Follow/GetAll')) return envelope({ totalCount: 0, items: [] });
    if (path.endsWith('/PushSubscription/GetPublicKey')) return envelope({ publicKey: PUBLIC_KEY });
    if (path.endsWith('/PushSubscription/Subscribe')) return envelope({ subscribed: true });
    if (path.endsWith('/PushSubscription/Delete')) return envelope({ changed: 1 });
    return undefined;
  });
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, ending: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(ending))?.[1]?.body));

describe('notify me on this device (/myfollow)', { timeout: 20_000 }, () => {
  it('asks for permission, subscribes with the site’s key, tells the server, and turns off again', async () => {
    loginAs();
    const user = userEvent.setup();
    const browser = stubBrowser({ permission: 'default', answer: 'granted' });
    const fetchMock = stubPushApi();
    renderApp('/myfollow');
    expect(await screen.findByText(/開啟後，號碼布有新照片時/, {}, slow)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /開啟通知/ }));
    expect(await screen.findByText('已開啟：號碼布有新照片時，這個裝置會跳出通知。', {}, slow)).toBeInTheDocument();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(base64url(options.applicationServerKey as Uint8Array)).toBe(PUBLIC_KEY);
    expect(bodyOf(fetchMock, '/PushSubscription/Subscribe')).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: base64url(p256dh), auth: base64url(auth) },
    });

    const subscription = browser.subscription()!;
    await user.click(screen.getByRole('button', { name: /關閉通知/ }));
    expect(await screen.findByText(/開啟後，號碼布有新照片時/, {}, slow)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/PushSubscription/Delete')).toEqual({ endpoint: ENDPOINT });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says how to allow notifications when the member refuses them, and subscribes nothing', async () => {
    loginAs();
    const user = userEvent.setup();
    const browser = stubBrowser({ permission: 'default', answer: 'denied' });
    const fetchMock = stubPushApi();
    renderApp('/myfollow');
    await user.click(await screen.findByRole('button', { name: /開啟通知/ }, slow));
    expect(await screen.findByText(/您已封鎖本站的通知/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /開啟通知/ })).not.toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/Subscribe'))).toBe(false);
  });

  it('shows that it is on for a browser already subscribed, and explains a browser without push', async () => {
    loginAs();
    const browser = stubBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe({ applicationServerKey: new Uint8Array(65) });
    stubPushApi();
    const { unmount } = renderApp('/myfollow');
    expect(await screen.findByText('已開啟：號碼布有新照片時，這個裝置會跳出通知。', {}, slow)).toBeInTheDocument();
    unmount();

    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    renderApp('/myfollow');
    expect(await screen.findByText('這個瀏覽器不支援推播通知，我們會以電子郵件通知您。', {}, slow)).toBeInTheDocument();
  });

  it('says mail only when the site sends no push (no VAPID keys), and offers no switch', async () => {
    loginAs();
    stubBrowser({ permission: 'default' });
    stubApi((path) => {
      if (path.endsWith('/Follow/GetAll')) return envelope({ totalCount: 0, items: [] });
      if (path.endsWith('/PushSubscription/GetPublicKey')) return envelope({ publicKey: null });
      return undefined;
    });
    renderApp('/myfollow');
    expect(await screen.findByText('本站目前未提供推播通知，我們會以電子郵件通知您。', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /開啟通知/ })).not.toBeInTheDocument();
  });
});
