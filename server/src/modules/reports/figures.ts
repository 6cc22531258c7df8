import { Prisma } from '../../generated/prisma/client.ts';
import { SOLD_ITEMS, SoldFigure } from '../../shared/money/sold-figures.ts';
import type { ReportRange } from './range.ts';

// The figures of paid order items (orders paid, and paid then refunded), by the order's paid time
// in Taipei. Items later refunded count as refunds, not as sales (docs/decisions/035).

export interface FigureFilter {
  activityId?: number;
  photographerId?: number;
}

export interface FigureRow {
  /** Net revenue: gross − refunds. */
  revenue: number;
  /** What buyers paid, refunded items included. */
  gross: number;
  orders: number;
  photosSold: number;
  averageOrderValue: number;
  platformFee: number;
  photographerShares: number;
  refunds: number;
  refundedItems: number;
}

/**
 * The order items counted for a range and filter: those of orders paid or refunded (paid, then
 * wholly refunded), whose paid time each item carries as `oi."paidAt"` (null otherwise). A range is
 * one range of the partial covering index on it, read without the orders (docs/decisions/042).
 */
function countedItems(range: ReportRange, filter: FigureFilter): Prisma.Sql {
  return Prisma.sql`
    FROM "OrderItem" oi
    WHERE ${SOLD_ITEMS} AND oi."paidAt" >= ${range.start} AND oi."paidAt" < ${range.end}
      ${filter.activityId === undefined ? Prisma.empty : Prisma.sql`AND oi."activityId" = ${filter.activityId}`}
      ${filter.photographerId === undefined ? Prisma.empty : Prisma.sql`AND oi."photographerId" = ${filter.photographerId}`}`;
}

/**
 * The figures grouped by `key` (an expression over oi), as a CTE named `figures(key, …)`.
 * Items are first summed per order and key, so an order is counted once per key without a
 * DISTINCT: it counts when it kept at least one item.
 */
export function figuresBy(key: Prisma.Sql, range: ReportRange, filter: FigureFilter): Prisma.Sql {
  return Prisma.sql`
    per_order AS (
      SELECT ${key} AS key,
             ${SoldFigure.photosSold} AS kept,
             ${SoldFigure.net} AS revenue,
             ${SoldFigure.platformFee} AS fee,
             ${SoldFigure.photographerShare} AS shares,
             ${SoldFigure.refundedItems} AS "refundedItems",
             ${SoldFigure.refunds} AS refunds,
             ${SoldFigure.gross} AS gross
      ${countedItems(range, filter)}
      GROUP BY 1, oi."orderId"
    ), figures AS (
      SELECT key,
             sum(revenue)::int AS revenue,
             (count(*) FILTER (WHERE kept > 0))::int AS orders,
             sum(kept)::int AS "photosSold",
             sum(fee)::int AS "platformFee",
             sum(shares)::int AS "photographerShares",
             sum(refunds)::int AS refunds,
             sum("refundedItems")::int AS "refundedItems",
             sum(gross)::int AS gross
      FROM per_order GROUP BY key
    )`;
}

type RawFigures = Omit<FigureRow, 'averageOrderValue'>;

/** The figures with the average order value (NT$, rounded), zeros where nothing sold. */
export function withAverage<Row extends Partial<RawFigures>>(row: Row): Row & FigureRow {
  const figures = {
    revenue: row.revenue ?? 0,
    gross: row.gross ?? 0,
    orders: row.orders ?? 0,
    photosSold: row.photosSold ?? 0,
    platformFee: row.platformFee ?? 0,
    photographerShares: row.photographerShares ?? 0,
    refunds: row.refunds ?? 0,
    refundedItems: row.refundedItems ?? 0,
  };
  return { ...row, ...figures, averageOrderValue: figures.orders ? Math.round(figures.revenue / figures.orders) : 0 };
}

/** Sums figures over rows whose orders do not overlap (periods: an order has one paid time). */
export function totalOf(rows: FigureRow[]): FigureRow {
  const sum = (pick: (row: FigureRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return withAverage({
    revenue: sum((row) => row.revenue),
    gross: sum((row) => row.gross),
    orders: sum((row) => row.orders),
    photosSold: sum((row) => row.photosSold),
    platformFee: sum((row) => row.platformFee),
    photographerShares: sum((row) => row.photographerShares),
    refunds: sum((row) => row.refunds),
    refundedItems: sum((row) => row.refundedItems),
  });
}
