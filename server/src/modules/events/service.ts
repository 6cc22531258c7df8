import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { readRows } from '../../infra/sql-reads.ts';
import { notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { commonTitles } from '../../shared/common-types.ts';
import { followsEndAt } from '../../shared/follows.ts';
import { countFrom, windowedPage, type Paging } from '../../shared/paging.ts';
import { toPhotographerView } from '../../shared/views/photographer-view.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { albumCoverKeySql, localizedSql, titleSql } from '../../shared/views/sql-fragments.ts';
import { coverView } from '../../shared/views/cover-view.ts';
import type { YearMonthList } from './schemas.ts';

export interface ActivityFilter {
  recommended?: boolean | null;
  dateRange?: readonly string[] | null;
  keyword?: string | null;
  /** Only activities with published photos (the list of albums to browse). */
  withPhotos?: boolean;
  year?: number | null;
  month?: number | null;
  /** A city, or a region meaning every city under it. */
  cityId?: number | null;
  typeId?: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 台 and 臺 are the same character to readers: compare both sides in the official form. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replaceAll('台', '臺');
}

const likePattern = (keyword: string) => `%${normaliseKeyword(keyword).replace(/[\\%_]/g, '\\$&')}%`;

function conditions(filter: ActivityFilter): Prisma.Sql {
  const where = [Prisma.sql`a."isVisible"`];
  if (filter.recommended != null) where.push(Prisma.sql`a."isRecommended" = ${filter.recommended}`);
  if (filter.dateRange) {
    const [from, to] = filter.dateRange;
    where.push(Prisma.sql`a."activityDate" BETWEEN ${from}::date AND ${to}::date`);
  }
  if (filter.keyword?.trim()) {
    // Both languages whatever the caller's: the title and the city's name (decisions/045).
    const pattern = likePattern(filter.keyword);
    const matches = (alias: string) => {
      const table = Prisma.raw(alias);
      return Prisma.sql`(translate(${table}.title, '台', '臺') ILIKE ${pattern}
        OR translate(coalesce(${table}."titleEn", ''), '台', '臺') ILIKE ${pattern})`;
    };
    where.push(Prisma.sql`(${matches('a')}
      OR a."cityId" IN (SELECT c.id FROM "CommonType" c WHERE ${matches('c')}))`);
  }
  if (filter.withPhotos) where.push(Prisma.sql`a."photoCount" > 0`);
  if (filter.year != null) {
    const { year, month } = filter;
    const from = `${year}-${pad(month ?? 1)}-01`;
    const next = month == null || month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
    where.push(Prisma.sql`a."activityDate" >= ${from}::date AND a."activityDate" < ${next}::date`);
  } else if (filter.month != null) {
    where.push(Prisma.sql`extract(month FROM a."activityDate") = ${filter.month}`);
  }
  if (filter.cityId != null) {
    where.push(Prisma.sql`(a."cityId" = ${filter.cityId}
      OR a."cityId" IN (SELECT id FROM "CommonType" WHERE "parentId" = ${filter.cityId}))`);
  }
  if (filter.typeId != null) where.push(Prisma.sql`a."typeId" = ${filter.typeId}`);
  return Prisma.join(where, ' AND ');
}

/** The title and city a card has in the other language (empty where none is written). */
const otherLanguageNamesSql = (culture: Culture) =>
  culture === 'en'
    ? Prisma.sql`concat_ws(' ', a.title, c.title)`
    : Prisma.sql`concat_ws(' ', nullif(btrim(a."titleEn"), ''), nullif(btrim(c."titleEn"), ''))`;

interface CardRow {
  total: number;
  id: number;
  title: string;
  date: string;
  photoCount: number;
  photographerCount: number;
  region: string | null;
  coverKey: string | null;
  coverWidth: number | null;
  isRecommended: boolean;
  alsoKnownAs: string;
}

/**
 * Activity cards, newest first: one query for the page and its count (a page past the end counts
 * apart), reading the denormalised counters, so the home page's fetch of every activity stays a
 * single scan; outside Prisma (infra/sql-reads.ts), as every visitor's home page reads it.
 */
export async function listActivityCards(
  app: FastifyInstance,
  culture: Culture,
  filter: ActivityFilter,
  paging: Paging,
) {
  const where = conditions(filter);
  const cards = await windowedPage(
    {
      count: () => countFrom(app.db, Prisma.sql`"Activity" a WHERE ${where}`),
      rows: ({ skip, take }) =>
        readRows<CardRow>(
          app.db,
          Prisma.sql`
            SELECT a.id, ${titleSql(culture, 'a')} AS title, to_char(a."activityDate", 'YYYY-MM-DD') AS date,
                   a."photoCount", a."photographerCount", ${titleSql(culture, 'c')} AS region, a."coverKey",
                   a."coverWidth", a."isRecommended", ${otherLanguageNamesSql(culture)} AS "alsoKnownAs",
                   count(*) OVER ()::int AS total
            FROM "Activity" a LEFT JOIN "CommonType" c ON c.id = a."cityId"
            WHERE ${where}
            ORDER BY a."activityDate" DESC, a.id DESC
            OFFSET ${skip} LIMIT ${take}`,
        ),
    },
    paging,
  );
  return {
    ...cards,
    items: cards.items.map((row) => ({
      id: row.id,
      sgL_Title: row.title,
      sgL_ActivityDate: row.date,
      photoCount: row.photoCount,
      photographerCount: row.photographerCount,
      region: row.region,
      ...coverView(app, row),
      isRecommended: row.isRecommended,
      alsoKnownAs: row.alsoKnownAs,
    })),
  };
}

/** Years and months that have activities with published photos, newest first, with counts. */
export async function yearMonthPhotos(app: FastifyInstance) {
  const rows = await app.db.$queryRaw<{ year: number; month: number; activityCount: number; photoCount: number }[]>`
    SELECT extract(year FROM "activityDate")::int AS year, extract(month FROM "activityDate")::int AS month,
           count(*)::int AS "activityCount", sum("photoCount")::int AS "photoCount"
    FROM "Activity" WHERE "isVisible" AND "photoCount" > 0
    GROUP BY 1, 2 ORDER BY 1 DESC, 2 DESC`;
  const years: Static<typeof YearMonthList> = [];
  for (const { year, ...month } of rows) {
    let entry = years.at(-1);
    if (entry?.year !== year) years.push((entry = { year, activityCount: 0, photoCount: 0, months: [] }));
    entry.activityCount += month.activityCount;
    entry.photoCount += month.photoCount;
    entry.months.push(month);
  }
  return years;
}

interface AlbumRow {
  id: number;
  name: string;
  cameraPoint: string | null;
  shootDate: string | null;
  photoCount: number;
  coverKey: string | null;
  photographerId: number;
  displayName: string;
  avatarKey: string | null;
}

/**
 * An activity page: the activity and its visible albums that have published photos, grouped per
 * photographer (the photographer with most photos first, each one's albums together).
 */
export async function activityConfig(app: FastifyInstance, culture: Culture, activityId: number) {
  const activity = await app.db.activity.findFirst({
    where: { id: activityId, isVisible: true },
    include: { registeredBibList: { select: { namedCount: true } } },
  });
  if (!activity) throw notFound('activity.notFound');
  const [albums, titles] = await Promise.all([
    app.db.$queryRaw<AlbumRow[]>`
      SELECT al.id, ${localizedSql(culture, 'al', 'name')} AS name, ${localizedSql(culture, 'al', 'cameraPoint')} AS "cameraPoint", to_char(al."shootDate", 'YYYY-MM-DD') AS "shootDate", al."photoCount",
             ${albumCoverKeySql('al')} AS "coverKey",
             u.id AS "photographerId", u."displayName", u."avatarKey"
      FROM "Album" al JOIN "User" u ON u.id = al."photographerId"
      WHERE al."activityId" = ${activityId} AND al."isVisible" AND al."photoCount" > 0
      ORDER BY sum(al."photoCount") OVER (PARTITION BY al."photographerId") DESC, u.id, al."photoCount" DESC, al.id`,
    commonTitles(app, culture, [activity.cityId, activity.typeId]),
  ]);
  return {
    id: activity.id,
    sgL_Title: localized(culture, activity.title, activity.titleEn),
    sgL_ActivityDate: activity.activityDate.toISOString().slice(0, 10),
    region: activity.cityId === null ? null : (titles.get(activity.cityId) ?? null),
    typeName: activity.typeId === null ? null : (titles.get(activity.typeId) ?? null),
    eventId: activity.eventId,
    ...coverView(app, activity),
    photoCount: activity.photoCount,
    photographerCount: activity.photographerCount,
    bibSearchEnabled: activity.bibSearchEnabled,
    faceSearchEnabled: activity.faceSearchEnabled,
    nameSearchEnabled: activity.bibSearchEnabled && (activity.registeredBibList?.namedCount ?? 0) > 0,
    bundlePrice: activity.bundlePrice,
    followsEndAt: followsEndAt(activity.activityDate, app.config.follow.days).toISOString(),
    albums: albums.map((album) => ({
      coId: album.id,
      name: album.name,
      cameraPoint: album.cameraPoint,
      shootDate: album.shootDate,
      photographer: toPhotographerView(app, {
        id: album.photographerId,
        displayName: album.displayName,
        avatarKey: album.avatarKey,
      }),
      photoCount: album.photoCount,
      coverUrl: publicUrlOf(app, album.coverKey),
    })),
  };
}
