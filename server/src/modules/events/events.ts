import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { readRows } from '../../infra/sql-reads.ts';
import { notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { countFrom, windowedPage, type Paging } from '../../shared/paging.ts';
import { coverView } from '../../shared/views/cover-view.ts';
import { localizedSql, titleSql } from '../../shared/views/sql-fragments.ts';

// The race calendar (/eventlist, /eventdetails/{id}). Read outside Prisma (infra/sql-reads.ts),
// each in the visitor's language and with its place's and type's names joined: most calendar and
// details pages are rendered for their first visitor, and Prisma's cost per query was most of the
// page's reads (bench:load, decisions/088).

// Made once: building a formatter costs more than the calendar's query (a race calendar page asks for it).
const TAIPEI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' });

/** Today's date where the races happen: "upcoming" must not flip at 08:00 Taiwan time. */
export function taipeiToday(now = new Date()): string {
  return TAIPEI_DAY.format(now);
}

interface EventRow {
  id: number;
  title: string;
  date: string;
  cityId: number | null;
  region: string | null;
  typeId: number | null;
  typeName: string | null;
  location: string | null;
  signUpUrl: string | null;
  coverKey: string | null;
  coverWidth: number | null;
  isRecommended: boolean;
}

/** A race's columns as answered, `e` joined to its city `city` and type `type` (EVENT_FROM). */
const eventColumns = (culture: Culture) => Prisma.sql`
  e.id, ${titleSql(culture, 'e')} AS title, to_char(e."eventDate", 'YYYY-MM-DD') AS date,
  e."cityId", ${titleSql(culture, 'city')} AS region, e."typeId", ${titleSql(culture, 'type')} AS "typeName",
  ${localizedSql(culture, 'e', 'location')} AS location, e."signUpUrl", e."coverKey", e."coverWidth", e."isRecommended"`;

const EVENT_FROM = Prisma.sql`"Event" e
  LEFT JOIN "CommonType" city ON city.id = e."cityId" LEFT JOIN "CommonType" type ON type.id = e."typeId"`;

function eventView(app: FastifyInstance, event: EventRow) {
  return {
    id: event.id,
    sgL_Title: event.title,
    sgL_ActivityDate: event.date,
    cityId: event.cityId,
    region: event.region,
    typeId: event.typeId,
    typeName: event.typeName,
    location: event.location,
    signUpUrl: event.signUpUrl,
    ...coverView(app, event),
    isRecommended: event.isRecommended,
  };
}

/** Visible races from today on, soonest first; a region filter covers its cities, a month narrows the dates. */
export async function upcomingEvents(
  app: FastifyInstance,
  culture: Culture,
  query: Paging & { month?: string; cityId?: number; typeId?: number },
) {
  const today = taipeiToday();
  const where = [Prisma.sql`e."isVisible"`, Prisma.sql`e."eventDate" >= ${today}::date`];
  // The days of that month not past yet.
  if (query.month)
    where.push(Prisma.sql`e."eventDate" >= to_date(${query.month}, 'YYYY-MM')
      AND e."eventDate" < to_date(${query.month}, 'YYYY-MM') + interval '1 month'`);
  if (query.cityId !== undefined)
    where.push(Prisma.sql`(e."cityId" = ${query.cityId}
      OR e."cityId" IN (SELECT id FROM "CommonType" WHERE "parentId" = ${query.cityId}))`);
  if (query.typeId !== undefined) where.push(Prisma.sql`e."typeId" = ${query.typeId}`);
  const conditions = Prisma.join(where, ' AND ');
  const events = await windowedPage(
    {
      count: () => countFrom(app.db, Prisma.sql`"Event" e WHERE ${conditions}`),
      rows: ({ skip, take }) =>
        readRows<EventRow & { total: number }>(
          app.db,
          Prisma.sql`
            SELECT ${eventColumns(culture)}, count(*) OVER ()::int AS total
            FROM ${EVENT_FROM}
            WHERE ${conditions}
            ORDER BY e."eventDate", e.id
            OFFSET ${skip} LIMIT ${take}`,
        ),
    },
    query,
  );
  return { ...events, items: events.items.map((event) => eventView(app, event)) };
}

interface LinkedActivityRow {
  id: number;
  title: string;
  date: string;
  photoCount: number;
  coverKey: string | null;
  coverWidth: number | null;
}

/** One visible race with its content and the visible photo activities linked to it. */
export async function eventDetails(app: FastifyInstance, culture: Culture, id: number) {
  // Side by side: the activities of a race that is not shown are never answered.
  const [[event], activities] = await Promise.all([
    readRows<EventRow & { content: string | null }>(
      app.db,
      Prisma.sql`
        SELECT ${eventColumns(culture)},
               CASE WHEN e.content IS NULL THEN NULL ELSE ${localizedSql(culture, 'e', 'content')} END AS content
        FROM ${EVENT_FROM}
        WHERE e.id = ${id} AND e."isVisible"`,
    ),
    readRows<LinkedActivityRow>(
      app.db,
      Prisma.sql`
        SELECT a.id, ${titleSql(culture, 'a')} AS title, to_char(a."activityDate", 'YYYY-MM-DD') AS date,
               a."photoCount", a."coverKey", a."coverWidth"
        FROM "Activity" a
        WHERE a."eventId" = ${id} AND a."isVisible"
        ORDER BY a."activityDate" DESC, a.id DESC`,
    ),
  ]);
  if (!event) throw notFound('event.notFound');
  return {
    ...eventView(app, event),
    content: event.content,
    activities: activities.map((activity) => ({
      id: activity.id,
      sgL_Title: activity.title,
      sgL_ActivityDate: activity.date,
      photoCount: activity.photoCount,
      ...coverView(app, activity),
    })),
  };
}
