import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createFace, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, culture, loginToken } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const live = (activityId: number | string, headers = {}, app = t.app) =>
  app.inject({ url: '/api/services/app/Activity/GetLive', query: { activityId: String(activityId) }, headers });

const SLOT_MS = 15 * 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

interface LiveAnswer {
  from: string;
  slotMinutes: number;
  places: { place: string; counts: number[]; total: number }[];
  newest: { id: number; place: string; thumbnailUrl: string; publishedAt: string }[];
  processing: number;
  lastPublishedAt: string | null;
}

describe('an activity live (Activity/GetLive)', () => {
  let activityId: number;
  const photo: Record<string, { id: number; publishedAt: Date | null }> = {};

  beforeAll(async () => {
    const activity = await createActivity(t.db);
    activityId = activity.id;
    const tenK = await createAlbum(t.db, activity, { cameraPoint: '10K', cameraPointEn: '10 km' });
    const tenKAgain = await createAlbum(t.db, activity, { cameraPoint: '10K', cameraPointEn: '10 km' });
    const noPoint = await createAlbum(t.db, activity, { name: '沿途', nameEn: 'Along the course' });
    const hiddenAlbum = await createAlbum(t.db, activity, { cameraPoint: '10K', isVisible: false });
    const published = (album: typeof tenK, minutes: number, overrides = {}) =>
      createPhoto(t.db, album, { publishedAt: minutesAgo(minutes), ...overrides });

    photo.latest = await published(tenK, 1);
    photo.tenKAgain = await published(tenKAgain, 2);
    photo.alongTheWay = await published(noPoint, 70);
    photo.earlier = await published(tenK, 5 * 60);
    photo.tooOld = await published(tenK, 7 * 60);
    // Not shown to buyers: never counted nor shown, however new.
    await published(hiddenAlbum, 0);
    await published(tenK, 0, { status: 'hidden' });
    const hiddenFace = await published(tenK, 0);
    const hide = await t.db.faceHideRequest.create({
      data: { userId: (await createUser(t.db)).id, activityId, faceCount: 1 },
    });
    await createFace(t.db, hiddenFace, hide.id);
    // Still on their way: queued or in progress, in a visible album.
    await createPhoto(t.db, tenK, { status: 'processing', publishedAt: null });
    await createPhoto(t.db, noPoint, { status: 'processing', publishedAt: null });
    await createPhoto(t.db, hiddenAlbum, { status: 'processing', publishedAt: null });
    await createPhoto(t.db, tenK, { status: 'failed', publishedAt: null });
  });

  it('counts the photos published per camera point and quarter hour over six hours, the newest first', async () => {
    const response = await live(activityId);
    expect(response.statusCode).toBe(200);
    const answer: LiveAnswer = response.json().result;
    expect(answer.slotMinutes).toBe(15);
    const from = Date.parse(answer.from);
    // Quarter hours of Taipei time (UTC+8): a slot starts on :00, :15, :30 or :45.
    expect(from % SLOT_MS).toBe(0);
    const slotOf = (at: Date | null) => Math.floor((at!.getTime() - from) / SLOT_MS);

    expect(answer.places.map(({ place, total }) => [place, total])).toEqual([
      ['10K', 3],
      ['沿途', 1],
    ]);
    const [tenK, along] = answer.places;
    expect(tenK!.counts).toHaveLength(24);
    expect(tenK!.counts[slotOf(photo.latest!.publishedAt)]).toBeGreaterThanOrEqual(1);
    expect(tenK!.counts[slotOf(photo.earlier!.publishedAt)]).toBeGreaterThanOrEqual(1);
    expect(along!.counts[slotOf(photo.alongTheWay!.publishedAt)]).toBe(1);

    expect(answer.newest.map((p) => p.id)).toEqual([
      photo.latest!.id,
      photo.tenKAgain!.id,
      photo.alongTheWay!.id,
      photo.earlier!.id,
      photo.tooOld!.id,
    ]);
    expect(answer.newest[0]).toMatchObject({ place: '10K', thumbnailUrl: expect.stringContaining('thumbnails/') });
    expect(JSON.stringify(answer)).not.toContain('originals/');
    expect(answer.lastPublishedAt).toBe(photo.latest!.publishedAt!.toISOString());
    expect(answer.processing).toBe(2);
  });

  it('names camera points and albums in English on English pages', async () => {
    const answer: LiveAnswer = (await live(activityId, culture('en'))).json().result;
    expect(answer.places.map((p) => p.place)).toEqual(['10 km', 'Along the course']);
  });

  it('may be kept by shared caches for a short while', async () => {
    const response = await live(activityId);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers.etag).toBeDefined();
  });

  it('answers an empty activity with nothing published or processing', async () => {
    const empty = await createActivity(t.db);
    const answer: LiveAnswer = (await live(empty.id)).json().result;
    expect(answer).toMatchObject({ places: [], newest: [], processing: 0, lastPublishedAt: null });
  });

  it('refuses a bad id and does not show a hidden or unknown activity', async () => {
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const response = await live(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
    }
    const hidden = await createActivity(t.db, { isVisible: false });
    for (const id of [hidden.id, 999999]) {
      const response = await live(id, culture('en'));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Activity not found');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('reads an activity at most once per few seconds in a server, for members too', async () => {
    const cached = await createTestApp({ sameDatabaseAs: t, env: { PUBLIC_READ_CACHE_SECONDS: '60' } });
    try {
      const member = await createUser(t.db);
      const headers = bearer(await loginToken(cached.app, member.email, member.password));
      // Asked for twice: the second answer is kept (decisions/058).
      await live(activityId, headers, cached.app);
      const before: LiveAnswer = (await live(activityId, headers, cached.app)).json().result;
      const album = await t.db.album.findFirstOrThrow({ where: { activityId, cameraPoint: '10K', isVisible: true } });
      await createPhoto(t.db, album, { publishedAt: new Date() });
      const after: LiveAnswer = (await live(activityId, headers, cached.app)).json().result;
      expect(after).toEqual(before);
      // Without the kept answer, the same server sees the new photo.
      const fresh: LiveAnswer = (await live(activityId)).json().result;
      expect(fresh.newest).toHaveLength(6);
    } finally {
      await cached.close();
    }
  });
});
