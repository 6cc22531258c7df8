import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../src/jobs/definitions.ts';
import { notifyFollowers, notifyFollowersJob } from '../../src/jobs/notify-followers.ts';
import { NOTICE_WAKE_SECONDS, processPhoto } from '../../src/jobs/process-photo.ts';
import { updateAlbumSettings } from '../../src/shared/album-settings.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { bearer, createUser, loginToken } from '../helpers/factories.ts';
import { cameraJpeg } from '../helpers/images.ts';
import { firstAttempt, jobContext, queuedJobs } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let context: JobContext;
/** What the bib reader reads on every photo processed here. */
let bib = '';
beforeAll(async () => {
  t = await createTestApp();
  const box = { x: 100, y: 300, width: 80, height: 30 };
  context = {
    ...jobContext(t),
    bibReader: async () => ({
      read: async () => [{ bib, confidence: 0.95, box, looksCut: false }],
      close: async () => {},
    }),
    faceDetector: () => ({ detect: async () => [] }),
  };
  await updateAlbumSettings(t.db, { bibOcrEnabled: true, ocrMinConfidence: 0.3 });
});
afterAll(() => t.close());

async function processWithBib(album: { id: number; activityId: number; photographerId: number }, read: string) {
  bib = read;
  const photo = await createPhoto(t.db, album, { status: 'processing', previewKey: null, thumbnailKey: null });
  await t.storage.put('originals', photo.originalKey, await cameraJpeg(1200, 800), 'image/jpeg');
  await processPhoto.handle(context, { photoId: photo.id }, firstAttempt);
}

describe('publishing a followed bib’s photo wakes the notice job', () => {
  it('sends the notice job at once when a photo matches a follow, once per burst, and not otherwise', async () => {
    const activity = await createActivity(t.db, { activityDate: new Date().toISOString().slice(0, 10) });
    const album = await createAlbum(t.db, activity);
    const member = await createUser(t.db);
    const followed = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Follow/CreateMine',
      headers: bearer(await loginToken(t.app, member.email, member.password)),
      payload: { activityId: activity.id, code: '4321' },
    });
    expect(followed.statusCode, followed.body).toBe(200);

    await processWithBib(album, '1111');
    expect(await queuedJobs(t, notifyFollowersJob.name)).toBe(0);

    // The queue keeps one wake per slot of NOTICE_WAKE_SECONDS on the clock (epoch-aligned): the
    // burst starts as a slot begins, so its photos fall in one slot however slow the machine is.
    const slot = NOTICE_WAKE_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, slot - (Date.now() % slot) + 50));
    await processWithBib(album, '4321');
    expect(await queuedJobs(t, notifyFollowersJob.name)).toBe(1);
    // More of the burst: at most one more run, at the next few seconds' slot, covers them all.
    await processWithBib(album, '4321');
    await processWithBib(album, '4321');
    expect(await queuedJobs(t, notifyFollowersJob.name)).toBeLessThanOrEqual(2);

    // What the woken job does: one notice for the burst, as the minute's run would.
    expect(await notifyFollowers(context)).toBe(1);
    const mails = await t.db.outboxMail.findMany({ where: { to: member.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('3 張號碼布 4321 的照片');
  });
});
