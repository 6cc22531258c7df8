import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWorker } from '../../src/jobs/worker-runtime.ts';
import { ORIGINAL_MISSING, processPhoto } from '../../src/jobs/process-photo.ts';
import {
  RENDITION_MISSING,
  sweepOrphans,
  sweepStep,
  type SweepCursor,
  type SweepLimits,
} from '../../src/jobs/sweep-orphans.ts';
import type { BucketKind } from '../../src/infra/storage.ts';
import type { JobQueue } from '../../src/jobs/definitions.ts';
import { albumFolders, allVariantKeys } from '../../src/lib/storage-keys.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { createUser } from '../helpers/factories.ts';
import { jobContext, workerResources } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Against the real S3 API (s3rver): its object times have whole seconds, so the test stores the
// "old" files, waits past a second, takes that moment as the end of the grace period, waits again,
// then stores the "fresh" ones.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function store(bucket: BucketKind, ...keys: string[]) {
  for (const key of keys) await t.storage.put(bucket, key, Buffer.from(key), 'image/jpeg');
}

async function exists(bucket: BucketKind, key: string) {
  const object = await t.storage.get(bucket, key);
  object?.body.destroy();
  return object !== undefined;
}

/** The whole walk, one bounded step after the other, as the chained jobs do it. */
async function sweepAll(cutoff: Date, limits?: SweepLimits) {
  let steps = 0;
  for (let cursor: SweepCursor | undefined = {}; cursor; steps += 1) {
    cursor = await sweepStep(jobContext(t), cursor, cutoff, limits);
  }
  return steps;
}

/** A photo of the album whose files sit where the pipeline puts them, made two days ago. */
function photoIn(album: { id: number; activityId: number; photographerId: number }, name: string, status = 'ready') {
  const folders = albumFolders(album);
  return createPhoto(t.db, album, {
    status,
    originalKey: `${folders.originals}${name}`,
    previewKey: `${folders.previews}${name}.jpg`,
    thumbnailKey: `${folders.thumbnails}${name}.jpg`,
    createdAt: new Date(Date.now() - 2 * DAY),
  });
}

