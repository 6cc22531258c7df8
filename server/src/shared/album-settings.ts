import type { AlbumSetting } from '../generated/prisma/client.ts';
import type { Database } from './database.ts';

// The site-wide album settings row (id 1): the price list photographers choose from, the preview's
// watermark and size, bib OCR and face matching. The photo pipeline reads it for every photo and
// face search for every search, so each process keeps it a few seconds; the process that changes
// it forgets its copy at once, other processes (the worker) follow within CACHE_MILLISECONDS.

export const ALBUM_SETTING_ID = 1;
const CACHE_MILLISECONDS = 5000;

export type AlbumSettings = Omit<AlbumSetting, 'id' | 'updatedAt'>;

/** Bounds the back office may set (the schema and the page both use them). */
export const ALBUM_SETTING_BOUNDS = {
  price: { minimum: 1, maximum: 100_000 },
  priceListItems: { minItems: 1, maxItems: 30 },
  watermarkTextLength: 20,
  previewLongSide: { minimum: 800, maximum: 2400 },
  // The bib reader itself keeps no reading below 0.3 (ocr/bib-reader.ts), so a lower floor would do nothing.
  ocrMinConfidence: { minimum: 0.3, maximum: 1 },
  faceMatchThreshold: { minimum: 0.3, maximum: 0.7 },
} as const;

type Reader = Pick<Database, 'albumSetting'>;
const cache = new WeakMap<Reader, { settings: Promise<AlbumSetting>; readAt: number }>();

/** The settings row, created with its defaults if it is missing. */
async function loadAlbumSetting(db: Reader): Promise<AlbumSetting> {
  const row = await db.albumSetting.findUnique({ where: { id: ALBUM_SETTING_ID } });
  if (row) return row;
  // Two processes may start at once: the second one's insert is a no-op.
  await db.albumSetting.createMany({ data: { id: ALBUM_SETTING_ID }, skipDuplicates: true });
  return db.albumSetting.findUniqueOrThrow({ where: { id: ALBUM_SETTING_ID } });
}

/** The current settings, at most a few seconds old. */
export function getAlbumSettings(db: Reader): Promise<AlbumSetting> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < CACHE_MILLISECONDS) return cached.settings;
  const settings = loadAlbumSetting(db);
  cache.set(db, { settings, readAt: Date.now() });
  // A failed read is not kept: the next caller tries again.
  settings.catch(() => cache.delete(db));
  return settings;
}

/** Writes a change and makes this process read the new row from now on. */
export async function updateAlbumSettings(db: Reader, change: Partial<AlbumSettings>): Promise<AlbumSetting> {
  await loadAlbumSetting(db);
  const updated = await db.albumSetting.update({ where: { id: ALBUM_SETTING_ID }, data: change });
  cache.set(db, { settings: Promise.resolve(updated), readAt: Date.now() });
  return updated;
}
