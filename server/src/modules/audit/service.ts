import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { page, type Paging } from '../../shared/paging.ts';
import type { AuditLogQuery, AuditLogView } from './schemas.ts';

// Reading the audit trail. Rows are written by the database client (infra/audit-trail.ts) and
// never changed: nothing here writes.

type AuditLogFilter = Static<typeof AuditLogQuery>;

/** The admins an `actor` search names: by user id, or by part of their e-mail or name. */
async function actorIds(app: FastifyInstance, actor: string): Promise<number[]> {
  const text = actor.trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const users = await app.db.user.findMany({
    where: {
      OR: [
        ...(id ? [{ id }] : []),
        { email: { contains: text, mode: 'insensitive' } },
        { displayName: { contains: text, mode: 'insensitive' } },
      ],
    },
    select: { id: true },
    take: 1000,
  });
  return users.map((user) => user.id);
}

async function auditPage(app: FastifyInstance, paging: Paging, where: Prisma.AuditLogWhereInput) {
  const { totalCount, items } = await page(app.db.auditLog, paging, {
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const actors = await app.db.user.findMany({
    where: { id: { in: [...new Set(items.map((item) => item.actorId))] } },
    select: { id: true, email: true, displayName: true },
  });
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  return {
    totalCount,
    items: items.map((item): Static<typeof AuditLogView> => ({
      ...item,
      actorEmail: byId.get(item.actorId)?.email ?? null,
      actorName: byId.get(item.actorId)?.displayName ?? null,
      changes: item.changes as Static<typeof AuditLogView>['changes'],
      createdAt: item.createdAt.toISOString(),
    })),
  };
}

/** The searchable list: newest first, filtered by admin, entity, action and time. */
export async function listAuditLog(app: FastifyInstance, filter: AuditLogFilter) {
  const from = filter.from ? new Date(filter.from) : undefined;
  const to = filter.to ? new Date(filter.to) : undefined;
  if (from && to && from > to) throw badRequest('audit.dateRange');
  const where: Prisma.AuditLogWhereInput = {
    ...(filter.actor?.trim() ? { actorId: { in: await actorIds(app, filter.actor) } } : {}),
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.entityId ? { entityId: filter.entityId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(from || to ? { createdAt: { ...(from && { gte: from }), ...(to && { lt: to }) } } : {}),
  };
  return auditPage(app, filter, where);
}

/** Who changed one entity, and what, newest first. */
export function entityHistory(app: FastifyInstance, query: Paging & { entity: string; entityId: string }) {
  return auditPage(app, query, { entity: query.entity, entityId: query.entityId });
}
