import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Database } from '../../shared/database.ts';
import { LedgerKind } from '../../shared/ledger/entries.ts';
import { SOLD_ITEMS, SoldFigure } from '../../shared/money/sold-figures.ts';
import { countFrom, windowedPage, type Paging } from '../../shared/paging.ts';
import type { IncomeFigures, IncomeListQuery, IncomeRow } from './schemas.ts';

// Each photographer's figures: what was sold (the shared definition of docs/decisions/072) beside
// what the ledger booked (payouts, adjustments, the balance). shares are net of refunds, as the
// ledger's sales less reversals, so shares − paidOut + adjustments equals the balance whenever the
// ledger reconciles.

type ListQuery = Paging & Omit<Static<typeof IncomeListQuery>, keyof Paging>;
type Row = Static<typeof IncomeRow>;

/** A period of Taipei days, [from, to); either end open. */
interface Period {
  from?: Date;
  to?: Date;
}

const DAY_MS = 86_400_000;
const taipeiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The list's days as a period: dateTo's whole day included. */
function periodOf(query: { dateFrom?: string; dateTo?: string }): Period {
  return {
    ...(query.dateFrom && { from: taipeiMidnight(query.dateFrom) }),
    ...(query.dateTo && { to: new Date(taipeiMidnight(query.dateTo).getTime() + DAY_MS) }),
  };
}

const within = (column: Prisma.Sql, period: Period) =>
  Prisma.sql`${period.from ? Prisma.sql`${column} >= ${period.from}` : Prisma.sql`TRUE`}
    AND ${period.to ? Prisma.sql`${column} < ${period.to}` : Prisma.sql`TRUE`}`;

/**
 * Photographers with their figures; `only` narrows the sums to one photographer, `period` the sales
 * (by the items' paid time), payouts and adjustments to those days. The balance is always today's.
 */
function figuresFrom(only?: number, period: Period = {}) {
  const ofItem = only === undefined ? Prisma.empty : Prisma.sql`AND oi."photographerId" = ${only}`;
  const ofEntry = only === undefined ? Prisma.empty : Prisma.sql`WHERE "photographerId" = ${only}`;
  const inPeriod = within(Prisma.sql`"createdAt"`, period);
  return Prisma.sql`"User" u
    LEFT JOIN (
      SELECT oi."photographerId", ${SoldFigure.photosSold} AS "salesCount", ${SoldFigure.gross} AS gross,
             ${SoldFigure.refunds} AS refunds, ${SoldFigure.net} AS net,
             ${SoldFigure.photographerShare} AS shares, ${SoldFigure.platformFee} AS fees,
             ${SoldFigure.refundedShare} AS refunded
      FROM "OrderItem" oi
      WHERE ${SOLD_ITEMS} ${ofItem}
        AND ${within(Prisma.sql`oi."paidAt"`, period)}
      GROUP BY oi."photographerId"
    ) sold ON sold."photographerId" = u."id"
    LEFT JOIN (
      SELECT "photographerId", SUM("amount")::int AS balance,
             COALESCE(-SUM("amount") FILTER (WHERE "kind" = ${LedgerKind.payout} AND ${inPeriod}), 0)::int AS "paidOut",
             COALESCE(SUM("amount") FILTER (WHERE "kind" = ${LedgerKind.adjustment} AND ${inPeriod}), 0)::int AS adjustments
      FROM "LedgerEntry" ${ofEntry} GROUP BY "photographerId"
    ) booked ON booked."photographerId" = u."id"`;
}

const FIGURE_COLUMNS = Prisma.sql`
  u."id", u."displayName", u."email",
  COALESCE(sold."salesCount", 0) AS "salesCount", COALESCE(sold.gross, 0) AS gross,
  COALESCE(sold.refunds, 0) AS refunds, COALESCE(sold.net, 0) AS net,
  COALESCE(sold.shares, 0) AS shares, COALESCE(sold.fees, 0) AS fees, COALESCE(sold.refunded, 0) AS refunded,
  COALESCE(booked."paidOut", 0) AS "paidOut", COALESCE(booked.adjustments, 0) AS adjustments,
  COALESCE(booked.balance, 0) AS balance`;

type FigureRow = Static<typeof IncomeFigures> & { id: number; displayName: string; email: string };

const toRow = ({ id, displayName, email, ...figures }: FigureRow): Row => ({
  photographer: { id, displayName, email },
  ...figures,
});

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Photographers (and anyone who sold or was booked), largest balance first unless asked otherwise. */
export async function listIncome(app: FastifyInstance, query: ListQuery) {
  const keyword = query.keyword?.trim();
  const byKeyword = keyword
    ? Prisma.sql`AND (u."displayName" ILIKE ${likePattern(keyword)} OR u."email" ILIKE ${likePattern(keyword)})`
    : Prisma.empty;
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) throw badRequest('sales.dateRange');
  const from = Prisma.sql`${figuresFrom(undefined, periodOf(query))}
    WHERE (u."photographerAuth" OR sold."photographerId" IS NOT NULL OR booked."photographerId" IS NOT NULL) ${byKeyword}`;
  const direction = query.sort === 'balanceAsc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const rows = await windowedPage(
    {
      count: () => countFrom(app.db, from),
      rows: ({ skip, take }) =>
        app.db.$queryRaw<(FigureRow & { total: number })[]>`
          SELECT ${FIGURE_COLUMNS}, count(*) OVER ()::int AS total FROM ${from}
          ORDER BY balance ${direction}, u."id" LIMIT ${take} OFFSET ${skip}`,
    },
    query,
  );
  return { totalCount: rows.totalCount, items: rows.items.map(({ total: _, ...row }) => toRow(row)) };
}

/** One user's figures, or undefined when there is no such user. */
export async function figuresOf(db: Database, userId: number): Promise<Row | undefined> {
  const [row] = await db.$queryRaw<FigureRow[]>`
    SELECT ${FIGURE_COLUMNS} FROM ${figuresFrom(userId)} WHERE u."id" = ${userId}`;
  return row && toRow(row);
}
