import { demoBanners } from '../../server/src/demo/catalogue-data.ts';
import { seedDemoNavigation } from '../../server/src/demo/seed-catalogue.ts';
import type { Database } from '../../server/src/shared/database.ts';

// What the buyer pages show besides an activity's photos, for benchmarks that render them: a race
// calendar of upcoming races (each with a paragraph of details and linked photo activities), the
// home carousel, the top navigation and the footer pages. Image keys point at no stored file.

export interface PageContent {
  /** The upcoming races, soonest first. */
  eventIds: number[];
  /** The footer pages' request URLs (/foot/{url}). */
  footPages: string[];
}

export interface PageContentOptions {
  /** Upcoming races: one a day from tomorrow, Taipei time. */
  events: number;
  /** The activity the home carousel's first banner opens. */
  featuredActivityId: number;
  /** Past activities, each linked to a race; every tenth becomes recommended (the home page's row). */
  pastActivityIds: number[];
}

export async function insertPageContent(
  db: Database,
  { events, featuredActivityId, pastActivityIds }: PageContentOptions,
): Promise<PageContent> {
  await seedDemoNavigation(db);
  await db.banner.createMany({
    data: demoBanners.map(({ link, colours: _colours, ...banner }, sort) => ({
      ...banner,
      imageKey: `bench/banners/${sort}.jpg`,
      linkUrl: link === 'activity' ? `/activityevent/${featuredActivityId}` : link,
      sort,
    })),
  });
  const inserted = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "Event" (title, "titleEn", "eventDate", "cityId", "typeId", location, "locationEn",
                         "signUpUrl", content, "contentEn", "isRecommended", "updatedAt")
    SELECT format('2027 第 %s 屆城市路跑', g), format('2027 City Run no. %s', g),
           (now() AT TIME ZONE 'Asia/Taipei')::date + g, 102 + g % 18, 401 + g % 5,
           format('第 %s 號起跑廣場', g), format('Start plaza no. %s', g), 'https://example.com/signup',
           format('<h2>賽事資訊</h2><p>第 %s 屆城市路跑：全程 42.195 公里、半程 21.0975 公里與 10 公里組，清晨六點鳴槍。</p>'
                  '<ul><li>報名截止：賽前 30 天</li><li>完賽獎牌與晶片計時</li></ul>', g),
           format('<h2>Race information</h2><p>City Run no. %s: marathon, half marathon and 10 km, starting at 6 am.</p>'
                  '<ul><li>Entries close 30 days before</li><li>Finisher medal and chip timing</li></ul>', g),
           g % 7 = 0, now()
    FROM generate_series(1, ${events}::int) g
    ORDER BY g
    RETURNING id`;
  const eventIds = inserted.map(({ id }) => id);
  await db.$executeRaw`
    UPDATE "Activity" a
    SET "eventId" = (${eventIds}::int[])[1 + (a.id % ${eventIds.length}::int)],
        "isRecommended" = a.id % 10 = 0
    WHERE a.id = ANY(${pastActivityIds}::int[])`;
  const footPages = await db.footLink.findMany({
    where: { requestUrl: { not: null } },
    select: { requestUrl: true },
    orderBy: { id: 'asc' },
  });
  return { eventIds, footPages: footPages.map(({ requestUrl }) => requestUrl!) };
}
