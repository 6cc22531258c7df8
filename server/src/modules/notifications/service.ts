import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Notification, Prisma } from '../../generated/prisma/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import type { CurrentUser } from '../../plugins/app/authorization.ts';
import { page, type Paging } from '../../shared/paging.ts';
import type { NotificationListQuery, NotificationView } from './schemas.ts';

// The back office's notifications as one admin sees them: only those whose permission the admin
// holds, each read or unread for that admin alone.

type Reader = Pick<CurrentUser, 'id' | 'permissions'>;
type View = Static<typeof NotificationView>;

const visibleTo = (reader: Reader): Prisma.NotificationWhereInput => ({
  permission: { in: [...reader.permissions] },
});

const readBy = (reader: Reader) => ({ where: { userId: reader.id }, select: { readAt: true } }) as const;

function toView(row: Notification & { reads: unknown[] }, culture: Culture): View {
  return {
    id: row.id,
    type: row.type as View['type'],
    title: culture === 'en' ? row.titleEn : row.title,
    link: row.link,
    entityId: row.entityId,
    isRead: row.reads.length > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(
  app: FastifyInstance,
  reader: Reader,
  culture: Culture,
  query: Paging & Pick<Static<typeof NotificationListQuery>, 'type' | 'state'>,
) {
  const mine = { userId: reader.id };
  const where: Prisma.NotificationWhereInput = {
    ...visibleTo(reader),
    ...(query.type ? { type: query.type } : {}),
    ...(query.state ? { reads: query.state === 'read' ? { some: mine } : { none: mine } } : {}),
  };
  const rows = await page(app.db.notification, query, {
    where,
    include: { reads: readBy(reader) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return { totalCount: rows.totalCount, items: rows.items.map((row) => toView(row, culture)) };
}

/** One notification, which the caller has now read. */
export async function openNotification(app: FastifyInstance, reader: Reader, culture: Culture, id: number) {
  const row = await app.db.notification.findFirst({
    where: { id, ...visibleTo(reader) },
    include: { reads: readBy(reader) },
  });
  if (!row) throw notFound('notification.notFound');
  if (row.reads.length === 0) {
    await app.db.notificationRead.createMany({
      data: [{ notificationId: id, userId: reader.id }],
      skipDuplicates: true,
    });
  }
  return { ...toView(row, culture), isRead: true };
}

export function unreadCount(app: FastifyInstance, reader: Reader) {
  return app.db.notification.count({ where: { ...visibleTo(reader), reads: { none: { userId: reader.id } } } });
}

/** Marks these (those the caller may see) read; answers what is left unread. */
export async function markRead(app: FastifyInstance, reader: Reader, ids: readonly number[]) {
  const visible = await app.db.notification.findMany({
    where: { id: { in: [...ids] }, ...visibleTo(reader) },
    select: { id: true },
  });
  await app.db.notificationRead.createMany({
    data: visible.map(({ id }) => ({ notificationId: id, userId: reader.id })),
    skipDuplicates: true,
  });
  return { unreadCount: await unreadCount(app, reader) };
}

/** Marks everything the caller may see read, in one statement. */
export async function markAllRead(app: FastifyInstance, reader: Reader) {
  await app.db.$executeRaw`
    INSERT INTO "NotificationRead" ("notificationId", "userId")
    SELECT n.id, ${reader.id} FROM "Notification" n
    WHERE n.permission = ANY(${[...reader.permissions]}::text[])
    ON CONFLICT DO NOTHING`;
  return { unreadCount: await unreadCount(app, reader) };
}
