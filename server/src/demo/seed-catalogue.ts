import sharp from 'sharp';
import type { Database } from '../shared/database.ts';
import type { Storage } from '../infra/storage.ts';
import type { VariantKind } from '../lib/storage-keys.ts';
import { notoSansTc, textToSvgPath } from '../media/text-paths.ts';
import { storeVariants } from '../media/web-copies.ts';
import { DEMO_ACTIVITY_TITLE, demoBanners, demoEvents, demoFooter, demoHeaderLinks } from './catalogue-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wide picture with a gradient and a title: a stand-in for a designer's banner. */
async function titledImage(title: string, [from, to]: readonly [string, string], width = 1600, height = 600) {
  const text = textToSvgPath(title, notoSansTc(title), Math.round(height / 8));
  const x = (width - text.width) / 2;
  const y = height / 2 - (text.bounds.y1 + text.bounds.y2) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <path transform="translate(${x} ${y})" d="${text.d}" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Stores a picture with its copies for phones, as the back office would; answers its key and width. */
async function storeImage(storage: Storage, kind: VariantKind, key: string, image: Buffer) {
  await storage.put('public', key, image, 'image/jpeg');
  return { key, width: await storeVariants(storage, kind, key, image) };
}

/**
 * The demo race calendar, the demo activity and the site's content, once. Answers the demo
 * activity's id (the photos are ingested separately, through the real pipeline).
 */
export async function seedDemoCatalogue(db: Database, storage: Storage): Promise<number> {
  const existing = await db.activity.findFirst({ where: { title: DEMO_ACTIVITY_TITLE } });
  if (existing) return existing.id;

  const today = new Date(new Date().toISOString().slice(0, 10));
  const events = [];
  for (const [index, { daysFromNow, ...event }] of demoEvents.entries()) {
    const cover = await storeImage(
      storage,
      'cover',
      `demo/events/${index}.jpg`,
      await titledImage(event.title, index % 2 ? ['#263238', '#546e7a'] : ['#0d47a1', '#26a69a'], 1200, 675),
    );
    events.push(
      await db.event.create({
        data: {
          ...event,
          eventDate: new Date(today.getTime() + daysFromNow * DAY_MS),
          coverKey: cover.key,
          coverWidth: cover.width,
          signUpUrl: 'https://example.com/signup',
          content: `<p>${event.title}，地點：${event.location}。</p>`,
          contentEn: `<p>${event.titleEn}, at ${event.locationEn}.</p>`,
        },
      }),
    );
  }

  const race = events[0]!;
  const activity = await db.activity.create({
    data: {
      title: DEMO_ACTIVITY_TITLE,
      titleEn: race.titleEn,
      activityDate: race.eventDate,
      cityId: race.cityId,
      typeId: race.typeId,
      eventId: race.id,
      isRecommended: true,
      coverKey: race.coverKey,
      coverWidth: race.coverWidth,
    },
  });

  for (const [sort, banner] of demoBanners.entries()) {
    const image = await storeImage(
      storage,
      'banner',
      `demo/banners/${sort}.jpg`,
      await titledImage(banner.title, banner.colours),
    );
    const linkUrl = banner.link === 'activity' ? `/activityevent/${activity.id}` : banner.link;
    const { link: _link, colours: _colours, ...text } = banner;
    await db.banner.create({ data: { ...text, imageKey: image.key, imageWidth: image.width, linkUrl, sort } });
  }

  await seedDemoNavigation(db);
  return activity.id;
}

/** The demo site's top navigation and footer pages (also what bench:load's rendered pages show). */
export async function seedDemoNavigation(db: Database): Promise<void> {
  for (const [sort, link] of demoHeaderLinks.entries()) await db.headerLink.create({ data: { ...link, sort } });

  for (const [sort, { pages, ...parent }] of demoFooter.entries()) {
    const heading = await db.footLink.create({ data: { ...parent, sort } });
    for (const [childSort, { content, contentEn, ...page }] of pages.entries()) {
      await db.footLink.create({
        data: { ...page, parentId: heading.id, sort: childSort, content: { create: { content, contentEn } } },
      });
    }
  }
}
