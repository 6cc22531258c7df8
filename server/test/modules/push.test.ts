import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, newVapidKeys } from '../../src/config.ts';
import { notifyFollowers } from '../../src/jobs/notify-followers.ts';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { isPushServiceEndpoint, MAX_PUSH_SUBSCRIPTIONS } from '../../src/shared/push.ts';
import { recordFollowMatches } from '../../src/shared/follows.ts';
import { createActivity, createAlbum, createBibTag, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { jobContext } from '../helpers/jobs.ts';
import { startPushService, type BrowserSubscription, type PushServiceStandIn } from '../helpers/push-service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let context: JobContext;
let pushService: PushServiceStandIn;
let publicKey: string;
beforeAll(async () => {
  // The local push service listens on http://127.0.0.1, which only tests may allow.
  [t, pushService] = await Promise.all([createTestApp({ env: { PUSH_ALLOW_LOOPBACK: 'true' } }), startPushService()]);
  context = jobContext(t);
  publicKey = (await t.app.inject({ method: 'GET', url: api('GetPublicKey') })).json().result.publicKey;
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

const api = (path: string) => `/api/services/app/PushSubscription/${path}`;
const today = () => new Date().toISOString().slice(0, 10);

function post(path: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: path.startsWith('/') ? path : api(path), headers, payload });
}

async function member() {
  const user = await createUser(t.db);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

/** A member following a bib of a fresh activity, from a browser (`lang`) that allowed notices. */
async function memberFollowingWithBrowsers(bib: string, browsers: number, lang: 'zh-TW' | 'en' = 'zh-TW') {
  const activity = await createActivity(t.db, { title: '台北馬', titleEn: 'Taipei Marathon', activityDate: today() });
  const album = await createAlbum(t.db, activity);
  const me = await member();
  const followed = await post(
    '/api/services/app/Follow/CreateMine',
    { activityId: activity.id, code: bib },
    { ...me.headers, ...culture(lang) },
  );
  expect(followed.statusCode, followed.body).toBe(200);
  const subscriptions: BrowserSubscription[] = [];
  for (let i = 0; i < browsers; i += 1) {
    const subscription = pushService.subscribe(publicKey);
    const answer = await post('Subscribe', subscription, me.headers);
    expect(answer.json(), answer.body).toMatchObject({ success: true, result: { subscribed: true } });
    subscriptions.push(subscription);
  }
  return { activity, album, me, subscriptions };
}

async function publishTagged(album: { id: number; activityId: number; photographerId: number }, bib: string) {
  const photo = await createPhoto(t.db, album);
  await createBibTag(t.db, photo, bib);
  await recordFollowMatches(t.db, [photo.id]);
}

const mailsTo = (to: string) => t.db.outboxMail.findMany({ where: { to }, orderBy: { id: 'asc' } });
const subscriptionRows = (userId: number) =>
  t.db.pushSubscription.findMany({ where: { userId }, orderBy: { id: 'asc' } });

describe('a member allows push notices on a browser', () => {
  it('subscribes with the site’s VAPID key; only members, and each removes only their own browsers', async () => {
    expect(publicKey).toBe(t.config.push.vapid!.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const browser = pushService.subscribe(publicKey);
    const guest = await post('Subscribe', browser);
    expect(guest.statusCode).toBe(401);
    expect((await post('Delete', { endpoint: browser.endpoint })).statusCode).toBe(401);

    const me = await member();
    const other = await member();
    expect((await post('Subscribe', browser, me.headers)).statusCode).toBe(200);
    // The same browser again: still one row.
    expect((await post('Subscribe', browser, me.headers)).statusCode).toBe(200);
    expect(await subscriptionRows(me.user.id)).toHaveLength(1);
    expect((await post('Delete', { endpoint: browser.endpoint }, other.headers)).json().result).toEqual({ changed: 0 });
    expect(await subscriptionRows(me.user.id)).toHaveLength(1);
    expect((await post('Delete', { endpoint: browser.endpoint }, me.headers)).json().result).toEqual({ changed: 1 });
    expect(await subscriptionRows(me.user.id)).toHaveLength(0);
  });

  it('refuses endpoints that are no push service, malformed keys and NUL, writing nothing', async () => {
    const me = await member();
    const good = pushService.subscribe(publicKey);
    const bad = [
      { ...good, endpoint: 'https://evil.example/push/1' },
      { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/1' },
      { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/1' },
      { ...good, endpoint: 'http://10.0.0.1/push' },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1024)}` },
      { ...good, endpoint: `${good.endpoint}\u0000` },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, p256dh: `C${good.keys.p256dh.slice(1)}` } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth.slice(1)}/` } },
      { endpoint: good.endpoint },
    ];
    for (const body of bad) {
      const answer = await post('Subscribe', body, me.headers);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().success).toBe(false);
    }
    expect(await subscriptionRows(me.user.id)).toHaveLength(0);
    // Browsers' push services pass; loopback http only where tests allow it.
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/abc', false)).toBe(true);
    expect(isPushServiceEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc', false)).toBe(true);
    expect(isPushServiceEndpoint(good.endpoint, false)).toBe(false);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc', true)).toBe(false);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per member`, async () => {
    const me = await member();
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i += 1) {
      expect((await post('Subscribe', pushService.subscribe(publicKey), me.headers)).statusCode).toBe(200);
    }
    const refused = await post('Subscribe', pushService.subscribe(publicKey), { ...me.headers, ...culture('en') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Notifications can be on for at most ${MAX_PUSH_SUBSCRIPTIONS} devices: turn them off on another one first`,
    );
    expect(await subscriptionRows(me.user.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });

  it('takes keys from the environment or makes them once into DATA_DIR; none in production means no push', () => {
    const test = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
    const given = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(32),
      VAPID_PUBLIC_KEY: test.push.vapid!.publicKey,
      VAPID_PRIVATE_KEY: test.push.vapid!.privateKey,
      VAPID_SUBJECT: 'https://photos.example.tw/contact',
    });
    expect(given.push.vapid).toEqual({ ...test.push.vapid, subject: 'https://photos.example.tw/contact' });
    expect(test.push.vapid!.subject).toBe('mailto:no-reply@localhost');
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: test.push.vapid!.publicKey })).toThrow(/together/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: test.push.vapid!.privateKey }),
    ).toThrow(/P-256/);
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_SUBJECT: 'http://photos.example.tw' })).toThrow(/VAPID_SUBJECT/);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      REMITTANCE_KEY: 'r'.repeat(32),
      SMTP_URL: 'smtp://mail.example',
      ECPAY_MERCHANT_ID: '1234567',
      ECPAY_HASH_KEY: 'k'.repeat(16),
      ECPAY_HASH_IV: 'v'.repeat(16),
    };
    expect(loadConfig(production).push.vapid).toBeUndefined();
    expect(() => loadConfig({ ...production, PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(/never production/);
  });

  it('makes key pairs of full length, also the one in 256 whose private key starts with a zero byte', () => {
    const lengths = new Set(
      Array.from({ length: 3000 }, () => {
        const [publicKey, privateKey] = newVapidKeys().split('.');
        return `${Buffer.from(publicKey!, 'base64url').length}/${Buffer.from(privateKey!, 'base64url').length}`;
      }),
    );
    expect([...lengths]).toEqual(['65/32']);
  });
});

describe("a follow's notice on the member's browsers", () => {
  it('pushes one encrypted notice per browser with the results link, in the follower’s language, beside the mail', async () => {
    const { activity, album, me, subscriptions } = await memberFollowingWithBrowsers('5566', 2, 'en');
    await publishTagged(album, '5566');
    await publishTagged(album, '5566');
    expect(await notifyFollowers(context)).toBe(1);

    const [mail] = await mailsTo(me.user.email);
    expect(mail!.subject).toBe('New photos of bib 5566: Taipei Marathon');
    for (const subscription of subscriptions) {
      const [push] = await pushService.waitFor(subscription.endpoint);
      expect(push!.payload).toEqual({
        title: 'New photos of bib 5566: Taipei Marathon',
        body: '2 new photo(s): tap to see them',
        url: `http://photos.test/albumsearch/${activity.id}?code=5566`,
        unsubscribeUrl: expect.stringMatching(/^http:\/\/photos\.test\/followUnsubscribe\?token=[\w-]{43}$/),
        unsubscribeLabel: 'Unfollow',
        tag: expect.stringMatching(/^follow-\d+$/),
      });
      expect(push!.ttl).toBe(24 * 60 * 60);
      // The push's unsubscribe link is the mail's.
      expect(mail!.text).toContain(push!.payload.unsubscribeUrl);
    }
    expect(pushService.refused).toEqual([]);
    const rows = await subscriptionRows(me.user.id);
    expect(rows.every((row) => row.lastSuccessAt !== null)).toBe(true);

    // Nothing new: neither mail nor push.
    expect(await notifyFollowers(context)).toBe(0);
    expect(pushService.delivered.filter((push) => push.endpoint === subscriptions[0]!.endpoint)).toHaveLength(1);
  });

  it('forgets a browser its push service calls gone (410), and still mails', async () => {
    const { album, me, subscriptions } = await memberFollowingWithBrowsers('7788', 2);
    pushService.forget(subscriptions[0]!.endpoint);
    await publishTagged(album, '7788');
    expect(await notifyFollowers(context)).toBe(1);
    expect(await mailsTo(me.user.email)).toHaveLength(1);
    const [push] = await pushService.waitFor(subscriptions[1]!.endpoint);
    expect(push!.payload.body).toBe('新增了 1 張照片，點此查看');
    expect((await subscriptionRows(me.user.id)).map((row) => row.endpoint)).toEqual([subscriptions[1]!.endpoint]);
  });

  it('mails once although the push service cannot be reached, and keeps the browser for the next notice', async () => {
    const { album, me } = await memberFollowingWithBrowsers('9900', 0);
    const unreachable = await startPushService();
    const browser = unreachable.subscribe(publicKey);
    expect((await post('Subscribe', browser, me.headers)).statusCode).toBe(200);
    await unreachable.close();

    await publishTagged(album, '9900');
    expect(await notifyFollowers(context)).toBe(1);
    expect(await mailsTo(me.user.email)).toHaveLength(1);
    // The follow was told: the next run mails nothing again.
    expect(await notifyFollowers(context)).toBe(0);
    expect(await mailsTo(me.user.email)).toHaveLength(1);
    const [row] = await subscriptionRows(me.user.id);
    expect(row).toMatchObject({ endpoint: browser.endpoint, lastSuccessAt: null });
  });

  it("pushes nothing for a guest's follow, even to the browsers of a member with that address", async () => {
    const { activity, album, me, subscriptions } = await memberFollowingWithBrowsers('1212', 1);
    await t.db.follow.deleteMany({ where: { userId: me.user.id } });
    await t.db.follow.create({
      data: {
        kind: 'bib',
        activityId: activity.id,
        bib: '1212',
        email: me.user.email,
        state: 'confirmed',
        locale: 'zh-TW',
        unsubscribeTokenHash: 'f'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    await publishTagged(album, '1212');
    const before = pushService.delivered.length;
    expect(await notifyFollowers(context)).toBe(1);
    expect(await mailsTo(me.user.email)).toHaveLength(1);
    expect(pushService.delivered.length).toBe(before);
    expect(pushService.delivered.some((push) => push.endpoint === subscriptions[0]!.endpoint)).toBe(false);
  });
});
