import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { commonTitles, placeAndChildren } from '../../shared/common-types.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { coverColumns, coverView } from '../../shared/views/cover-view.ts';

// The race calendar (/eventlist, /eventdetails/{id}).

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

// Made once: building a formatter costs more than the calendar's query (a race calendar page asks for it).
const TAIPEI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' });

/** Today's date where the races happen: "upcoming" must not flip at 08:00 Taiwan time. */
export function taipeiToday(now = new Date()): string {
  return TAIPEI_DAY.format(now);
}

const eventSelect = {
  id: true,
  title: true,
  titleEn: true,
  eventDate: true,
  cityId: true,
  typeId: true,
  location: true,
  locationEn: true,
  signUpUrl: true,
  ...coverColumns,
  isRecommended: true,
} as const satisfies Prisma.EventSelect;

type EventRow = Prisma.EventGetPayload<{ select: typeof eventSelect }>;

function eventView(app: FastifyInstance, culture: Culture, event: EventRow, titles: Map<number, string>) {
  const title = (id: number | null) => (id === null ? null : (titles.get(id) ?? null));
  return {
    id: event.id,
    sgL_Title: localized(culture, event.title, event.titleEn),
    sgL_ActivityDate: dateOnly(event.eventDate),
    cityId: event.cityId,
    region: title(event.cityId),
    typeId: event.typeId,
    typeName: title(event.typeId),
    location: localized(culture, event.location, event.locationEn),
    signUpUrl: event.signUpUrl,
    ...coverView(app, event),
    isRecommended: event.isRecommended,
  };
}

/** The days of a month (YYYY-MM) that are not past yet. */
function monthFromToday(month: string, today: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, number - 1, 1));
  const next = new Date(Date.UTC(year, number, 1));
  return { gte: new Date(Math.max(start.getTime(), Date.parse(today))), lt: next };
}

/** Visible races from today on, soonest first; a region filter covers its cities, a month narrows the dates. */
export async function upcomingEvents(
  app: FastifyInstance,
  culture: Culture,
  query: Paging & { month?: string; cityId?: number; typeId?: number },
) {
  const today = `${taipeiToday()}T00:00:00Z`;
  const where = {
    isVisible: true,
    eventDate: query.month ? monthFromToday(query.month, today) : { gte: new Date(today) },
    ...(query.cityId !== undefined && { cityId: { in: await placeAndChildren(app, query.cityId) } }),
    ...(query.typeId !== undefined && { typeId: query.typeId }),
  };
  const events = await page(app.db.event, query, {
    where,
    select: eventSelect,
    orderBy: [{ eventDate: 'asc' }, { id: 'asc' }],
  });
  const titles = await commonTitles(
    app,
    culture,
    events.items.flatMap((e) => [e.cityId, e.typeId]),
  );
  return { ...events, items: events.items.map((event) => eventView(app, culture, event, titles)) };
}

/** One visible race with its content and the visible photo activities linked to it. */
export async function eventDetails(app: FastifyInstance, culture: Culture, id: number) {
  const event = await app.db.event.findFirst({
    where: { id, isVisible: true },
    select: {
      ...eventSelect,
      content: true,
      contentEn: true,
      activities: {
        where: { isVisible: true },
        select: { id: true, title: true, titleEn: true, activityDate: true, photoCount: true, ...coverColumns },
        orderBy: [{ activityDate: 'desc' }, { id: 'desc' }],
      },
    },
  });
  if (!event) throw notFound('event.notFound');
  const titles = await commonTitles(app, culture, [event.cityId, event.typeId]);
  return {
    ...eventView(app, culture, event, titles),
    content: event.content === null ? null : localized(culture, event.content, event.contentEn),
    activities: event.activities.map((activity) => ({
      id: activity.id,
      sgL_Title: localized(culture, activity.title, activity.titleEn),
      sgL_ActivityDate: dateOnly(activity.activityDate),
      photoCount: activity.photoCount,
      ...coverView(app, activity),
    })),
  };
}
