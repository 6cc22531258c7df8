import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import type { LedgerKindName } from '../../shared/ledger/entries.ts';
import type { Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';

// The photographer's sold photos: items of orders that were paid (refunded ones stay, marked so).
// Days are Taipei days; paidAt is stored in UTC.

export interface SalesFilter {
  activityId?: number;
  dateFrom?: string;
  dateTo?: string;
}

interface SaleRow {
  id: number;
  soldAt: Date;
  activityId: number;
  activityTitle: string;
  activityTitleEn: string | null;
  albumId: number;
  albumName: string;
  photoId: number;
  thumbnailKey: string | null;
  price: number;
  photographerShare: number;
  platformFee: number;
  status: 'unsettled' | 'in_settlement' | 'paid' | 'refunded';
  merchantTradeNo: string;
}

const taipeiMidnight = (day: string) => Prisma.sql`(${day}::date - interval '8 hours')`;

function soldWhere(photographerId: number, filter: SalesFilter = {}) {
  const conditions = [
    Prisma.sql`oi."photographerId" = ${photographerId}`,
    Prisma.sql`o."paidAt" IS NOT NULL AND o."status" IN (${OrderStatus.paid}, ${OrderStatus.refunded})`,
  ];
  if (filter.activityId) conditions.push(Prisma.sql`oi."activityId" = ${filter.activityId}`);
  if (filter.dateFrom) conditions.push(Prisma.sql`o."paidAt" >= ${taipeiMidnight(filter.dateFrom)}`);
  if (filter.dateTo) conditions.push(Prisma.sql`o."paidAt" < ${taipeiMidnight(filter.dateTo)} + interval '1 day'`);
  return Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;
}

const SOLD_FROM = Prisma.sql`FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId"`;

const saleRows = (app: FastifyInstance, where: Prisma.Sql, window: Prisma.Sql = Prisma.empty) =>
  app.db.$queryRaw<SaleRow[]>`
    SELECT oi."id", o."paidAt" AS "soldAt", oi."activityId", ac."title" AS "activityTitle",
           ac."titleEn" AS "activityTitleEn", oi."albumId", al."name" AS "albumName", oi."photoId",
           p."thumbnailKey", oi."price", oi."photographerShare", oi."platformFee", o."merchantTradeNo",
           CASE WHEN oi."refundedAt" IS NOT NULL OR o."status" = ${OrderStatus.refunded} THEN 'refunded' ELSE oi."settlementStatus" END AS "status"
    ${SOLD_FROM}
    JOIN "Activity" ac ON ac."id" = oi."activityId"
    JOIN "Album" al ON al."id" = oi."albumId"
    JOIN "Photo" p ON p."id" = oi."photoId"
    ${where}
    ORDER BY o."paidAt" DESC, oi."id" DESC
    ${window}`;

function saleView(app: FastifyInstance, culture: Culture, row: SaleRow) {
  const { activityTitleEn, thumbnailKey, merchantTradeNo: _, ...sale } = row;
  return {
    ...sale,
    soldAt: row.soldAt.toISOString(),
    activityTitle: localized(culture, row.activityTitle, activityTitleEn),
    thumbnailUrl: publicUrlOf(app, thumbnailKey),
  };
}

export async function mySales(
  app: FastifyInstance,
  photographerId: number,
  culture: Culture,
  filter: SalesFilter,
  paging: Paging,
) {
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) throw badRequest('sales.dateRange');
  const where = soldWhere(photographerId, filter);
  const [totals, list, activities] = await Promise.all([
    app.db.$queryRaw<{ count: number; price: number; photographerShare: number; platformFee: number }[]>`
      SELECT count(*)::int AS count, COALESCE(SUM(oi."price"), 0)::int AS price,
             COALESCE(SUM(oi."photographerShare"), 0)::int AS "photographerShare",
             COALESCE(SUM(oi."platformFee"), 0)::int AS "platformFee"
      ${SOLD_FROM} ${where}`,
    // The totals query counts the same rows: no separate count.
    saleRows(app, where, Prisma.sql`LIMIT ${paging.MaxResultCount} OFFSET ${paging.SkipCount}`),
    app.db.$queryRaw<{ id: number; title: string; titleEn: string | null }[]>`
      SELECT ac."id", ac."title", ac."titleEn" FROM "Activity" ac
      WHERE ac."id" IN (SELECT oi."activityId" ${SOLD_FROM} ${soldWhere(photographerId)})
      ORDER BY ac."activityDate" DESC, ac."id" DESC`,
  ]);
  const sum = totals[0] ?? { count: 0, price: 0, photographerShare: 0, platformFee: 0 };
  return {
    totalCount: sum.count,
    items: list.map((row) => saleView(app, culture, row)),
    totals: sum,
    activities: activities.map((a) => ({ id: a.id, title: localized(culture, a.title, a.titleEn) })),
  };
}

/** One of the caller's sales with its ledger entries; another photographer's item is not found. */
export async function mySale(app: FastifyInstance, photographerId: number, culture: Culture, id: number) {
  const [row] = await saleRows(app, Prisma.sql`${soldWhere(photographerId)} AND oi."id" = ${id}`);
  if (!row) throw notFound('sales.notFound');
  const entries = await app.db.ledgerEntry.findMany({
    where: { orderItemId: id, photographerId },
    select: { id: true, kind: true, amount: true, createdAt: true },
    orderBy: { id: 'asc' },
  });
  return {
    ...saleView(app, culture, row),
    merchantTradeNo: row.merchantTradeNo,
    entries: entries.map((entry) => ({
      ...entry,
      kind: entry.kind as LedgerKindName,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