describe('maintenance.sweep-orphans', () => {
  it('removes old files nothing names, keeps named and fresh ones, and fails photos whose files are gone', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity, { photoCount: 2 });
    await t.db.activity.update({ where: { id: activity.id }, data: { photoCount: 2 } });
    const folders = albumFolders(album);
    const kept = await photoIn(album, 'kept');
    const lostOriginal = await photoIn(album, 'lost-original');
    const lostPreview = await photoIn(album, 'lost-preview', 'hidden');
    const member = await createUser(t.db);
    const avatar = `avatars/${member.id}/current.jpg`;
    await t.db.user.update({ where: { id: member.id }, data: { avatarKey: avatar } });

    const old = {
      named: [
        kept.originalKey,
        lostPreview.originalKey,
        kept.previewKey!,
        kept.thumbnailKey!,
        lostOriginal.previewKey!,
      ],
      orphanOriginal: `${folders.originals}left-by-a-broken-upload`,
      orphanPreview: `${folders.previews}left-by-a-retry.jpg`,
      replacedAvatar: `avatars/${member.id}/replaced.jpg`,
      content: 'content/2026/in-a-page.jpg',
    };
    await store('originals', kept.originalKey, lostPreview.originalKey, old.orphanOriginal);
    await store('public', kept.previewKey!, kept.thumbnailKey!, lostOriginal.previewKey!, lostOriginal.thumbnailKey!);
    await store('public', lostPreview.thumbnailKey!, old.orphanPreview, avatar, old.replacedAvatar, old.content);
    await pause(1100);
    const cutoff = new Date();
    await pause(1100);
    const fresh = { original: `${folders.originals}still-uploading`, avatar: `avatars/${member.id}/just-now.jpg` };
    await store('originals', fresh.original);
    await store('public', fresh.avatar);

    await sweepAll(cutoff);

    expect(await exists('originals', old.orphanOriginal)).toBe(false);
    expect(await exists('public', old.orphanPreview)).toBe(false);
    expect(await exists('public', old.replacedAvatar)).toBe(false);
    for (const key of [kept.originalKey, lostPreview.originalKey]) expect(await exists('originals', key)).toBe(true);
    for (const key of [kept.previewKey!, avatar, old.content, fresh.avatar])
      expect(await exists('public', key)).toBe(true);
    expect(await exists('originals', fresh.original)).toBe(true);

    const status = async (id: number) => {
      const photo = await t.db.photo.findUniqueOrThrow({ where: { id } });
      return [photo.status, photo.failureCode, photo.failureReason];
    };
    expect(await status(kept.id)).toEqual(['ready', null, null]);
    expect(await status(lostOriginal.id)).toEqual(['failed', 'original-missing', ORIGINAL_MISSING]);
    expect(await status(lostPreview.id)).toEqual(['failed', 'rendition-missing', RENDITION_MISSING]);
    // The published photo that failed no longer counts; the hidden one never did.
    expect((await t.db.album.findUniqueOrThrow({ where: { id: album.id } })).photoCount).toBe(1);
    expect((await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).photoCount).toBe(1);

    // A second walk finds nothing more to do.
    await sweepAll(cutoff);
    expect(await exists('originals', kept.originalKey)).toBe(true);
    expect((await t.db.album.findUniqueOrThrow({ where: { id: album.id } })).photoCount).toBe(1);
  });

  it('keeps the WebP copies of the renditions a photo names, and removes those of renditions no photo names', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity, { photoCount: 1 });
    const photo = await photoIn(album, 'with-copies');
    const folders = albumFolders(album);
    const replaced = {
      preview: `${folders.previews}processed-before.jpg`,
      thumbnail: `${folders.thumbnails}processed-before.jpg`,
    };
    const copiesOf = (keys: { preview: string; thumbnail: string }) => [
      ...allVariantKeys('preview', keys.preview),
      ...allVariantKeys('thumbnail', keys.thumbnail),
    ];
    const named = copiesOf({ preview: photo.previewKey!, thumbnail: photo.thumbnailKey! });
    const orphaned = copiesOf(replaced);
    await store('originals', photo.originalKey);
    await store('public', photo.previewKey!, photo.thumbnailKey!, ...named, replaced.preview, ...orphaned);
    await pause(1100);

    await sweepAll(new Date());

    for (const key of [photo.previewKey!, photo.thumbnailKey!, ...named])
      expect(await exists('public', key)).toBe(true);
    for (const key of [replaced.preview, ...orphaned]) expect(await exists('public', key)).toBe(false);
    expect(orphaned).toHaveLength(3);
    expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('ready');
  });

  it('keeps the WebP copies of the banners and covers rows name, and removes those of images no row names', async () => {
    const activity = await createActivity(t.db);
    const named = { banner: 'banners/with-copies.webp', cover: `covers/activities/${activity.id}/with-copies.jpg` };
    await t.db.banner.create({ data: { title: 'copies', imageKey: named.banner, imageWidth: 1920 } });
    await t.db.activity.update({ where: { id: activity.id }, data: { coverKey: named.cover, coverWidth: 1600 } });
    // Images replaced or deleted whose copies were left behind.
    const unnamed = { banner: 'banners/replaced.webp', cover: `covers/activities/${activity.id}/replaced.jpg` };
    const copiesOf = (keys: { banner: string; cover: string }) => [
      ...allVariantKeys('banner', keys.banner),
      ...allVariantKeys('cover', keys.cover),
    ];
    await store('public', named.banner, named.cover, ...copiesOf(named), ...copiesOf(unnamed));
    await pause(1100);

    await sweepAll(new Date());

    for (const key of [named.banner, named.cover, ...copiesOf(named)])
      expect(await exists('public', key), key).toBe(true);
    for (const key of copiesOf(unnamed)) expect(await exists('public', key), key).toBe(false);
  });

  it('removes banner images, covers and application samples no row names, keeps named and fresh ones', async () => {
    const member = await createUser(t.db);
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity);
    const named = {
      banner: 'banners/shown.webp',
      eventCover: 'covers/events/1/current.jpg',
      activityCover: `covers/activities/${activity.id}/current.jpg`,
      albumCover: 'covers/albums/shared.jpg',
      samples: [`applications/${member.id}/first.jpg`, `applications/${member.id}/second.jpg`],
    };
    await t.db.banner.create({ data: { title: 'shown', imageKey: named.banner } });
    await t.db.event.create({ data: { title: '賽', eventDate: new Date('2026-01-01'), coverKey: named.eventCover } });
    await t.db.activity.update({ where: { id: activity.id }, data: { coverKey: named.activityCover } });
    await t.db.album.update({ where: { id: album.id }, data: { coverKey: named.albumCover } });
    await t.db.photographerApplication.create({
      data: {
        userId: member.id,
        displayName: 'Lens',
        realName: '王小明',
        phone: '0912345678',
        introduction: '跑步攝影',
        termsAcceptedAt: new Date(),
        sampleKeys: named.samples,
      },
    });
    const orphans = {
      public: ['banners/never-saved.webp', 'covers/events/1/replaced.jpg', `covers/activities/${activity.id}/old.jpg`],
      originals: [`applications/${member.id}/withdrawn.jpg`],
    };
    await store('public', named.banner, named.eventCover, named.activityCover, named.albumCover, ...orphans.public);
    await store('originals', ...named.samples, ...orphans.originals);
    await pause(1100);
    const cutoff = new Date();
    await pause(1100);
    const fresh = { banner: 'banners/being-edited.webp', sample: `applications/${member.id}/just-sent.jpg` };
    await store('public', fresh.banner);
    await store('originals', fresh.sample);

    await sweepAll(cutoff);

    for (const key of orphans.public) expect(await exists('public', key)).toBe(false);
    for (const key of orphans.originals) expect(await exists('originals', key)).toBe(false);
    for (const key of [named.banner, named.eventCover, named.activityCover, named.albumCover, fresh.banner])
      expect(await exists('public', key)).toBe(true);
    for (const key of [...named.samples, fresh.sample]) expect(await exists('originals', key)).toBe(true);
  });

  it('leaves photos younger than the grace period alone, and files outside the album folders', async () => {
    const activity = await createActivity(t.db);
    const album = await createAlbum(t.db, activity);
    const young = await createPhoto(t.db, album, { originalKey: `${albumFolders(album).originals}young` });
    const elsewhere = await createPhoto(t.db, album, { createdAt: new Date(Date.now() - 2 * DAY) });
    await sweepAll(new Date(Date.now() - DAY));
    for (const photo of [young, elsewhere]) {
      expect((await t.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('ready');
    }
  });

  it('queues again the photos an upload recorded but never queued (its server stopped mid-batch)', async () => {
    const album = await createAlbum(t.db, await createActivity(t.db));
    const stuck = await photoIn(album, 'stuck', 'processing');
    await store('originals', stuck.originalKey);
    await createPhoto(t.db, album, { status: 'processing', originalKey: `${albumFolders(album).originals}young` });
    const sendMany = vi.fn<JobQueue['sendMany']>(async () => {});
    const context = {
      ...jobContext(t),
      jobs: { send: vi.fn(async () => {}), sendMany, sendDebounced: vi.fn(async () => {}) },
    };
    for (let cursor: SweepCursor | undefined = {}; cursor;) {
      cursor = await sweepStep(context, cursor, new Date(Date.now() - DAY));
    }
    const queued = sendMany.mock.calls.flatMap(([, items]) => items);
    expect(queued).toEqual([{ photoId: stuck.id }]);
    expect(sendMany.mock.calls[0]![0]).toBe(processPhoto);
  });

  it('walks in bounded steps, listing in pages, to the same end', async () => {
    const activity = await createActivity(t.db);
    const albums = [await createAlbum(t.db, activity), await createAlbum(t.db, activity)];
    const orphans = albums.flatMap((album) => [1, 2, 3].map((n) => `${albumFolders(album).originals}orphan-${n}`));
    const member = await createUser(t.db);
    const avatars = [1, 2, 3].map((n) => `avatars/${member.id}/old-${n}.jpg`);
    const banners = [1, 2, 3].map((n) => `banners/paged-${n}.webp`);
    await store('originals', ...orphans);
    await store('public', ...avatars, ...banners);
    await pause(1100);
    const cutoff = new Date();

    const steps = await sweepAll(cutoff, { objectsPerRun: 2, albumsPerRun: 1, pageSize: 2 });

    expect(steps).toBeGreaterThan(3);
    for (const key of orphans) expect(await exists('originals', key)).toBe(false);
    for (const key of [...avatars, ...banners]) expect(await exists('public', key)).toBe(false);
  });

  it('is scheduled by the worker', async () => {
    await startWorker(t.boss, workerResources(t), [sweepOrphans]);
    const schedules = await t.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual(['maintenance.sweep-orphans', '37 19 * * *']);
  });
});
