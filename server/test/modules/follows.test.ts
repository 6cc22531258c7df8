import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { notifyFollowers } from '../../src/jobs/notify-followers.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { purgeExpired } from '../../src/jobs/purge-expired.ts';
import type { BibReading } from '../../src/ocr/read-photo.ts';
import { updateAlbumSettings } from '../../src/shared/album-settings.ts';
import { recordFollowMatches } from '../../src/shared/follows.ts';
import { createActivity, createAlbum, createBibTag, createFace, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let context: JobContext;
/** What the bib reader reads on every photo processed here. */
let readings: BibReading[] = [];
beforeAll(async () => {
  t = await createTestApp();
  context = { ...jobContext(t), bibReader: async () => ({ read: async () => readings, close: async () => {} }) };
  await updateAlbumSettings(t.db, { bibOcrEnabled: true, ocrMinConfidence: 0.3 });
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/Follow/${path}`;
const today = () => new Date().toISOString().slice(0, 10);
let addressCount = 0;
/** A client address of its own, so each test counts its own follow requests. */
const newAddress = () => `10.0.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

function post(
  path: string,
  payload: object,
  { headers = {}, address = '10.9.9.9', lang = 'zh-TW' as 'zh-TW' | 'en' } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...culture(lang), ...headers },
    payload,
    remoteAddress: address,
  });
}

async function followingActivity() {
  const activity = await createActivity(t.db, {
    title: '台北馬',
    titleEn: 'Taipei Marathon',
    activityDate: today(),
    faceSearchEnabled: false,
  });
  const album = await createAlbum(t.db, activity);
  return { activity, album };
}

