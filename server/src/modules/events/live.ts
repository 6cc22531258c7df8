import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { readRows } from '../../infra/sql-reads.ts';
import { PhotoStatus } from '../../shared/domain/photo-status.ts';
import { photoViewColumns, toPhotoView, type PhotoViewRow } from '../../shared/views/photo-view.ts';
import { localizedSql, SHOWN_PHOTO } from '../../shared/views/sql-fragments.ts';

// The live activity page (/activitylive/{id}): what race day has published lately, so a runner
// who finds nothing yet sees photos still arriving and knows to come back.

/** How far back the page looks, in slots of SLOT_MINUTES (Taipei's offset is whole hours, so slots fall on its quarter hours). */
export const LIVE_HOURS = 6;
export const SLOT_MINUTES = 15;
const SLOTS = (LIVE_HOURS * 60) / SLOT_MINUTES;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** Newest photos shown. */
export const NEWEST_PHOTOS = 12;

/** A camera point, or its album's name when the photographer named none: `p` joined to `al`. */
const placeSql = (culture: Culture) =>
  Prisma.sql`coalesce(nullif(btrim(${localizedSql(culture, 'al', 'cameraPoint')}), ''), ${localizedSql(culture, 'al', 'name')})`;

interface ActivityRow {
  title: string;
  titleEn: string | null;
  processing: number;
}

interface SlotRow {
  place: string;
  slot: number;
  count: number;
}

interface NewestRow extends PhotoViewRow {
  place: string;
  publishedAt: Date;
}

/**
 * An activity's live page. Race day's thousands of waiting runners reload it: its route is kept in
 * the server's short cache for members as for guests (`sameForEveryone`, decisions/057 and 082).
 */
export async function liveActivity(app: FastifyInstance, culture: Culture, activityId: number) {
  const now = new Date();
  const from = new Date(Math.floor(now.getTime() / SLOT_MS) * SLOT_MS - (SLOTS - 1) * SLOT_MS);
  const shownOfActivity = Prisma.sql`FROM "Photo" p JOIN "Album" al ON al.id = p."albumId" JOIN "Activity" a ON a.id = p."activityId"
    WHERE p."activityId" = ${activityId} AND ${SHOWN_PHOTO}`;
  // Three reads side by side, each on the (activityId, publishedAt) or (activityId, status) index.
  const [[activity], slots, newest] = await Promise.all([
    readRows<ActivityRow>(
      app.db,
      Prisma.sql`SELECT a.title, a."titleEn",
        (SELECT count(*)::int FROM "Photo" p JOIN "Album" al ON al.id = p."albumId"
         WHERE p."activityId" = a.id AND p.status = ${PhotoStatus.processing} AND al."isVisible") AS processing
      FROM "Activity" a WHERE a.id = ${activityId} AND a."isVisible"`,
    ),
    readRows<SlotRow>(
      app.db,
      Prisma.sql`SELECT ${placeSql(culture)} AS place,
          floor(extract(epoch FROM p."publishedAt" - ${from}::timestamp) / ${SLOT_MS / 1000})::int AS slot, count(*)::int AS count
        ${shownOfActivity} AND p."publishedAt" >= ${from}::timestamp
        GROUP BY 1, 2`,
    ),
    readRows<NewestRow>(
      app.db,
      Prisma.sql`SELECT ${photoViewColumns('p')}, p."publishedAt", ${placeSql(culture)} AS place
        ${shownOfActivity} AND p."publishedAt" IS NOT NULL
        ORDER BY p."publishedAt" DESC, p.id DESC LIMIT ${NEWEST_PHOTOS}`,
    ),
  ]);
  if (!activity) throw notFound('activity.notFound');

  const counts = new Map<string, number[]>();
  for (const { place, slot, count } of slots) {
    if (slot < 0 || slot >= SLOTS) continue;
    const row = counts.get(place) ?? new Array<number>(SLOTS).fill(0);
    row[slot] = count;
    counts.set(place, row);
  }
  const places = [...counts]
    .map(([place, perSlot]) => ({ place, counts: perSlot, total: perSlot.reduce((sum, n) => sum + n, 0) }))
    .sort((a, b) => b.total - a.total || a.place.localeCompare(b.place));
  return {
    id: activityId,
    sgL_Title: localized(culture, activity.title, activity.titleEn),
    from: from.toISOString(),
    slotMinutes: SLOT_MINUTES,
    places,
    newest: newest.map(({ place, publishedAt, ...photo }) => ({
      ...toPhotoView(app, photo),
      place,
      publishedAt: publishedAt.toISOString(),
    })),
    processing: activity.processing,
    lastPublishedAt: newest[0]?.publishedAt.toISOString() ?? null,
    asOf: now.toISOString(),
  };
}
