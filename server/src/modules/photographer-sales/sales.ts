import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import type { LedgerKindName } from '../../shared/ledger/entries.ts';
import { SOLD_ITEMS, SoldFigure } from '../../shared/money/sold-figures.ts';
import type { Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';
import type { SaleTotals as SaleTotalsSchema } from './schemas.ts';

// The photographer's sold photos: items of orders that were paid (refunded ones stay, marked so),
// with totals by the shared definition (docs/decisions/072). Days are Taipei days of the item's
// paid time, stored in UTC.

export interface SalesFilter {
  activityId?: number;
  dateFrom?: string;
  dateTo?: string;
}

type SaleTotals = Static<typeof SaleTotalsSchema>;

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
  const conditions = [Prisma.sql`oi."photographerId" = ${photographerId}`, SOLD_ITEMS];
  if (filter.activityId) conditions.push(Prisma.sql`oi."activityId" = ${filter.activityId}`);
  if (filter.dateFrom) conditions.push(Prisma.sql`oi."paidAt" >= ${taipeiMidnight(filter.dateFrom)}`);
  if (filter.dateTo) conditions.push(Prisma.sql`oi."paidAt" < ${taipeiMidnight(filter.dateTo)} + interval '1 day'`);
  return Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;
}

const SOLD_FROM = Prisma.sql`FROM "OrderItem" oi`;

const saleRows = (app: FastifyInstance, where: Prisma.Sql, window: Prisma.Sql = Prisma.empty) =>
  app.db.$queryRaw<SaleRow[]>`
    SELECT oi."id", oi."paidAt" AS "soldAt", oi."activityId", ac."title" AS "activityTitle",
           ac."titleEn" AS "activityTitleEn", oi."albumId", al."name" AS "albumName", oi."photoId",
           p."thumbnailKey", oi."price", oi."photographerShare", oi."platformFee", o."merchantTradeNo",
           CASE WHEN oi."refundedAt" IS NOT NULL THEN 'refunded' ELSE oi."settlementStatus" END AS "status"
    ${SOLD_FROM}
    JOIN "Order" o ON o."id" = oi."orderId"
    JOIN "Activity" ac ON ac."id" = oi."activityId"
    JOIN "Album" al ON al."id" = oi."albumId"
    JOIN "Photo" p ON p."id" = oi."photoId"
    ${where}
    ORDER BY oi."paidAt" DESC, oi."id" DESC
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
    app.db.$queryRaw<(SaleTotals & { rows: number })[]>`
      SELECT count(*)::int AS rows, ${SoldFigure.photosSold} AS count, ${SoldFigure.net} AS price,
             ${SoldFigure.photographerShare} AS "photographerShare", ${SoldFigure.platformFee} AS "platformFee",
             ${SoldFigure.gross} AS gross, ${SoldFigure.refunds} AS refunds, ${SoldFigure.refundedItems} AS "refundedItems"
      ${SOLD_FROM} ${where}`,
    // The totals query counts the listed rows (refunded ones included): no separate count.
    saleRows(app, where, Prisma.sql`LIMIT ${paging.MaxResultCount} OFFSET ${paging.SkipCount}`),
    app.db.$queryRaw<{ id: number; title: string; titleEn: string | null }[]>`
      SELECT ac."id", ac."title", ac."titleEn" FROM "Activity" ac
      WHERE ac."id" IN (SELECT oi."activityId" ${SOLD_FROM} ${soldWhere(photographerId)})
      ORDER BY ac."activityDate" DESC, ac."id" DESC`,
  ]);
  // An aggregate without GROUP BY always answers one row.
  const { rows, ...sum } = totals[0]!;
  return {
    totalCount: rows,
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