/** Mails in the outbox to the address, oldest first. */
const mailsTo = (to: string) => t.db.outboxMail.findMany({ where: { to }, orderBy: { id: 'asc' } });
const tokenIn = (text: string, page: string) => new RegExp(`/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)![1]!;

/** A guest follows and confirms with the mailed link's token. */
async function guestFollows(activityId: number, bib: string, email: string, lang: 'zh-TW' | 'en' = 'zh-TW') {
  const answer = await post('Create', { activityId, code: bib, email }, { address: newAddress(), lang });
  expect(answer.statusCode, answer.body).toBe(200);
  const [mail] = await mailsTo(email);
  const confirmed = await post('Confirm', { token: tokenIn(mail!.text, 'followConfirm') });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().result;
}

/** Published photos of the album tagged with the bib, as the pipeline and the tag edits record them. */
async function publishTagged(
  album: { id: number; activityId: number; photographerId: number },
  bib: string,
  n: number,
) {
  const photos = [];
  for (let i = 0; i < n; i += 1) {
    const photo = await createPhoto(t.db, album);
    await createBibTag(t.db, photo, bib);
    photos.push(photo);
  }
  await recordFollowMatches(
    t.db,
    photos.map((photo) => photo.id),
  );
  return photos;
}

async function member() {
  const user = await createUser(t.db);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

describe('following a bib by e-mail', () => {
  it('a guest confirms by the mailed link; a photo read by the pipeline brings one mail whose links work', async () => {
    const { activity, album } = await followingActivity();
    const email = 'runner-1@example.com';
    const answer = await post(
      'Create',
      { activityId: activity.id, code: ' s1234 ', email: 'Runner-1@Example.com' },
      { address: newAddress(), lang: 'en' },
    );
    expect(answer.json()).toMatchObject({ success: true, result: { state: 'pending' } });
    const [confirmMail] = await mailsTo(email);
    expect(confirmMail!.subject).toBe('Confirm following bib S1234');
    expect(confirmMail!.text).toContain('"Taipei Marathon"');

    // Not confirmed yet: a published photo is nobody's notice.
    const early = await createPhoto(t.db, album);
    await createBibTag(t.db, early, 'S1234');
    await recordFollowMatches(t.db, [early.id]);
    expect(await notifyFollowers(context)).toBe(0);

    const confirmed = await post('Confirm', { token: tokenIn(confirmMail!.text, 'followConfirm') });
    expect(confirmed.json().result).toEqual({
      activityId: activity.id,
      activityTitle: '台北馬',
      kind: 'bib',
      bib: 'S1234',
    });
    // The link clicked twice still says confirmed.
    expect((await post('Confirm', { token: tokenIn(confirmMail!.text, 'followConfirm') })).statusCode).toBe(200);

    readings = [{ bib: 'S1234', confidence: 0.95, box: { x: 100, y: 300, width: 80, height: 30 }, looksCut: false }];
    const uploaded = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
    await t.storage.put('originals', uploaded.originalKey, await cameraJpeg(1200, 800), 'image/jpeg');
    await processPhoto.handle(context, { photoId: uploaded.id }, firstAttempt);

    expect(await notifyFollowers(context)).toBe(1);
    const [, notice] = await mailsTo(email);
    expect(notice!.subject).toBe('New photos of bib S1234: Taipei Marathon');
    expect(notice!.text).toContain('Bib S1234 has 1 new photo(s)');
    const results = /http:\/\/photos\.test(\/albumsearch\/\d+\?code=S1234)/.exec(notice!.text)![1]!;
    expect(results).toBe(`/albumsearch/${activity.id}?code=S1234`);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew',
      payload: { activityId: activity.id, code: 'S1234' },
    });
    // The photo published before the follow was confirmed is found too, but was never announced.
    expect(search.json().result.totalCount).toBe(2);
    expect(notice!.text).toMatch(/\/followUnsubscribe\?token=/);
    expect(await notifyFollowers(context)).toBe(0);
  });

  it('answers the same for a bib with photos and one without, and the mails differ only by the bib', async () => {
    const { activity, album } = await followingActivity();
    await publishTagged(album, '777', 3);
    const withPhotos = await post(
      'Create',
      { activityId: activity.id, code: '777', email: 'a-777@example.com' },
      { address: newAddress() },
    );
    const without = await post(
      'Create',
      { activityId: activity.id, code: '778', email: 'a-778@example.com' },
      { address: newAddress() },
    );
    expect(without.statusCode).toBe(withPhotos.statusCode);
    expect(without.body).toBe(withPhotos.body);
    const [a] = await mailsTo('a-777@example.com');
    const [b] = await mailsTo('a-778@example.com');
    const blank = (text: string) => text.replace(/77[78]/g, 'N').replace(/token=\S+/, 'token=T');
    expect(blank(b!.subject)).toBe(blank(a!.subject));
    expect(blank(b!.text)).toBe(blank(a!.text));
  });

  it('mails a burst once, and the next photos only 10 minutes after the last notice', async () => {
    const { activity, album } = await followingActivity();
    const email = 'burst@example.com';
    await guestFollows(activity.id, '500', email, 'en');
    await publishTagged(album, '500', 200);
    expect(await notifyFollowers(context)).toBe(1);
    await publishTagged(album, '500', 2);
    expect(await notifyFollowers(context)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(2); // the confirmation and one notice

    await t.db.follow.updateMany({ where: { email }, data: { lastNotifiedAt: new Date(Date.now() - 11 * 60 * 1000) } });
    expect(await notifyFollowers(context)).toBe(1);
    const [, first, second] = await mailsTo(email);
    expect(first!.text).toContain('has 200 new photo(s)');
    expect(second!.text).toContain('has 2 new photo(s)');
  });

  it('never counts hidden photos, photos showing a hidden face, or bibs held for review', async () => {
    const { activity, album } = await followingActivity();
    const email = 'hidden@example.com';
    await guestFollows(activity.id, '1001', email);

    const hiddenByPhotographer = await createPhoto(t.db, album, { status: 'hidden' });
    await createBibTag(t.db, hiddenByPhotographer, '1001');
    const [hiddenFace] = await publishTagged(album, '1001', 1);
    const request = await t.db.faceHideRequest.create({
      data: { userId: (await createUser(t.db)).id, activityId: activity.id, faceCount: 1 },
    });
    await createFace(t.db, hiddenFace!, request.id);
    await recordFollowMatches(t.db, [hiddenByPhotographer.id, hiddenFace!.id]);
    // A reading outside the registered bibs is held (decision 067), not published.
    await t.db.registeredBibList.create({
      data: { activityId: activity.id, bibCount: 1, namedCount: 0, format: { shapes: [] }, fileName: 'list.csv' },
    });
    await t.db.registeredBib.create({ data: { activityId: activity.id, bib: '2002' } });
    await guestFollows(activity.id, '1002', 'held@example.com');
    readings = [{ bib: '1002', confidence: 0.95, box: { x: 100, y: 300, width: 80, height: 30 }, looksCut: false }];
    const uploaded = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
    await t.storage.put('originals', uploaded.originalKey, await cameraJpeg(1200, 800), 'image/jpeg');
    await processPhoto.handle(context, { photoId: uploaded.id }, firstAttempt);
    expect(await t.db.heldBibReading.count({ where: { photoId: uploaded.id } })).toBe(1);

    expect(await notifyFollowers(context)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo('held@example.com')).toHaveLength(1);
  });

  it('unsubscribes with one click without logging in, and then mails nothing more', async () => {
    const { activity, album } = await followingActivity();
    const email = 'bye@example.com';
    await guestFollows(activity.id, '42', email);
    await publishTagged(album, '42', 1);
    await notifyFollowers(context);
    const [, notice] = await mailsTo(email);
    const token = tokenIn(notice!.text, 'followUnsubscribe');

    const gone = await t.app.inject({ method: 'POST', url: api(`Unsubscribe?token=${token}`), payload: {} });
    expect(gone.json().result).toEqual({ activityId: activity.id, activityTitle: '台北馬', kind: 'bib', bib: '42' });
    expect(await t.db.follow.count({ where: { email } })).toBe(0);
    // Mail programs' one-click unsubscribe posts a form; a link used before answers null.
    const again = await t.app.inject({
      method: 'POST',
      url: api(`Unsubscribe?token=${token}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.json()).toMatchObject({ success: true, result: null });

    await publishTagged(album, '42', 1);
    expect(await notifyFollowers(context)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('limits follow requests per e-mail and per client address, in the usual envelope', async () => {
    const { activity } = await followingActivity();
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const ok = await post(
        'Create',
        { activityId: activity.id, code: String(100 + i), email: 'many@example.com' },
        { address: newAddress() },
      );
      expect(ok.statusCode).toBe(200);
    }
    const perEmail = await post(
      'Create',
      { activityId: activity.id, code: '200', email: 'many@example.com' },
      { address, lang: 'en' },
    );
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json()).toMatchObject({
      success: false,
      error: { message: expect.stringMatching(/Too many attempts/) },
    });

    const from = newAddress();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('Create', { activityId: activity.id, code: '300', email: `p${i}@example.com` }, { address: from }))
          .statusCode,
      ).toBe(200);
    }
    const perAddress = await post(
      'Create',
      { activityId: activity.id, code: '300', email: 'p10@example.com' },
      { address: from },
    );
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().error.message).toMatch(/嘗試次數過多/);
    expect(await mailsTo('p10@example.com')).toHaveLength(0);
  });

  it('refuses bad bibs, bad addresses and activities whose follows have ended', async () => {
    const { activity } = await followingActivity();
    for (const body of [
      { activityId: activity.id, code: '12-34', email: 'x@example.com' },
      { activityId: activity.id, code: '1'.repeat(17), email: 'x@example.com' },
      { activityId: activity.id, code: '12\u000034', email: 'x@example.com' },
      { activityId: activity.id, code: '1234', email: 'not-an-address' },
    ]) {
      const refused = await post('Create', body, { address: newAddress() });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const off = await createActivity(t.db, { activityDate: today(), bibSearchEnabled: false });
    const noSearch = await post(
      'Create',
      { activityId: off.id, code: '1234', email: 'x@example.com' },
      { address: newAddress() },
    );
    expect(noSearch.statusCode).toBe(400);
    const old = await createActivity(t.db, { activityDate: '2025-03-16' });
    const ended = await post(
      'Create',
      { activityId: old.id, code: '1234', email: 'x@example.com' },
      { address: newAddress(), lang: 'en' },
    );
    expect(ended.json()).toMatchObject({ success: false, error: { message: 'Following has ended for this activity' } });
    expect(await t.db.follow.count({ where: { activityId: { in: [activity.id, off.id, old.id] } } })).toBe(0);
  });

  it('purges ended follows and follows nobody confirmed within two days', async () => {
    const { activity } = await followingActivity();
    await guestFollows(activity.id, '1', 'live@example.com');
    await post('Create', { activityId: activity.id, code: '2', email: 'stale@example.com' }, { address: newAddress() });
    await post('Create', { activityId: activity.id, code: '3', email: 'ended@example.com' }, { address: newAddress() });
    await t.db.follow.updateMany({
      where: { email: 'stale@example.com' },
      data: { createdAt: new Date(Date.now() - 3 * 86_400_000) },
    });
    await t.db.follow.updateMany({
      where: { email: 'ended@example.com' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await purgeExpired.handle(context, {}, firstAttempt);
    const left = await t.db.follow.findMany({ where: { activityId: activity.id } });
    expect(left.map((follow) => follow.email)).toEqual(['live@example.com']);
  });
});

describe("a member's follows", () => {
  it('follows with one click at the account address, lists and removes; nobody else can remove it', async () => {
    const { activity, album } = await followingActivity();
    const me = await member();
    const other = await member();
    const followed = await post(
      'CreateMine',
      { activityId: activity.id, code: '88' },
      { headers: me.headers, lang: 'en' },
    );
    expect(followed.json().result).toMatchObject({
      activityId: activity.id,
      activityTitle: 'Taipei Marathon',
      bib: '88',
    });
    const again = await post('CreateMine', { activityId: activity.id, code: '88' }, { headers: me.headers });
    expect(again.json().result.id).toBe(followed.json().result.id);

    await publishTagged(album, '88', 1);
    expect(await notifyFollowers(context)).toBe(1);
    const [notice] = await mailsTo(me.user.email);
    expect(notice!.subject).toBe('New photos of bib 88: Taipei Marathon');

    const list = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: api('GetAll'), headers })).json().result;
    expect((await list(me.headers)).items.map((item: { bib: string }) => item.bib)).toEqual(['88']);
    expect((await list(other.headers)).totalCount).toBe(0);

    const id = followed.json().result.id;
    const refused = await post('Delete', { id }, { headers: other.headers });
    expect(refused.statusCode).toBe(404);
    expect((await post('Delete', { id }, { headers: me.headers })).json().result).toEqual({ changed: 1 });
    expect((await list(me.headers)).totalCount).toBe(0);
  });

  it('asks guests to log in for the member endpoints', async () => {
    for (const [method, path] of [
      ['POST', 'CreateMine'],
      ['GET', 'GetAll'],
      ['POST', 'Delete'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: api(path),
        payload: method === 'POST' ? { id: 1, activityId: 1, code: '1' } : undefined,
      });
      expect(response.statusCode, path).toBe(401);
    }
  });
});
