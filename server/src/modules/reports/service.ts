import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Culture } from '../../lib/i18n.ts';
import type { Paging } from '../../shared/paging.ts';
import { localizedSql } from '../../shared/views/sql-fragments.ts';
import { figuresBy, totalOf, withAverage, type FigureFilter, type FigureRow } from './figures.ts';
import { reportRange, type ReportRange } from './range.ts';
import type { BreakdownSort, Granularity } from './schemas.ts';

// What /admin/AdminReport shows: a series over periods with its totals, and the same figures by
// activity and by photographer.

export interface ReportQuery extends FigureFilter {
  from: string;
  to: string;
}

/** The periods of the range, every one present (zeros where nothing sold), first day of each in Taipei. */
export async function reportSummary(app: FastifyInstance, query: ReportQuery & { granularity: Granularity }) {
  const range = reportRange(query);
  const unit = Prisma.raw(`'${query.granularity}'`);
  // paidAt is stored as UTC without a zone: read it as UTC, then as Taipei's wall clock.
  const period = Prisma.sql`date_trunc(${unit}, oi."paidAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Taipei')`;
  const rows = await app.db.$queryRaw<(Partial<FigureRow> & { period: string })[]>`
    WITH ${figuresBy(period, range, query)}, periods AS (
      SELECT generate_series(date_trunc(${unit}, ${query.from}::timestamp), ${query.to}::timestamp, ('1 ' || ${unit})::interval) AS key
    )
    SELECT to_char(p.key, 'YYYY-MM-DD') AS period, f.revenue, f.orders, f."photosSold", f."platformFee",
           f."photographerShares", f.refunds, f."refundedItems", f.gross
    FROM periods p LEFT JOIN figures f ON f.key = p.key
    ORDER BY p.key`;
  const series = rows.map(withAverage);
  return { series, totals: totalOf(series) };
}

const ORDER_BY: Record<BreakdownSort, Prisma.Sql> = {
  revenue: Prisma.sql`f.revenue DESC`,
  orders: Prisma.sql`f.orders DESC`,
  photosSold: Prisma.sql`f."photosSold" DESC`,
  refunds: Prisma.sql`f.refunds DESC`,
};

type BreakdownQuery = ReportQuery & Paging & { sort: BreakdownSort };

interface Breakdown<Row> {
  totalCount: number;
  items: (Row & FigureRow)[];
}

/** One page of figures grouped by `key` (an id), with the columns `select` reads through `join`. */
async function breakdown<Row>(
  app: FastifyInstance,
  query: BreakdownQuery,
  key: Prisma.Sql,
  select: Prisma.Sql,
  join: Prisma.Sql,
): Promise<Breakdown<Row>> {
  const range = reportRange(query);
  const rows = await app.db.$queryRaw<(Row & Partial<FigureRow> & { total: number })[]>`
    WITH ${figuresBy(key, range, query)}
    SELECT ${select}, f.revenue, f.orders, f."photosSold", f."platformFee", f."photographerShares", f.refunds,
           f."refundedItems", f.gross, count(*) OVER ()::int AS total
    FROM figures f ${join}
    ORDER BY ${ORDER_BY[query.sort]}, f.key
    OFFSET ${query.SkipCount} LIMIT ${query.MaxResultCount}`;
  return {
    totalCount: rows[0]?.total ?? (query.SkipCount > 0 ? await countKeys(app, key, range, query) : 0),
    items: rows.map(({ total: _total, ...row }) => withAverage(row) as Row & FigureRow),
  };
}

/** How many groups there are, for a page past the end (where the window count is not seen). */
async function countKeys(app: FastifyInstance, key: Prisma.Sql, range: ReportRange, filter: FigureFilter) {
  const [row] = await app.db.$queryRaw<{ count: number }[]>`
    WITH ${figuresBy(key, range, filter)} SELECT count(*)::int AS count FROM figures`;
  return row?.count ?? 0;
}

export function reportByActivity(app: FastifyInstance, culture: Culture, query: BreakdownQuery) {
  return breakdown<{ activityId: number; title: string }>(
    app,
    query,
    Prisma.sql`oi."activityId"`,
    Prisma.sql`f.key AS "activityId", ${localizedSql(culture, 'a', 'title')} AS title`,
    Prisma.sql`JOIN "Activity" a ON a.id = f.key`,
  );
}

export function reportByPhotographer(app: FastifyInstance, query: BreakdownQuery) {
  return breakdown<{ photographerId: number; displayName: string }>(
    app,
    query,
    Prisma.sql`oi."photographerId"`,
    Prisma.sql`f.key AS "photographerId", u."displayName"`,
    Prisma.sql`JOIN "User" u ON u.id = f.key`,
  );
}
