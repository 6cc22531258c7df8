import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { SettlementStatus } from '../../shared/domain/settlement-status.ts';
import { balances } from '../../shared/ledger/balances.ts';
import { LedgerKind } from '../../shared/ledger/entries.ts';
import { ledgerStatement, type StatementFilter } from '../../shared/ledger/statement.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Paging } from '../../shared/paging.ts';

// The photographer's ledger with its running balance, and earnings by month and by activity, all
// read from LedgerEntry (sales less reversals), so they always agree with the balances.

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

/** Items sold less refunded, and shares paid out or not, of sale and reversal entries. */
const EARNINGS = Prisma.sql`
  (count(*) FILTER (WHERE e."kind" = ${LedgerKind.sale}) - count(*) FILTER (WHERE e."kind" = ${LedgerKind.reversal}))::int AS count,
  COALESCE(SUM(e."amount") FILTER (WHERE oi."settlementStatus" = ${SettlementStatus.paid}), 0)::int AS settled,
  COALESCE(SUM(e."amount") FILTER (WHERE oi."settlementStatus" <> ${SettlementStatus.paid}), 0)::int AS unsettled`;

const ITEM_ENTRIES = Prisma.sql`FROM "LedgerEntry" e JOIN "OrderItem" oi ON oi."id" = e."orderItemId"`;

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
        FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Asia/Taipei') - make_interval(months => ${months - 1}),
                             date_trunc('month', now() AT TIME ZONE 'Asia/Taipei'), interval '1 month') m
      ), earned AS (
        SELECT to_char(e."createdAt" + interval '8 hours', 'YYYY-MM') AS month, ${EARNINGS}
        ${ITEM_ENTRIES}
        WHERE e."photographerId" = ${photographerId}
          AND e."createdAt" >= date_trunc('month', now() AT TIME ZONE 'Asia/Taipei') - make_interval(months => ${months - 1}) - interval '8 hours'
        GROUP BY 1
      )
      SELECT p.month, COALESCE(earned.count, 0) AS count, COALESCE(earned.settled, 0) AS settled,
             COALESCE(earned.unsettled, 0) AS unsettled
      FROM period p LEFT JOIN earned USING (month) ORDER BY p.month`,
    app.db.$queryRaw<(Earnings & { activityId: number; title: string; titleEn: string | null })[]>`
      SELECT g.*, ac."title", ac."titleEn"
      FROM (SELECT oi."activityId", ${EARNINGS} ${ITEM_ENTRIES}
            WHERE e."photographerId" = ${photographerId} GROUP BY oi."activityId") g
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
