import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { culture } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const browse = (query: Record<string, string | number | undefined>, headers = {}) =>
  t.app.inject({
    url: '/api/services/app/PhotoGalleryConfigAppSerivce/GetActivityPhotosByPlaceAndTime',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });
const ids = (response: Awaited<ReturnType<typeof browse>>) =>
  response.json().result.items.map((photo: { id: number }) => photo.id);

describe('browse an activity by camera point and time (GetActivityPhotosByPlaceAndTime)', () => {
  let activityId: number;
  const photo: Record<string, { id: number }> = {};

  beforeAll(async () => {
    // 2025-03-16 in Taipei: 08:40 there is 00:40 UTC.
    const activity = await createActivity(t.db, { activityDate: '2025-03-16' });
    activityId = activity.id;
    const tenK = await createAlbum(t.db, activity, { cameraPoint: '10K' });
    const tenKAgain = await createAlbum(t.db, activity, { cameraPoint: '10K' });
    const finish = await createAlbum(t.db, activity, { cameraPoint: '終點' });
    const hidden = await createAlbum(t.db, activity, { cameraPoint: '10K', isVisible: false });
    const at = (time: string) => `2025-03-16T${time}Z`;
    photo.before = await createPhoto(t.db, tenK, { takenAt: at('00:34:59') });
    photo.start = await createPhoto(t.db, tenK, { takenAt: at('00:35:00') });
    photo.middle = await createPhoto(t.db, tenKAgain, { takenAt: at('00:40:00') });
    photo.end = await createPhoto(t.db, tenK, { takenAt: at('00:45:59') });
    photo.after = await createPhoto(t.db, tenK, { takenAt: at('00:46:00') });
    photo.elsewhere = await createPhoto(t.db, finish, { takenAt: at('00:40:00') });
    await createPhoto(t.db, tenK, { takenAt: at('00:41:00'), status: 'processing' });
    await createPhoto(t.db, hidden, { takenAt: at('00:41:00') });
  });

  it('answers a camera point’s published photos within 5 minutes of a Taipei time, newest first', async () => {
    const response = await browse({ activityId, cameraPoint: '10K', around: '08:40' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.totalCount).toBe(3);
    expect(ids(response)).toEqual([photo.end!.id, photo.middle!.id, photo.start!.id]);
    expect(response.json().result.items[0]).toMatchObject({ cameraPoint: '10K', coId: expect.any(Number) });
    expect(response.json().result.items[0]).not.toHaveProperty('originalKey');
  });

  it('takes a from–to window, every camera point when none is given, and pages', async () => {
    const window = await browse({ activityId, from: '08:35', to: '08:40' });
    // Taken at the same second: the later upload first.
    expect(ids(window)).toEqual([photo.elsewhere!.id, photo.middle!.id, photo.start!.id]);
    const second = await browse({ activityId, cameraPoint: '10K', SkipCount: 1, MaxResultCount: 2 });
    expect(second.json().result.totalCount).toBe(5);
    expect(ids(second)).toEqual([photo.end!.id, photo.middle!.id]);
  });

  it('refuses a half, mixed or reversed window in the caller’s language, and bad input', async () => {
    for (const query of [{ from: '08:35' }, { around: '08:40', to: '08:45' }, { from: '09:00', to: '08:00' }]) {
      const response = await browse({ activityId, ...query });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/開始與結束時間/);
    }
    const en = await browse({ activityId, from: '08:35' }, culture('en'));
    expect(en.json().error.message).toMatch(/^Give either an approximate time/);
    for (const query of [
      { around: '24:00' },
      { around: '8:40' },
      { cameraPoint: 'x'.repeat(65) },
      { MaxResultCount: 101 },
    ]) {
      expect((await browse({ activityId, ...query })).statusCode).toBe(400);
    }
  });

  it('does not browse a hidden or unknown activity', async () => {
    const hidden = await createActivity(t.db, { isVisible: false });
    expect((await browse({ activityId: hidden.id })).statusCode).toBe(404);
    expect((await browse({ activityId: 999999 })).statusCode).toBe(404);
  });
});
