import type { FastifyInstance } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { BLOCKED_PHOTOGRAPHER } from '../../shared/domain/photographer-status.ts';
import { windowedPage, type Paging } from '../../shared/paging.ts';
import { publicUrlOf } from '../../shared/views/public-url.ts';

export type RankingPeriod = 'month' | 'year' | 'all';

/** Since when a period counts: the start of this month or year in Taiwan's time. */
function periodStart(period: RankingPeriod): Prisma.Sql {
  if (period === 'all') return Prisma.sql`TRUE`;
  const unit = Prisma.raw(`'${period}'`);
  return Prisma.sql`o."paidAt" >= (date_trunc(${unit}, now() AT TIME ZONE 'Asia/Taipei') AT TIME ZONE 'Asia/Taipei')`;
}

interface RankingRow {
  id: number;
  displayName: string;
  avatarKey: string | null;
  sold: number;
  amount: number;
  published: number;
  total: number;
}

/**
 * One grouped query: sales per photographer from paid order items of the period, published photos
 * from the albums' counters, joined to the photographers who may sell (active, not blocked: blocked ones are out of the ranking).
 */
export async function photographerRanking(app: FastifyInstance, query: Paging & { period: RankingPeriod }) {
  const ranked = await windowedPage(
    {
      count: () => countPhotographers(app),
      rows: ({ skip, take }) => app.db.$queryRaw<RankingRow[]>`
        WITH sales AS (
          SELECT oi."photographerId" AS id, count(*)::int AS sold, sum(oi.price)::int AS amount
          FROM "OrderItem" oi JOIN "Order" o ON o.id = oi."orderId"
          WHERE o.status = ${OrderStatus.paid} AND ${periodStart(query.period)}
          GROUP BY oi."photographerId"
        ), published AS (
          SELECT al."photographerId" AS id, sum(al."photoCount")::int AS published
          FROM "Album" al JOIN "Activity" a ON a.id = al."activityId"
          WHERE al."isVisible" AND a."isVisible"
          GROUP BY al."photographerId"
        )
        SELECT u.id, u."displayName", u."avatarKey",
               coalesce(s.sold, 0) AS sold, coalesce(s.amount, 0) AS amount, coalesce(p.published, 0) AS published,
               count(*) OVER ()::int AS total
        FROM "User" u LEFT JOIN sales s ON s.id = u.id LEFT JOIN published p ON p.id = u.id
        WHERE u."photographerAuth" AND u."isActive" AND u."photographerAuthStatus" <> ${BLOCKED_PHOTOGRAPHER}
        ORDER BY sold DESC, amount DESC, published DESC, u.id
        OFFSET ${skip} LIMIT ${take}`,
    },
    query,
  );
  return {
    totalCount: ranked.totalCount,
    items: ranked.items.map((row, index) => ({
      rank: query.SkipCount + index + 1,
      photographerId: row.id,
      displayName: row.displayName,
      avatarUrl: publicUrlOf(app, row.avatarKey),
      soldCount: row.sold,
      salesAmount: row.amount,
      publishedCount: row.published,
    })),
  };
}

function countPhotographers(app: FastifyInstance) {
  return app.db.user.count({
    where: { photographerAuth: true, isActive: true, photographerAuthStatus: { not: BLOCKED_PHOTOGRAPHER } },
  });
}
