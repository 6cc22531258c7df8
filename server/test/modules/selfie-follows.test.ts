import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetectedFace } from '../../src/faces/face-model.ts';
import { packDescriptors } from '../../src/faces/stored-face-search.ts';
import { encodeDescriptor } from '../../src/faces/descriptor.ts';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { reindexPhotoFaces } from '../../src/jobs/index-faces.ts';
import { notifyFollowers } from '../../src/jobs/notify-followers.ts';
import { processPhoto } from '../../src/jobs/process-photo.ts';
import { purgeExpired } from '../../src/jobs/purge-expired.ts';
import { forgetActivityFaces } from '../../src/shared/activity-faces.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Following a selfie (decision 081): consent, only the descriptor kept, matches when a photo's faces
// are published, never through hidden faces or photos, deleted on unsubscribe and at the end.

let t: TestApp;
/** The faces the detector finds in every photo processed here. */
let detected: DetectedFace[] = [];
let context: JobContext;
beforeAll(async () => {
  t = await createTestApp();
  context = {
    ...jobContext(t),
    bibReader: async () => ({ read: async () => [], close: async () => {} }),
    faceDetector: () => ({ detect: async () => detected }),
  };
});
afterAll(() => t.close());

const api = (path: string) => `/api/services/app/Follow/${path}`;
const today = () => new Date().toISOString().slice(0, 10);
/** Follows of an activity held today end after its day and FOLLOW_DAYS (7) more. */
const endOfFollows = () => new Date(Date.parse(`${today()}T00:00:00Z`) + 8 * 86_400_000).toISOString();
let addressCount = 0;
const newAddress = () => `10.1.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

function post(path: string, payload: object, { headers = {}, address = newAddress(), lang = 'en' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...culture(lang as 'en' | 'zh-TW'), ...headers },
    payload,
    remoteAddress: address,
  });
}

/** Two people's descriptors far apart (1.6), and a look at one `by` away from it. */
const RUNNER = Float32Array.from({ length: 128 }, (_, i) => (i % 2 ? 0.1 : -0.1));
const STRANGER = Float32Array.from({ length: 128 }, (_, i) => (i < 64 ? 0.1 : -0.1));
const near = (of: Float32Array, by: number) => Float32Array.from(of, (value, i) => (i === 0 ? value + by : value));
const faceOf = (descriptor: Float32Array): DetectedFace => ({
  box: { x: 100, y: 100, width: 80, height: 80 },
  score: 0.9,
  descriptor,
});

async function selfieActivity(overrides: { activityDate?: string; faceSearchEnabled?: boolean } = {}) {
  const activity = await createActivity(t.db, {
    title: '台北馬',
    titleEn: 'Taipei Marathon',
    activityDate: today(),
    faceSearchEnabled: true,
    ...overrides,
  });
  return { activity, album: await createAlbum(t.db, activity) };
}

/** A kept selfie search of the activity, as FaceSearch/Search leaves it (no picture), with these faces. */
async function keptSearch(activityId: number, faces: Float32Array[], userId: number | null = null) {
  return t.db.faceSearchResult.create({
    data: {
      id: randomUUID(),
      userId,
      activityId,
      faces: faces.map(() => ({ x: 0.2, y: 0.2, width: 0.3, height: 0.3 })),
      descriptors: packDescriptors(faces),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    },
  });
}

/** A photo uploaded into the album and published by the pipeline, its faces those the detector "finds". */
async function publishWithFaces(
  album: { id: number; activityId: number; photographerId: number },
  faces: Float32Array[],
) {
  detected = faces.map(faceOf);
  const photo = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
  await t.storage.put('originals', photo.originalKey, await cameraJpeg(640, 480), 'image/jpeg');
  await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
  return photo;
}

const mailsTo = (to: string) => t.db.outboxMail.findMany({ where: { to }, orderBy: { id: 'asc' } });
const tokenIn = (text: string, page: string) => new RegExp(`/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)![1]!;

