import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Event } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ImageUpload } from '../../lib/images.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { removeCover, storeCover } from '../../media/covers.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import { adminListWhere, asDate, checkPlace, dateOnly, optionalText, type AdminListFilter } from './admin-filters.ts';
import type { EventInput } from './admin-schemas.ts';

// The race calendar in the back office (/admin/EventList, /admin/EventDetails/:id).

type EventRow = Event & { _count: { activities: number } };

function adminEventView(app: FastifyInstance, event: EventRow) {
  return {
    id: event.id,
    title: event.title,
    titleEn: event.titleEn,
    eventDate: dateOnly(event.eventDate),
    cityId: event.cityId,
    typeId: event.typeId,
    location: event.location,
    locationEn: event.locationEn,
    signUpUrl: event.signUpUrl,
    content: event.content,
    contentEn: event.contentEn,
    coverUrl: publicUrlOf(app, event.coverKey),
    isRecommended: event.isRecommended,
    isVisible: event.isVisible,
    activityCount: event._count.activities,
  };
}

const withCount = { _count: { select: { activities: true } } } as const;

export async function listAdminEvents(app: FastifyInstance, query: Paging & AdminListFilter) {
  const events = await page(app.db.event, query, {
    where: adminListWhere(query, 'eventDate'),
    include: withCount,
    orderBy: [{ eventDate: 'desc' }, { id: 'desc' }],
  });
  return { ...events, items: events.items.map((event) => adminEventView(app, event)) };
}

async function eventRow(app: FastifyInstance, id: number) {
  const event = await app.db.event.findUnique({ where: { id }, include: withCount });
  if (!event) throw notFound('event.notFound');
  return event;
}

export async function getAdminEvent(app: FastifyInstance, id: number) {
  return adminEventView(app, await eventRow(app, id));
}

/** Only web addresses: a javascript: or data: link must never reach a page. */
function signUpUrlOf(text: string | null | undefined): string | null {
  const url = optionalText(text);
  if (url === null) return null;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw badRequest('event.badSignUpUrl');
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw badRequest('event.badSignUpUrl');
  return url;
}

async function eventData(app: FastifyInstance, input: Static<typeof EventInput>) {
  await checkPlace(app, input);
  const richText = (html: string | null | undefined) => (optionalText(html) === null ? null : sanitizeRichText(html!));
  return {
    title: input.title.trim(),
    titleEn: optionalText(input.titleEn),
    eventDate: asDate(input.eventDate),
    cityId: input.cityId ?? null,
    typeId: input.typeId ?? null,
    location: optionalText(input.location),
    locationEn: optionalText(input.locationEn),
    signUpUrl: signUpUrlOf(input.signUpUrl),
    content: richText(input.content),
    contentEn: richText(input.contentEn),
    isRecommended: input.isRecommended ?? false,
    isVisible: input.isVisible ?? true,
  };
}

export async function createEvent(app: FastifyInstance, input: Static<typeof EventInput>) {
  const event = await app.db.event.create({ data: await eventData(app, input), include: withCount });
  return adminEventView(app, event);
}

export async function updateEvent(app: FastifyInstance, input: Static<typeof EventInput> & { id: number }) {
  await eventRow(app, input.id);
  const data = await eventData(app, input);
  return adminEventView(app, await app.db.event.update({ where: { id: input.id }, data, include: withCount }));
}

/** Its photo activities stay, no longer linked to a race. */
export async function deleteEvent(app: FastifyInstance, id: number) {
  const event = await eventRow(app, id);
  await app.db.event.delete({ where: { id } });
  await removeCover(app.storage, event.coverKey);
}

export async function setEventCover(app: FastifyInstance, id: number, image: ImageUpload) {
  const before = await eventRow(app, id);
  const cover = await storeCover(app, 'events', id, image);
  await app.db.event.update({ where: { id }, data: cover });
  await removeCover(app.storage, before.coverKey);
  return { coverUrl: app.storage.publicUrl(cover.coverKey) };
}
