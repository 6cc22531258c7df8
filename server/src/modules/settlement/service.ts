import type { Prisma } from '../../generated/prisma/client.ts';
import type { Database } from '../../infra/database.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { SettlementStatus } from '../../shared/domain/settlement-status.ts';
import { LedgerKind } from '../../shared/ledger/entries.ts';
import { LineState, OPEN_LINE_STATES } from '../../shared/domain/settlement-line-state.ts';

// Settlement batches (docs/decisions/034). A batch takes, per photographer, the sales of items paid
// before the end of its period, past the refund window and not refunded, still unsettled; and adds
// what the ledger holds for them outside items in flight (reversals of items settled before,
// adjustments, an earlier negative balance) that no open line carries yet. Batches are created one
// at a time (a transaction-scoped advisory lock) and take items with one UPDATE of unsettled ones, so
// two batches never take the same item and a refund waits for the batch that takes its item.

/** pg_advisory_xact_lock key of batch creation: "SETL". */
const BATCH_CREATION_LOCK = 0x5345544c;

export interface BatchPeriod {
  /** Start of the period (inclusive). */
  from: Date;
  /** End of the period (exclusive). */
  to: Date;
  createdById: number;
  /** When the batch is made: the refund window is counted back from it. */
  now?: Date;
}

interface TakenItems {
  photographerId: number;
  itemCount: number;
  itemsAmount: number;
}

interface PhotographerSums {
  itemCount: number;
  itemsAmount: number;
  carriedAmount: number;
}

type Tx = Prisma.TransactionClient;

async function refundWindowDays(tx: Tx): Promise<number> {
  const setting = await tx.paymentSetting.findUnique({ where: { id: 1 }, select: { refundWindowDays: true } });
  return setting?.refundWindowDays ?? 7;
}

/**
 * Moves the unsettled, unrefunded items paid before `paidBefore` to in_settlement (their rows stay
 * locked until the batch commits, so a refund of one waits) and answers their sales per photographer.
 * They get their line once the lines exist.
 */
function takeEligibleItems(tx: Tx, paidBefore: Date) {
  return tx.$queryRaw<TakenItems[]>`
    WITH taken AS (
      UPDATE "OrderItem" oi SET "settlementStatus" = ${SettlementStatus.inSettlement}
      FROM "Order" o, "LedgerEntry" e
      WHERE o."id" = oi."orderId" AND e."orderItemId" = oi."id" AND e."kind" = ${LedgerKind.sale}
        AND oi."settlementStatus" = ${SettlementStatus.unsettled} AND oi."refundedAt" IS NULL
        AND o."status" = ${OrderStatus.paid} AND o."paidAt" < ${paidBefore}
      RETURNING oi."photographerId", e."amount" AS share
    )
    SELECT "photographerId", COUNT(*)::int AS "itemCount", SUM(share)::int AS "itemsAmount"
    FROM taken GROUP BY 1`;
}

/**
 * Per photographer, the ledger outside items in flight (entries with no item, or of items already
 * paid) minus what open lines already carry: the balance a new line brings in.
 */
function carriedBalances(tx: Tx) {
  return tx.$queryRaw<{ photographerId: number; carried: number }[]>`
    WITH outside AS (
      SELECT e."photographerId", SUM(e."amount")::int AS amount
      FROM "LedgerEntry" e LEFT JOIN "OrderItem" oi ON oi."id" = e."orderItemId"
      WHERE e."orderItemId" IS NULL OR oi."settlementStatus" = ${SettlementStatus.paid}
      GROUP BY 1
    ), open AS (
      SELECT "photographerId", SUM("carriedAmount")::int AS amount
      FROM "SettlementLine" WHERE "state" = ANY(${OPEN_LINE_STATES})
      GROUP BY 1
    )
    SELECT COALESCE(o."photographerId", l."photographerId") AS "photographerId",
           (COALESCE(o.amount, 0) - COALESCE(l.amount, 0))::int AS carried
    FROM outside o FULL JOIN open l ON l."photographerId" = o."photographerId"`;
}

function sumsByPhotographer(taken: TakenItems[], carried: { photographerId: number; carried: number }[]) {
  const sums = new Map<number, PhotographerSums>(
    taken.map(({ photographerId, ...items }) => [photographerId, { ...items, carriedAmount: 0 }]),
  );
  for (const row of carried) {
    if (row.carried === 0) continue;
    const sum = sums.get(row.photographerId) ?? { itemCount: 0, itemsAmount: 0, carriedAmount: 0 };
    sums.set(row.photographerId, { ...sum, carriedAmount: row.carried });
  }
  return sums;
}

/**
 * Creates a batch for [from, to) and answers its id: one line per photographer with eligible items
 * or a balance to carry. A line whose total is ≤ 0 is `carried` (nothing is paid; its items count as
 * settled and the balance comes back in the next batch); the others are `pending`. Refused (409,
 * nothing written) when there is nothing to settle.
 */
export async function createSettlementBatch(db: Database, period: BatchPeriod): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BATCH_CREATION_LOCK})`;
      const now = period.now ?? new Date();
      const windowEnd = new Date(now.getTime() - (await refundWindowDays(tx)) * 86_400_000);
      const paidBefore = windowEnd < period.to ? windowEnd : period.to;
      const taken = await takeEligibleItems(tx, paidBefore);
      const sums = sumsByPhotographer(taken, await carriedBalances(tx));
      if (sums.size === 0) throw conflict('settlement.nothingToSettle');

      const batch = await tx.settlementBatch.create({
        data: { periodFrom: period.from, periodTo: period.to, createdById: period.createdById },
      });
      await tx.settlementLine.createMany({
        data: [...sums].map(([photographerId, sum]) => {
          const amount = sum.itemsAmount + sum.carriedAmount;
          const state = amount > 0 ? LineState.pending : LineState.carried;
          return { batchId: batch.id, photographerId, ...sum, amount, state };
        }),
      });
      // The items just taken are the only ones in settlement without a line. Those of a carried
      // line are settled by the netting itself.
      await tx.$executeRaw`
        UPDATE "OrderItem" oi
        SET "settlementLineId" = l."id",
            "settlementStatus" = CASE WHEN l."state" = ${LineState.carried}
                                      THEN ${SettlementStatus.paid} ELSE ${SettlementStatus.inSettlement} END
        FROM "SettlementLine" l
        WHERE l."batchId" = ${batch.id} AND l."photographerId" = oi."photographerId"
          AND oi."settlementStatus" = ${SettlementStatus.inSettlement} AND oi."settlementLineId" IS NULL`;
      return batch.id;
    },
    { timeout: 60_000 },
  );
}

/** A calendar month in Taiwan's time zone ('2026-03') as [its first day, the next month's). */
export function monthPeriod(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}

/** The batch of a month for an admin: refused when the month has not started. */
export function createMonthBatch(db: Database, month: string, createdById: number) {
  const period = monthPeriod(month);
  if (period.from.getTime() > Date.now()) throw badRequest('settlement.futurePeriod');
  return createSettlementBatch(db, { ...period, createdById });
}
