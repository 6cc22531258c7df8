import { buffer } from 'node:stream/consumers';
import { Prisma } from '../generated/prisma/client.ts';
import type { VariantKind } from '../lib/storage-keys.ts';
import { storeVariants } from '../media/web-copies.ts';
import { PhotoStatus } from '../shared/domain/photo-status.ts';
import { defineJob, type JobContext } from './definitions.ts';

/** Images one run copies before it hands over to the next: each is read, decoded and encoded twice. */
const BATCH = 50;

/** The width recorded for an image whose file is gone: it keeps no srcset and is not looked at again. */
export const NO_FILE_WIDTH = 0;

/**
 * A column naming public images that get WebP copies, beside the column their width is recorded
 * in (null: no copies yet). Names are constants, never input: they go into the SQL as they are.
 */
interface ImageColumn {
  table: string;
  key: string;
  width: string;
  kind: VariantKind;
  /** Which rows' images are shown at all. */
  only?: Prisma.Sql;
}

// Hidden photos were on show before and may be again. Only the public renditions are read, never
// the original: a preview's copies are cut from the watermarked preview, so they carry the mark.
const shownPhotos = Prisma.sql`status IN (${Prisma.join([PhotoStatus.ready, PhotoStatus.hidden])})`;

const IMAGE_COLUMNS: readonly ImageColumn[] = [
  { table: 'Photo', key: 'previewKey', width: 'previewWidth', kind: 'preview', only: shownPhotos },
  { table: 'Photo', key: 'thumbnailKey', width: 'thumbnailWidth', kind: 'thumbnail', only: shownPhotos },
  { table: 'Activity', key: 'coverKey', width: 'coverWidth', kind: 'cover' },
  { table: 'Event', key: 'coverKey', width: 'coverWidth', kind: 'cover' },
  { table: 'Banner', key: 'imageKey', width: 'imageWidth', kind: 'banner' },
];

/** Where the walk stands: a column of IMAGE_COLUMNS (by index), and the last row id done in it. */
export interface BackfillCursor {
  column?: number;
  afterId?: number;
}

/**
 * Gives the WebP copies phones are served (media/web-copies.ts) to the photos, covers and banners
 * stored before they existed, and records each image's width, which names the copies in its
 * srcset. Each run copies a batch of one column in id order and queues the next; an image whose
 * file is gone is logged and recorded as NO_FILE_WIDTH. The hourly start finds nothing to do once
 * every image has a width, and picks up what a read error or a worker still running older code
 * left; the queue holds at most one waiting run ('stately').
 */
export const backfillWebCopies = defineJob<BackfillCursor>({
  name: 'images.backfill-web-copies',
  schedule: '17 * * * *',
  queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  async handle(context, { column = 0, afterId = 0 }) {
    const images = IMAGE_COLUMNS[column];
    if (!images) return;
    const rows = await pendingImages(context.db, images, afterId);
    for (const row of rows) {
      const width = await copyImage(context, images.kind, row.key);
      if (width !== undefined) await recordWidth(context.db, images, row, width);
    }
    if (rows.length === BATCH) await context.jobs.send(backfillWebCopies, { column, afterId: rows.at(-1)!.id });
    else if (column + 1 < IMAGE_COLUMNS.length) await context.jobs.send(backfillWebCopies, { column: column + 1 });
  },
});

/** The table's and the columns' names as SQL identifiers. */
function namesOf({ table, key, width }: ImageColumn) {
  const name = (text: string) => Prisma.raw(`"${text}"`);
  return [name(table), name(key), name(width)] as const;
}
const everyRow = Prisma.sql`true`;

async function pendingImages(db: JobContext['db'], images: ImageColumn, afterId: number) {
  const [table, key, width] = namesOf(images);
  return db.$queryRaw<{ id: number; key: string }[]>`
    SELECT id, ${key} AS key FROM ${table}
    WHERE id > ${afterId} AND ${key} IS NOT NULL AND ${width} IS NULL AND ${images.only ?? everyRow}
    ORDER BY id LIMIT ${BATCH}`;
}

/**
 * Stores the copies of the image under `key` and answers its width: NO_FILE_WIDTH when its file is
 * gone, nothing when it could not be read or copied (one such image must not hold up the others;
 * the next hourly walk tries it again).
 */
async function copyImage({ storage, log }: JobContext, kind: VariantKind, key: string) {
  try {
    const stored = await storage.get('public', key);
    if (stored) return await storeVariants(storage, kind, key, await buffer(stored.body));
    log.warn({ key }, 'image missing from storage: it gets no copies for phones');
    return NO_FILE_WIDTH;
  } catch (err) {
    log.warn({ key, err }, 'no copies for phones made of this image');
    return undefined;
  }
}

/** Only if the row still names the image: a replaced or reprocessed one already has its copies. */
async function recordWidth(db: JobContext['db'], images: ImageColumn, row: { id: number; key: string }, width: number) {
  const [table, key, widthColumn] = namesOf(images);
  await db.$executeRaw`
    UPDATE ${table} SET ${widthColumn} = ${width}
    WHERE id = ${row.id} AND ${key} = ${row.key} AND ${widthColumn} IS NULL`;
}
