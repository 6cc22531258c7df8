import type { BucketKind, Storage } from '../infra/storage.ts';
import { PhotoFailure, type PhotoFailureCode } from '../shared/domain/photo-failure.ts';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import {
  albumFolders,
  APPLICATION_FOLDER,
  AVATAR_FOLDER,
  avatarOwner,
  BANNER_FOLDER,
  baseOfVariant,
  COVER_FOLDER,
} from '../lib/storage-keys.ts';
import { adjustPublishedCount } from '../shared/published-counts.ts';
import { defineJob, type JobContext } from './definitions.ts';
import { ORIGINAL_MISSING } from './process-photo.ts';
import { queuePhotoProcessing } from './photo-queue.ts';

// Files and rows that lost each other: an upload or a processing attempt that stopped between
// storing a file and recording it, a deletion that stopped between the row and the file, storage
// that lost a file; and photos recorded by an upload that stopped before queueing them. See
// docs/decisions/016 and 047.

/** Younger files and rows are left alone: their upload or processing may still be under way. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const RENDITION_MISSING = 'The preview or thumbnail is missing from storage';

/** What a photo whose file is gone fails with. */
interface LostFile {
  code: PhotoFailureCode;
  detail: string;
}
const ORIGINAL_LOST: LostFile = { code: PhotoFailure.originalMissing, detail: ORIGINAL_MISSING };
const RENDITION_LOST: LostFile = { code: PhotoFailure.renditionMissing, detail: RENDITION_MISSING };

/** How much one run looks at before it hands the rest of the walk on to the next run. */
export interface SweepLimits {
  objectsPerRun: number;
  albumsPerRun: number;
  /** Objects per listing request (S3 answers at most 1000). */
  pageSize: number;
}
export const SWEEP_LIMITS: SweepLimits = { objectsPerRun: 10_000, albumsPerRun: 100, pageSize: 1000 };

/** Where the walk stands: albums in id order, then each keyed folder (by index) in key order. */
export interface SweepCursor {
  albumsAfter?: number;
  folder?: number;
  after?: string;
}

type Db = JobContext['db'];

/**
 * Folders whose files rows name by their key: a file no row names any more (replaced, or its row
 * deleted) is removed, and so is a WebP copy of it (lib/storage-keys.ts variantKey). `named`
 * answers which of the given keys some row still names. Rich-text images (content/) are not here:
 * pages link them by URL inside free text, not by key.
 */
const KEYED_FOLDERS: readonly {
  bucket: BucketKind;
  folder: string;
  named: (db: Db, keys: string[]) => Promise<(string | null)[]>;
  /** Only keys the server makes: anything else there is not ours to judge. */
  ours?: (key: string) => boolean;
}[] = [
  {
    bucket: 'public',
    folder: AVATAR_FOLDER,
    ours: (key) => avatarOwner(key) !== undefined,
    named: async (db, keys) =>
      (await db.user.findMany({ where: { avatarKey: { in: keys } }, select: { avatarKey: true } })).map(
        (u) => u.avatarKey,
      ),
  },
  {
    bucket: 'public',
    folder: BANNER_FOLDER,
    named: async (db, keys) =>
      (await db.banner.findMany({ where: { imageKey: { in: keys } }, select: { imageKey: true } })).map(
        (b) => b.imageKey,
      ),
  },
  {
    bucket: 'public',
    folder: COVER_FOLDER,
    named: async (db, keys) => {
      const where = { coverKey: { in: keys } };
      const select = { coverKey: true };
      const rows = await Promise.all([
        db.event.findMany({ where, select }),
        db.activity.findMany({ where, select }),
        db.album.findMany({ where, select }),
      ]);
      return rows.flat().map((row) => row.coverKey);
    },
  },
  {
    bucket: 'originals',
    folder: APPLICATION_FOLDER,
    named: async (db, keys) =>
      (
        await db.photographerApplication.findMany({
          where: { sampleKeys: { hasSome: keys } },
          select: { sampleKeys: true },
        })
      ).flatMap((application) => application.sampleKeys),
  },
];

export const sweepOrphans = defineJob<SweepCursor>({
  name: 'maintenance.sweep-orphans',
  // Daily at 03:37 in Taiwan, when hardly anyone uploads; each run queues the next one until the
  // walk is done.
  schedule: '37 19 * * *',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  async handle(context, cursor) {
    const next = await sweepStep(context, cursor, new Date(Date.now() - ORPHAN_GRACE_MS));
    if (next) await context.jobs.send(sweepOrphans, next);
  },
});

/** One bounded part of the walk; answers where the next part starts, or nothing when the walk is done. */
export async function sweepStep(
  context: JobContext,
  cursor: SweepCursor,
  cutoff: Date,
  limits: SweepLimits = SWEEP_LIMITS,
): Promise<SweepCursor | undefined> {
  if (cursor.folder !== undefined) return sweepKeyedFolder(context, cursor.folder, cursor.after ?? '', cutoff, limits);
  return sweepAlbums(context, cursor.albumsAfter ?? 0, cutoff, limits);
}

async function sweepAlbums(context: JobContext, after: number, cutoff: Date, limits: SweepLimits) {
  let [objects, albums, last] = [0, 0, after];
  while (objects < limits.objectsPerRun && albums < limits.albumsPerRun) {
    const album = await context.db.album.findFirst({
      where: { id: { gt: last } },
      orderBy: { id: 'asc' },
      select: { id: true, activityId: true },
    });
    if (!album) return { folder: 0 };
    objects += await sweepAlbum(context, album, cutoff, limits.pageSize);
    albums += 1;
    last = album.id;
  }
  return { albumsAfter: last };
}

