import { buffer } from 'node:stream/consumers';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BucketKind, Storage } from '../../src/infra/storage.ts';
import { backfillWebCopies, NO_FILE_WIDTH, type BackfillCursor } from '../../src/jobs/backfill-web-copies.ts';
import type { JobQueue } from '../../src/jobs/definitions.ts';
import { variantKey } from '../../src/lib/storage-keys.ts';
import { createActivity, createAlbum, createPhoto } from '../helpers/catalogue-factories.ts';
import { publicImage } from '../helpers/images.ts';
import { api } from '../helpers/payments.ts';
import { firstAttempt, jobContext } from '../helpers/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RED = { r: 220, g: 30, b: 30 };

/** A plain picture: its colour tells which stored file a copy was cut from. */
function picture(width: number, height: number, format: 'jpeg' | 'webp') {
  const image = sharp({ create: { width, height, channels: 3, background: RED } });
  return (format === 'webp' ? image.webp() : image.jpeg()).toBuffer();
}

async function storePicture(key: string, width: number, height: number, format: 'jpeg' | 'webp' = 'jpeg') {
  await t.storage.put('public', key, await picture(width, height, format), `image/${format}`);
}

/** The whole walk, run after run as each queues the next: the files it read and what it logged. */
async function backfillAll() {
  const reads: string[] = [];
  const storage: Storage = {
    ...t.storage,
    get: (kind: BucketKind, key: string) => {
      reads.push(`${kind}:${key}`);
      return t.storage.get(kind, key);
    },
  };
  const logged: { msg: string; key?: string }[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  const runs: BackfillCursor[] = [{}];
  const jobs: JobQueue = {
    send: async (_job, data) => void runs.push(data as BackfillCursor),
    sendMany: () => Promise.reject(new Error('not used')),
    sendDebounced: () => Promise.reject(new Error('not used')),
  };
  for (let run = 0; run < runs.length; run += 1) {
    await backfillWebCopies.handle({ ...jobContext(t), storage, jobs, log }, runs[run]!, firstAttempt);
  }
  return { reads, logged, runs: runs.length };
}

const widthsOf = (id: number) =>
  t.db.photo.findUniqueOrThrow({ where: { id }, select: { previewWidth: true, thumbnailWidth: true } });

describe('images.backfill-web-copies', () => {
  it('gives photos, covers and banners stored before the copies theirs, from their public files, once; a missing file is skipped', async () => {
    const activity = await createActivity(t.db, { coverKey: 'covers/activities/1/old.jpg' });
    const album = await createAlbum(t.db, activity);
    // Its original is not even stored: only the public preview (the watermarked one) and thumbnail
    // are read. The latest photo: first in the album's list.
    const old = await createPhoto(t.db, album, { takenAt: '2025-03-16T09:00:00Z' });
    await storePicture(old.previewKey!, 1200, 800);
    await storePicture(old.thumbnailKey!, 400, 267);
    const hidden = await createPhoto(t.db, album, { status: 'hidden' });
    await storePicture(hidden.previewKey!, 1200, 800);
    await storePicture(hidden.thumbnailKey!, 400, 267);
    const failed = await createPhoto(t.db, album, { status: 'failed' });
    await storePicture(failed.previewKey!, 1200, 800);
    const missing = await createPhoto(t.db, album); // no file in storage
    const processed = await createPhoto(t.db, album, { previewWidth: 1600, thumbnailWidth: 400 });
    // Enough small photos for the walk to take more than one batch; too small for any copy.
    const small = [];
    for (let i = 0; i < 50; i += 1) {
      const photo = await createPhoto(t.db, album, { takenAt: '2025-03-16T08:00:00Z' });
      await storePicture(photo.previewKey!, 200, 133);
      await storePicture(photo.thumbnailKey!, 200, 133);
      small.push(photo.id);
    }
    await storePicture('covers/activities/1/old.jpg', 700, 400);
    const event = await t.db.event.create({
      data: { title: '賽', eventDate: new Date('2026-12-01'), coverKey: 'covers/events/1/old.jpg' },
    });
    await storePicture('covers/events/1/old.jpg', 1600, 900);
    const banner = await t.db.banner.create({ data: { title: '舊橫幅', imageKey: 'banners/old.webp' } });
    await storePicture('banners/old.webp', 1920, 640, 'webp');

    const url = (key: string) => t.storage.publicUrl(key);
    const answers = async () => ({
      banner: (await t.app.inject({ url: api('Banner/GetAll') })).json().result.items[0].imageSrcSet,
      activity: (await t.app.inject({ url: api(`Activity/GetConfigByActivityId?activityId=${activity.id}`) })).json()
        .result.coverSrcSet,
      photo: (
        await t.app.inject({
          method: 'POST',
          url: api('PhotoGalleryConfigAppSerivce/GetPhotoGalleryList'),
          payload: { coId: album.id, MaxResultCount: 1 },
        })
      ).json().result.items[0].previewSrcSet,
    });
    expect(await answers()).toEqual({ banner: null, activity: null, photo: null });

    const first = await backfillAll();
    // Two batches of previews, two of thumbnails, then the activities, races and banners.
    expect(first.runs).toBe(7);
    expect(first.reads.filter((read) => !read.startsWith('public:'))).toEqual([]);

    expect(await widthsOf(old.id)).toEqual({ previewWidth: 1200, thumbnailWidth: 400 });
    expect(await widthsOf(hidden.id)).toEqual({ previewWidth: 1200, thumbnailWidth: 400 });
    const copies = [
      variantKey(old.previewKey!, 640),
      variantKey(old.previewKey!, 960),
      variantKey(old.thumbnailKey!, 320),
    ];
    for (const [key, width] of copies.map((key, i) => [key, [640, 960, 320][i]] as const)) {
      expect(await publicImage(t.storage, key)).toEqual({ format: 'webp', width });
      // Cut from the stored preview or thumbnail (red), whatever else the photo has.
      const [red, , blue] = (await sharp(await buffer((await t.storage.get('public', key))!.body)).stats()).channels;
      expect(red!.mean).toBeGreaterThan(180);
      expect(blue!.mean).toBeLessThan(70);
    }
    expect(await widthsOf(failed.id)).toEqual({ previewWidth: null, thumbnailWidth: null });
    expect(await publicImage(t.storage, variantKey(failed.previewKey!, 640))).toBeUndefined();
    expect(await widthsOf(missing.id)).toEqual({ previewWidth: NO_FILE_WIDTH, thumbnailWidth: NO_FILE_WIDTH });
    expect(first.logged).toContainEqual(expect.objectContaining({ key: missing.previewKey }));
    expect(await widthsOf(processed.id)).toEqual({ previewWidth: 1600, thumbnailWidth: 400 });
    expect(first.reads).not.toContain(`public:${processed.previewKey}`);
    for (const id of small) expect(await widthsOf(id)).toEqual({ previewWidth: 200, thumbnailWidth: 200 });

    const coverWidth = async () => (await t.db.activity.findUniqueOrThrow({ where: { id: activity.id } })).coverWidth;
    expect(await coverWidth()).toBe(700);
    expect((await t.db.event.findUniqueOrThrow({ where: { id: event.id } })).coverWidth).toBe(1600);
    expect((await t.db.banner.findUniqueOrThrow({ where: { id: banner.id } })).imageWidth).toBe(1920);
    expect(await publicImage(t.storage, variantKey('covers/events/1/old.jpg', 960))).toEqual({
      format: 'webp',
      width: 960,
    });
    expect(await answers()).toEqual({
      banner: `${url('banners/old.webp.w640.webp')} 640w, ${url('banners/old.webp.w960.webp')} 960w, ${url('banners/old.webp')} 1920w`,
      activity: `${url('covers/activities/1/old.jpg.w640.webp')} 640w, ${url('covers/activities/1/old.jpg')} 700w`,
      photo:
        `${url(variantKey(old.previewKey!, 640))} 640w, ${url(variantKey(old.previewKey!, 960))} 960w, ` +
        `${url(old.previewKey!)} 1200w`,
    });

    // A second walk reads nothing: every image has its width, the missing one included.
    const second = await backfillAll();
    expect(second.reads).toEqual([]);
    expect(second.runs).toBe(5);
    expect(await widthsOf(old.id)).toEqual({ previewWidth: 1200, thumbnailWidth: 400 });
  });
});
