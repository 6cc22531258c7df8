import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { SettlementStatus } from '../../shared/domain/settlement-status.ts';
import { balances } from '../../shared/ledger/balances.ts';
import { ledgerStatement, type StatementFilter } from '../../shared/ledger/statement.ts';
import { badRequest } from '../../lib/errors.ts';
import { photographerShareWhere, SOLD_ITEMS, SoldFigure } from '../../shared/money/sold-figures.ts';
import type { Paging } from '../../shared/paging.ts';

// The photographer's ledger with its running balance, and earnings by month of sale and by activity
// by the shared definition of the figures (docs/decisions/072): shares of the items kept, which add
// up to the ledger's sales less reversals, so they agree with the balances.

export async function myLedger(
  app: FastifyInstance,
  photographerId: number,
  culture: Culture,
  filter: StatementFilter,
  paging: Paging,
) {
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) throw badRequest('sales.dateRange');
  const [statement, owed] = await Promise.all([
    ledgerStatement(app.db, photographerId, culture, filter, paging),
    balances(app.db, photographerId),
  ]);
  // Which admin recorded a payout or an adjustment is finance's to know.
  const items = statement.items.map(({ createdById: _, createdByName: __, ...line }) => line);
  return { totalCount: statement.totalCount, items, balances: owed };
}

/** Items sold less refunded, and their shares paid out or not. */
const EARNINGS = Prisma.sql`
  ${SoldFigure.photosSold} AS count,
  ${photographerShareWhere(Prisma.sql`oi."settlementStatus" = ${SettlementStatus.paid}`)} AS settled,
  ${photographerShareWhere(Prisma.sql`oi."settlementStatus" <> ${SettlementStatus.paid}`)} AS unsettled`;

const PAID_MONTH_START = Prisma.sql`date_trunc('month', now() AT TIME ZONE 'Asia/Taipei')`;

interface Earnings {
  count: number;
  settled: number;
  unsettled: number;
}

export async function myEarnings(app: FastifyInstance, photographerId: number, culture: Culture, months: number) {
  const [byMonth, byActivity, owed] = await Promise.all([
    app.db.$queryRaw<(Earnings & { month: string })[]>`
      WITH period AS (
        SELECT to_char(m, 'YYYY-MM') AS month
        FROM generate_series(${PAID_MONTH_START} - make_interval(months => ${months - 1}), ${PAID_MONTH_START},
                             interval '1 month') m
      ), earned AS (
        SELECT to_char(oi."paidAt" + interval '8 hours', 'YYYY-MM') AS month, ${EARNINGS}
        FROM "OrderItem" oi
        WHERE oi."photographerId" = ${photographerId} AND ${SOLD_ITEMS}
          AND oi."paidAt" >= ${PAID_MONTH_START} - make_interval(months => ${months - 1}) - interval '8 hours'
        GROUP BY 1
      )
      SELECT p.month, COALESCE(earned.count, 0) AS count, COALESCE(earned.settled, 0) AS settled,
             COALESCE(earned.unsettled, 0) AS unsettled
      FROM period p LEFT JOIN earned USING (month) ORDER BY p.month`,
    app.db.$queryRaw<(Earnings & { activityId: number; title: string; titleEn: string | null })[]>`
      SELECT g.*, ac."title", ac."titleEn"
      FROM (SELECT oi."activityId", ${EARNINGS} FROM "OrderItem" oi
            WHERE oi."photographerId" = ${photographerId} AND ${SOLD_ITEMS} GROUP BY oi."activityId") g
      JOIN "Activity" ac ON ac."id" = g."activityId"
      ORDER BY g.settled + g.unsettled DESC, ac."activityDate" DESC, ac."id" DESC`,
    balances(app.db, photographerId),
  ]);
  return {
    byMonth,
    byActivity: byActivity.map(({ titleEn, ...row }) => ({ ...row, title: localized(culture, row.title, titleEn) })),
    balances: owed,
  };
}