/** Every object under a folder with its time, read page by page. */
async function listFolder(storage: Storage, kind: BucketKind, folder: string, pageSize: number) {
  const listed = new Map<string, Date>();
  let startAfter: string | undefined;
  do {
    const page = await storage.list(kind, folder, { startAfter, limit: pageSize });
    for (const { key, lastModified } of page.objects) listed.set(key, lastModified);
    startAfter = page.next;
  } while (startAfter);
  return listed;
}

/**
 * One album's three folders against its photos. Files no photo names are deleted; a published or
 * hidden photo whose file is gone is marked failed with the reason (never deleted: it may be sold,
 * and its buyer's order keeps it). Answers how many objects it looked at.
 */
async function sweepAlbum(
  { db, storage, log, jobs }: JobContext,
  album: { id: number; activityId: number },
  cutoff: Date,
  pageSize: number,
) {
  // Rows first, then files: a file stored after this read is younger than the grace, so kept.
  const photos = await db.photo.findMany({
    where: { albumId: album.id },
    select: {
      id: true,
      albumId: true,
      activityId: true,
      status: true,
      createdAt: true,
      originalKey: true,
      previewKey: true,
      thumbnailKey: true,
    },
  });
  type AlbumPhoto = (typeof photos)[number];
  const folders = albumFolders(album);
  const kinds = [
    { bucket: 'originals', folder: folders.originals, keyOf: (p: AlbumPhoto) => p.originalKey, lost: ORIGINAL_LOST },
    { bucket: 'public', folder: folders.previews, keyOf: (p: AlbumPhoto) => p.previewKey, lost: RENDITION_LOST },
    { bucket: 'public', folder: folders.thumbnails, keyOf: (p: AlbumPhoto) => p.thumbnailKey, lost: RENDITION_LOST },
  ] as const;

  let looked = 0;
  let removed = 0;
  const lost = new Map<AlbumPhoto, LostFile>();
  for (const { bucket, folder, keyOf, lost: reason } of kinds) {
    const listed = await listFolder(storage, bucket, folder, pageSize);
    looked += listed.size;
    const named = new Set(photos.map(keyOf));
    for (const [key, lastModified] of listed) {
      // A WebP variant lives and dies with the rendition it copies.
      if (lastModified >= cutoff || named.has(baseOfVariant(key))) continue;
      await storage.remove(bucket, key);
      removed += 1;
    }
    for (const photo of photos) {
      const key = keyOf(photo);
      // Keys outside the folder were not listed: nothing is known about them.
      if (!key?.startsWith(folder) || listed.has(key) || photo.createdAt >= cutoff) continue;
      if (photo.status === PhotoStatus.ready || photo.status === PhotoStatus.hidden) {
        if (!lost.has(photo)) lost.set(photo, reason);
      }
    }
  }
  for (const [photo, reason] of lost) await markLost(db, photo, reason);
  // An upload whose server stopped mid-batch recorded photos it never queued (decisions/047). A
  // photo still waiting in the queue gets a second delivery, which finds it done and does nothing.
  const stuck = photos.filter((p) => p.status === PhotoStatus.processing && p.createdAt < cutoff).map((p) => p.id);
  await queuePhotoProcessing(db, jobs, stuck);
  if (removed || lost.size || stuck.length)
    log.info({ albumId: album.id, removed, failed: lost.size, requeued: stuck.length }, 'swept album files');
  return looked;
}

async function markLost(
  db: JobContext['db'],
  photo: { id: number; albumId: number; activityId: number; status: string },
  { code, detail }: LostFile,
) {
  await db.$transaction(async (tx) => {
    // Guarded by the status read: a photo hidden or deleted meanwhile is left to the next walk.
    const { count } = await tx.photo.updateMany({
      where: { id: photo.id, status: photo.status },
      data: { status: PhotoStatus.failed, failureCode: code, failureReason: detail },
    });
    if (count && photo.status === PhotoStatus.ready) await adjustPublishedCount(tx, photo, -1);
  });
}

/** One keyed folder's files against the rows; answers where the walk goes on. */
async function sweepKeyedFolder(
  { db, storage, log }: JobContext,
  index: number,
  after: string,
  cutoff: Date,
  limits: SweepLimits,
): Promise<SweepCursor | undefined> {
  const { bucket, folder, named, ours = () => true } = KEYED_FOLDERS[index]!;
  let startAfter = after || undefined;
  let looked = 0;
  while (looked < limits.objectsPerRun) {
    const page = await storage.list(bucket, folder, { startAfter, limit: limits.pageSize });
    looked += page.objects.length;
    const old = page.objects.filter((o) => o.lastModified < cutoff && ours(o.key)).map((o) => o.key);
    // A copy lives and dies with the image it copies: rows are asked about the images.
    const images = [...new Set(old.map(baseOfVariant))];
    const kept = new Set(images.length ? await named(db, images) : []);
    const unused = old.filter((key) => !kept.has(baseOfVariant(key)));
    for (const key of unused) await storage.remove(bucket, key);
    if (unused.length) log.info({ folder, removed: unused.length }, 'swept unused files');
    if (!page.next) return index + 1 < KEYED_FOLDERS.length ? { folder: index + 1 } : undefined;
    startAfter = page.next;
  }
  return { folder: index, after: startAfter };
}
