import { Prisma } from '../../generated/prisma/client.ts';
import type { Database } from '../../shared/database.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import type { Paging } from '../paging.ts';
import type { LedgerKindName } from './entries.ts';

// A photographer's ledger, newest first, each entry with the balance right after it: what the
// photographer reads of their own money and what finance reads of theirs.

interface StatementRow {
  id: number;
  kind: LedgerKindName;
  amount: number;
  balance: number;
  createdAt: Date;
  reason: string | null;
  orderItemId: number | null;
  activityTitle: string | null;
  activityTitleEn: string | null;
  createdById: number | null;
  createdByName: string | null;
}

export interface StatementFilter {
  kind?: LedgerKindName;
  /** Entries on or after this Taipei day (YYYY-MM-DD). */
  dateFrom?: string;
  /** Entries on or before this Taipei day. */
  dateTo?: string;
}

const taipeiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

function statementWhere(photographerId: number, filter: StatementFilter) {
  return {
    photographerId,
    ...(filter.kind && { kind: filter.kind }),
    ...((filter.dateFrom || filter.dateTo) && {
      createdAt: {
        ...(filter.dateFrom && { gte: taipeiMidnight(filter.dateFrom) }),
        ...(filter.dateTo && { lt: new Date(taipeiMidnight(filter.dateTo).getTime() + DAY_MS) }),
      },
    }),
  } satisfies Prisma.LedgerEntryWhereInput;
}

export async function ledgerStatement(
  db: Database,
  photographerId: number,
  culture: Culture,
  filter: StatementFilter,
  paging: Paging,
) {
  const where = statementWhere(photographerId, filter);
  const conditions = [
    ...(where.kind ? [Prisma.sql`e."kind" = ${where.kind}`] : []),
    ...(where.createdAt?.gte ? [Prisma.sql`e."createdAt" >= ${where.createdAt.gte}`] : []),
    ...(where.createdAt?.lt ? [Prisma.sql`e."createdAt" < ${where.createdAt.lt}`] : []),
  ];
  const filtered = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  // The running balance is over all of the photographer's entries, whatever the filter shows.
  const [rows, totalCount] = await Promise.all([
    db.$queryRaw<StatementRow[]>`
      SELECT e.*, ac."title" AS "activityTitle", ac."titleEn" AS "activityTitleEn",
             author."displayName" AS "createdByName"
      FROM (SELECT "id", "kind", "amount", "createdAt", "reason", "orderItemId", "createdById",
                   SUM("amount") OVER (ORDER BY "createdAt", "id")::int AS balance
            FROM "LedgerEntry" WHERE "photographerId" = ${photographerId}) e
      LEFT JOIN "OrderItem" oi ON oi."id" = e."orderItemId"
      LEFT JOIN "Activity" ac ON ac."id" = oi."activityId"
      LEFT JOIN "User" author ON author."id" = e."createdById"
      ${filtered}
      ORDER BY e."createdAt" DESC, e."id" DESC
      LIMIT ${paging.MaxResultCount} OFFSET ${paging.SkipCount}`,
    db.ledgerEntry.count({ where }),
  ]);
  return {
    totalCount,
    items: rows.map(({ activityTitle, activityTitleEn, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      activityTitle: activityTitle === null ? null : localized(culture, activityTitle, activityTitleEn),
    })),
  };
}
