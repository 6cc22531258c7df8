import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { UploadApi } from '../../scripts/uploader/api.ts';
import { generateRacePhoto } from '../../server/src/demo/race-photo.ts';
import { startPushService, type PushServiceStandIn } from '../../server/test/helpers/push-service.ts';
import { call, post } from '../support/api.ts';
import { registerMember } from '../support/members.ts';
import { apiLogin, logInThroughForm } from '../support/session.ts';
import { expect, screenshot, test } from '../support/test.ts';

// Race day on the phone (issue 33, decision 080): a member allows notifications on /myfollow, the
// photographer publishes photos of the followed bib, and the follow's notice is pushed to the
// browser. No browser vendor's push service is reachable here, so the browser's push service is
// the one stand-in: the local push service (server/test/helpers/push-service.ts) checks the VAPID
// signature and decrypts what the server sent, with the keys it made for this "browser".

/** A bib no demo photo shows (nor the other follow journey's). */
const BIB = '74120';
const PASSWORD = 'push-pass-1';

let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

/** How many browsers the server keeps at this endpoint (a check the member cannot make). */
async function subscriptionsAt(endpoint: string): Promise<number> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM "PushSubscription" WHERE endpoint = $1', [
      endpoint,
    ]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Makes the page's PushManager answer with the stand-in's subscription, as Chromium's would with
 * its vendor's: only for the site's key (applicationServerKey), which the stand-in checks again.
 */
function pushManagerScript(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, key: string) {
  // A script as text: the e2e code is type-checked without the DOM.
  return `(() => {
    const given = ${JSON.stringify(subscription)};
    const key = ${JSON.stringify(key)};
    const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const base64url = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
    // Kept across page loads, as the browser keeps its subscription.
    const stored = () => { try { return localStorage.getItem('e2e-push-subscribed') === '1'; } catch { return false; } };
    const remember = (on) => (on ? localStorage.setItem('e2e-push-subscribed', '1') : localStorage.removeItem('e2e-push-subscribed'));
    const subscription = () => ({
      endpoint: given.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(key).buffer },
      getKey: (name) => bytes(given.keys[name]).buffer,
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: async () => { remember(false); return true; },
    });
    PushManager.prototype.getSubscription = async function () { return stored() ? subscription() : null; };
    PushManager.prototype.subscribe = async function (options) {
      const asked = options.applicationServerKey;
      const askedKey = base64url(asked.buffer ? asked.buffer.slice(asked.byteOffset, asked.byteOffset + asked.byteLength) : asked);
      if (askedKey !== key) throw new DOMException('not the application server key', 'InvalidAccessError');
      remember(true);
      return subscription();
    };
  })();`;
}

test(
  'a member allows notifications on this device and the follow notice is pushed with the results link',
  { timeout: 300_000 },
  async ({ page }) => {
    const activityId = inject('demoActivityId');
    const baseUrl = inject('baseUrl');
    const { publicKey } = await call<{ publicKey: string }>('GET', 'PushSubscription/GetPublicKey');
    const browserSubscription = pushService.subscribe(publicKey);
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    await page.context().addInitScript(pushManagerScript(browserSubscription, publicKey));

    // 1. A new member follows the bib from its empty results with one click.
    const email = await registerMember('push-follower', '推播跑者', PASSWORD);
    await logInThroughForm(page, email, PASSWORD);
    await page.goto(`/albumsearch/${activityId}?code=${BIB}`);
    await page.getByRole('button', { name: '有新照片時通知我' }).click();
    await page.getByText('已追蹤：有新照片時會寄信通知您。').waitFor();

    // 2. On 我的追蹤 they turn on notices for this device.
    await page.goto('/myfollow');
    await page.getByText(`號碼布 ${BIB}`).waitFor();
    await page.getByRole('button', { name: '開啟通知' }).click();
    await page.getByText('已開啟：號碼布有新照片時，這個裝置會跳出通知。').waitFor();
    expect(
      await page.evaluate(
        `navigator.serviceWorker.getRegistration('/').then((r) => r && r.active && r.active.scriptURL)`,
      ),
    ).toBe(`${baseUrl}/sw.js`);
    expect(await subscriptionsAt(browserSubscription.endpoint)).toBe(1);
    await screenshot(page, 'push-notices-on');

    // 3. The photographer publishes two photos of the bib.
    const { accessToken } = await apiLogin('photographer');
    const album = await post<{ coId: number }>(
      'PhotoGalleryConfigAppSerivce/Create',
      { activityId, name: '推播終點線' },
      accessToken,
    );
    const folder = await mkdtemp(path.join(tmpdir(), 'push-notices-e2e-'));
    try {
      const uploads = new UploadApi(baseUrl, accessToken);
      for (const seed of [9400, 9401]) {
        const takenAt = new Date(Date.UTC(2026, 2, 15, 0, 50, seed - 9400));
        const file = path.join(folder, `DSC_${seed}.JPG`);
        await writeFile(
          file,
          await generateRacePhoto({ seed, runners: [{ bib: BIB }], takenAt, width: 1200, height: 800 }),
        );
        expect(await uploads.upload(album.coId, file)).toEqual({ status: 'accepted' });
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    // 4. The notice job's next run pushes the notice: signed for the stand-in, decryptable by the browser.
    const [push] = await pushService.waitFor(browserSubscription.endpoint, 1, 240_000);
    expect(push!.payload).toMatchObject({
      title: expect.stringContaining(BIB),
      url: `${baseUrl}/albumsearch/${activityId}?code=${BIB}`,
      unsubscribeUrl: expect.stringMatching(/\/followUnsubscribe\?token=[\w-]{43}$/),
      unsubscribeLabel: '取消追蹤',
    });
    expect(pushService.refused).toEqual([]);

    // 5. Handed to the service worker as Chromium would, it shows the notice with its unsubscribe button.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(push!.payload),
    });
    await expect
      .poll(() =>
        page.evaluate(
          `navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((shown) =>
            shown.map((n) => ({ title: n.title, url: n.data.url, actions: n.actions.map((a) => a.title) })))`,
        ),
      )
      .toEqual([{ title: push!.payload.title, url: push!.payload.url, actions: ['取消追蹤'] }]);
    await page.goto(new URL(String(push!.payload.url)).pathname + new URL(String(push!.payload.url)).search);
    await expect.poll(() => page.locator('.photo-grid img').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // 6. Turned off again: the server forgets this browser.
    await page.goto('/myfollow');
    await page.getByRole('button', { name: '關閉通知' }).click();
    await page.getByText(/開啟後，號碼布有新照片時/).waitFor();
    expect(await subscriptionsAt(browserSubscription.endpoint)).toBe(0);
  },
);