/** A guest follows the search's first face and confirms by the mailed link. */
async function guestFollowsSelfie(searchId: string, email: string) {
  const answer = await post('CreateSelfie', { searchId, faceIndex: 0, consent: true, email });
  expect(answer.statusCode, answer.body).toBe(200);
  const [mail] = await mailsTo(email);
  const confirmed = await post('Confirm', { token: tokenIn(mail!.text, 'followConfirm') });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return t.db.follow.findFirstOrThrow({ where: { email } });
}

async function member() {
  const user = await createUser(t.db);
  return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
}

describe('following a selfie', () => {
  it('is refused without explicit consent, and nothing is kept', async () => {
    const { activity } = await selfieActivity();
    const search = await keptSearch(activity.id, [RUNNER]);
    for (const consent of [undefined, false, 'yes']) {
      const refused = await post('CreateSelfie', {
        searchId: search.id,
        faceIndex: 0,
        consent,
        email: 'no@example.com',
      });
      expect(refused.statusCode, String(consent)).toBe(400);
    }
    const me = await member();
    const mine = await post('CreateMineSelfie', { searchId: search.id, faceIndex: 0 }, { headers: me.headers });
    expect(mine.statusCode).toBe(400);
    expect(await t.db.follow.count({ where: { activityId: activity.id } })).toBe(0);
    expect(await mailsTo('no@example.com')).toHaveLength(0);
  });

  it('keeps only the face descriptor, with the consent, until the follow ends; the mail says so', async () => {
    const { activity } = await selfieActivity();
    const search = await keptSearch(activity.id, [STRANGER, RUNNER]);
    const answer = await post('CreateSelfie', {
      searchId: search.id,
      faceIndex: 1,
      consent: true,
      email: 'Kept@Example.com',
    });
    expect(answer.json()).toMatchObject({ success: true, result: { state: 'pending' } });
    const follow = await t.db.follow.findFirstOrThrow({ where: { email: 'kept@example.com' } });
    expect(follow).toMatchObject({ kind: 'selfie', bib: '', state: 'pending', activityId: activity.id });
    // The face's 128 float32 and nothing more: the picture was never sent here, nor stored by the search.
    expect(follow.descriptor!.length).toBe(512);
    expect(Buffer.from(follow.descriptor!)).toEqual(Buffer.from(encodeDescriptor(RUNNER)));
    expect(follow.consentedAt).toBeInstanceOf(Date);
    // The end: the activity's day and FOLLOW_DAYS (7) more.
    expect(follow.expiresAt.toISOString()).toBe(endOfFollows());
    const [mail] = await mailsTo('kept@example.com');
    expect(mail!.subject).toBe('Confirm following your selfie');
    expect(mail!.text).toContain('We keep only your face descriptor (never the photo) until the follow ends on');
    expect(mail!.text).toContain(follow.expiresAt.toISOString().slice(0, 10));
    expect(mail!.text).toContain('"Taipei Marathon"');
  });

  it('answers and mails the same whether the face is in the photos or not', async () => {
    const { activity, album } = await selfieActivity();
    await publishWithFaces(album, [near(RUNNER, 0.1)]);
    const found = await keptSearch(activity.id, [RUNNER]);
    const absent = await keptSearch(activity.id, [STRANGER]);
    const a = await post('CreateSelfie', { searchId: found.id, faceIndex: 0, consent: true, email: 'a@example.com' });
    const b = await post('CreateSelfie', { searchId: absent.id, faceIndex: 0, consent: true, email: 'b@example.com' });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    const [mailA] = await mailsTo('a@example.com');
    const [mailB] = await mailsTo('b@example.com');
    const blank = (text: string) => text.replace(/token=\S+/, 'token=T');
    expect(mailB!.subject).toBe(mailA!.subject);
    expect(blank(mailB!.text)).toBe(blank(mailA!.text));
  });

  it('records a published photo showing the face and mails one notice linking to the activity', async () => {
    const { activity, album } = await selfieActivity();
    const search = await keptSearch(activity.id, [RUNNER]);
    const email = 'found@example.com';
    const follow = await guestFollowsSelfie(search.id, email);

    const shown = await publishWithFaces(album, [near(STRANGER, 0.05), near(RUNNER, 0.3)]);
    await publishWithFaces(album, [STRANGER]);
    // Beyond the album settings' match threshold (0.5): not them.
    await publishWithFaces(album, [near(RUNNER, 0.6)]);
    const matches = await t.db.followMatch.findMany({ where: { followId: follow.id } });
    expect(matches.map((match) => match.photoId)).toEqual([shown.id]);

    expect(await notifyFollowers(context)).toBe(1);
    const [, notice] = await mailsTo(email);
    expect(notice!.subject).toBe('New photos that may show you: Taipei Marathon');
    expect(notice!.text).toContain('1 new photo(s) that may show you in "Taipei Marathon"');
    expect(notice!.text).toContain(`http://photos.test/activityevent/${activity.id}\n`);
    expect(notice!.text).toMatch(/\/followUnsubscribe\?token=/);
  });

  it('never matches a hidden face, and never tells of a photo hidden since', async () => {
    const { activity, album } = await selfieActivity();
    const search = await keptSearch(activity.id, [RUNNER]);
    const email = 'hidden@example.com';
    const follow = await guestFollowsSelfie(search.id, email);
    // The runner's face, hidden (hide me) before the photo is processed again: re-indexing keeps it hidden.
    const photo = await publishWithFaces(album, [near(RUNNER, 0.1)]);
    await t.db.followMatch.deleteMany({ where: { followId: follow.id } });
    const request = await t.db.faceHideRequest.create({
      data: { userId: (await createUser(t.db)).id, activityId: activity.id, faceCount: 1 },
    });
    await t.db.face.updateMany({ where: { photoId: photo.id }, data: { hideRequestId: request.id } });
    await t.storage.put('originals', photo.originalKey, await cameraJpeg(640, 480), 'image/jpeg');
    await reindexPhotoFaces.handle(context, { photoId: photo.id }, firstAttempt);
    expect(await t.db.face.count({ where: { photoId: photo.id, hideRequestId: request.id } })).toBe(1);
    expect(await t.db.followMatch.count({ where: { followId: follow.id } })).toBe(0);

    // Published showing the runner, then hidden by the photographer before the notice.
    const later = await publishWithFaces(album, [near(RUNNER, 0.1)]);
    await t.db.photo.update({ where: { id: later.id }, data: { status: 'hidden' } });
    expect(await notifyFollowers(context)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('matches faces found by a re-index of a published photo', async () => {
    const { activity, album } = await selfieActivity();
    const photo = await publishWithFaces(album, []);
    const follow = await guestFollowsSelfie((await keptSearch(activity.id, [RUNNER])).id, 'reindex@example.com');
    detected = [faceOf(near(RUNNER, 0.2))];
    await t.storage.put('originals', photo.originalKey, await cameraJpeg(640, 480), 'image/jpeg');
    await reindexPhotoFaces.handle(context, { photoId: photo.id }, firstAttempt);
    expect(await t.db.followMatch.count({ where: { followId: follow.id, photoId: photo.id } })).toBe(1);
  });

  it('deletes the descriptor on unsubscribe and at the purge when the follow ends', async () => {
    const { activity, album } = await selfieActivity();
    const unsubscribing = await guestFollowsSelfie((await keptSearch(activity.id, [RUNNER])).id, 'bye@example.com');
    await publishWithFaces(album, [RUNNER]);
    await notifyFollowers(context);
    const [, notice] = await mailsTo('bye@example.com');
    const gone = await t.app.inject({
      method: 'POST',
      url: api(`Unsubscribe?token=${tokenIn(notice!.text, 'followUnsubscribe')}`),
      payload: {},
    });
    expect(gone.json().result).toEqual({ activityId: activity.id, activityTitle: '台北馬', kind: 'selfie', bib: '' });
    expect(await t.db.follow.count({ where: { id: unsubscribing.id } })).toBe(0);

    const ending = await guestFollowsSelfie((await keptSearch(activity.id, [STRANGER])).id, 'ended@example.com');
    await t.db.follow.update({ where: { id: ending.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await purgeExpired.handle(context, {}, firstAttempt);
    expect(await t.db.follow.count({ where: { id: ending.id } })).toBe(0);
    // No descriptor of a follow is left anywhere.
    expect(await t.db.follow.count({ where: { activityId: activity.id, descriptor: { not: null } } })).toBe(0);
  });

  it('limits selfie follow requests per e-mail together with bib follows', async () => {
    const { activity } = await selfieActivity();
    const selfie = { searchId: (await keptSearch(activity.id, [RUNNER])).id, faceIndex: 0, consent: true };
    const email = 'many@example.com';
    for (const code of ['1', '2', '3']) {
      expect((await post('Create', { activityId: activity.id, code, email })).statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) expect((await post('CreateSelfie', { ...selfie, email })).statusCode).toBe(200);
    const refused = await post('CreateSelfie', { ...selfie, email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Too many attempts/);
  });

  it('refuses a search that is not the caller’s, a face it does not have, and an ended activity', async () => {
    const { activity } = await selfieActivity();
    const owner = await member();
    const theirs = await keptSearch(activity.id, [RUNNER], owner.user.id);
    const body = { searchId: theirs.id, faceIndex: 0, consent: true };
    expect((await post('CreateSelfie', { ...body, email: 'x@example.com' })).statusCode).toBe(404);
    expect((await post('CreateMineSelfie', body, { headers: (await member()).headers })).statusCode).toBe(404);
    const noFace = await post('CreateMineSelfie', { ...body, faceIndex: 1 }, { headers: owner.headers });
    expect(noFace.json().error.message).toBe('The selfie has no such face');
    const old = await selfieActivity({ activityDate: '2025-03-16' });
    const ended = await post(
      'CreateMineSelfie',
      { ...body, searchId: (await keptSearch(old.activity.id, [RUNNER])).id },
      {
        headers: owner.headers,
      },
    );
    expect(ended.json()).toMatchObject({ success: false, error: { message: 'Following has ended for this activity' } });
    expect(await t.db.follow.count({ where: { activityId: { in: [activity.id, old.activity.id] } } })).toBe(0);
  });
});

describe("a member's selfie follow", () => {
  it('follows with one click, replaces the face when following again, lists it as a selfie and removes it', async () => {
    const { activity } = await selfieActivity();
    const me = await member();
    const first = await post(
      'CreateMineSelfie',
      { searchId: (await keptSearch(activity.id, [RUNNER], me.user.id)).id, faceIndex: 0, consent: true },
      { headers: me.headers },
    );
    expect(first.json().result).toMatchObject({ activityTitle: 'Taipei Marathon', kind: 'selfie', bib: '' });
    const again = await post(
      'CreateMineSelfie',
      { searchId: (await keptSearch(activity.id, [STRANGER])).id, faceIndex: 0, consent: true },
      { headers: me.headers },
    );
    expect(again.json().result.id).toBe(first.json().result.id);
    const kept = await t.db.follow.findUniqueOrThrow({ where: { id: first.json().result.id } });
    expect(Buffer.from(kept.descriptor!)).toEqual(Buffer.from(encodeDescriptor(STRANGER)));

    const list = await t.app.inject({ method: 'GET', url: api('GetAll'), headers: me.headers });
    expect(list.json().result.items).toEqual([expect.objectContaining({ kind: 'selfie', activityId: activity.id })]);
    expect((await post('Delete', { id: kept.id }, { headers: me.headers })).json().result).toEqual({ changed: 1 });
    expect(await t.db.follow.count({ where: { id: kept.id } })).toBe(0);
  });

  it('goes when the activity’s face search is switched off', async () => {
    const { activity } = await selfieActivity();
    const me = await member();
    const search = await keptSearch(activity.id, [RUNNER], me.user.id);
    await post('CreateMineSelfie', { searchId: search.id, faceIndex: 0, consent: true }, { headers: me.headers });
    await post('CreateMine', { activityId: activity.id, code: '12' }, { headers: me.headers });
    await forgetActivityFaces(t.app, activity.id);
    const left = await t.db.follow.findMany({ where: { activityId: activity.id } });
    expect(left.map((follow) => follow.kind)).toEqual(['bib']);
  });
});

describe('whether following is open', () => {
  it('the activity page says when its follows end', async () => {
    const { activity } = await selfieActivity();
    const config = await t.app.inject({
      url: `/api/services/app/Activity/GetConfigByActivityId?activityId=${activity.id}`,
    });
    expect(config.json().result.followsEndAt).toBe(endOfFollows());
  });
});
