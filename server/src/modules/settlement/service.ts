import type { Prisma } from '../../generated/prisma/client.ts';
import type { Database } from '../../shared/database.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { OrderStatus } from '../../shared/domain/order-status.ts';
import { SettlementStatus } from '../../shared/domain/settlement-status.ts';
import { LedgerKind } from '../../shared/ledger/entries.ts';
import { LineState, OPEN_LINE_STATES } from '../../shared/domain/settlement-line-state.ts';

// Settlement batches (docs/decisions/034, 042). A batch takes, per photographer, the sales of items
// paid before the end of its period, past the refund window and not refunded, still unsettled; and
// adds what the ledger holds for them outside items in flight (reversals of items settled before,
// adjustments, an earlier negative balance) that no open line carries yet. Batches are created one
// at a time (a transaction-scoped advisory lock). One statement locks the eligible items, totals
// them, writes the batch and its lines and links each item to its line: every item is written once,
// two batches never take the same item, and a refund of one waits for the batch that takes it.

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

type Tx = Prisma.TransactionClient;

async function refundWindowDays(tx: Tx): Promise<number> {
  const setting = await tx.paymentSetting.findUnique({ where: { id: 1 }, select: { refundWindowDays: true } });
  return setting?.refundWindowDays ?? 7;
}

/**
 * Writes the batch, its lines and its items' links in one statement and answers the batch's id, or
 * null (nothing written) when no photographer has eligible items or a balance to carry.
 * - eligible: the unsettled, unrefunded items of orders paid before `paidBefore`, with their sale,
 *   locked (FOR UPDATE re-reads an item a refund changed meanwhile, so a refunded one is left out);
 * - carried: per photographer, the ledger outside items in flight (entries with no item, or of items
 *   already paid) minus what open lines already carry: the balance a new line brings in;
 * - a line whose total is ≤ 0 is `carried` and its items count as settled by the netting itself.
 */
async function writeBatch(tx: Tx, period: BatchPeriod, paidBefore: Date): Promise<number | null> {
  const [row] = await tx.$queryRaw<{ batchId: number | null }[]>`
    WITH eligible AS (
      SELECT oi."id", oi."photographerId", e."amount" AS share
      FROM "OrderItem" oi
      JOIN "Order" o ON o."id" = oi."orderId"
      JOIN "LedgerEntry" e ON e."orderItemId" = oi."id" AND e."kind" = ${LedgerKind.sale}
      WHERE oi."settlementStatus" = ${SettlementStatus.unsettled} AND oi."refundedAt" IS NULL
        AND o."status" = ${OrderStatus.paid} AND o."paidAt" < ${paidBefore}
      FOR UPDATE OF oi
    ), taken AS (
      SELECT "photographerId", COUNT(*)::int AS "itemCount", SUM(share)::int AS "itemsAmount"
      FROM eligible GROUP BY 1
    ), outside AS (
      SELECT e."photographerId", SUM(e."amount")::int AS amount
      FROM "LedgerEntry" e LEFT JOIN "OrderItem" oi ON oi."id" = e."orderItemId"
      WHERE e."orderItemId" IS NULL OR oi."settlementStatus" = ${SettlementStatus.paid}
      GROUP BY 1
    ), open AS (
      SELECT "photographerId", SUM("carriedAmount")::int AS amount
      FROM "SettlementLine" WHERE "state" = ANY(${OPEN_LINE_STATES})
      GROUP BY 1
    ), carried AS (
      SELECT COALESCE(o."photographerId", l."photographerId") AS "photographerId",
             (COALESCE(o.amount, 0) - COALESCE(l.amount, 0))::int AS amount
      FROM outside o FULL JOIN open l ON l."photographerId" = o."photographerId"
    ), sums AS (
      SELECT COALESCE(t."photographerId", c."photographerId") AS "photographerId",
             COALESCE(t."itemCount", 0) AS "itemCount", COALESCE(t."itemsAmount", 0) AS "itemsAmount",
             COALESCE(c.amount, 0) AS "carriedAmount",
             COALESCE(t."itemsAmount", 0) + COALESCE(c.amount, 0) AS amount
      FROM taken t FULL JOIN (SELECT * FROM carried WHERE amount <> 0) c ON c."photographerId" = t."photographerId"
    ), batch AS (
      INSERT INTO "SettlementBatch" ("periodFrom", "periodTo", "createdById")
      SELECT ${period.from}, ${period.to}, ${period.createdById} WHERE EXISTS (SELECT 1 FROM sums)
      RETURNING "id"
    ), lines AS (
      INSERT INTO "SettlementLine" ("batchId", "photographerId", "itemCount", "itemsAmount", "carriedAmount", "amount", "state")
      SELECT b."id", s."photographerId", s."itemCount", s."itemsAmount", s."carriedAmount", s.amount,
             CASE WHEN s.amount > 0 THEN ${LineState.pending} ELSE ${LineState.carried} END
      FROM batch b, sums s
      RETURNING "id", "photographerId", "state"
    ), linked AS (
      UPDATE "OrderItem" oi
      SET "settlementLineId" = l."id",
          "settlementStatus" = CASE WHEN l."state" = ${LineState.carried}
                                    THEN ${SettlementStatus.paid} ELSE ${SettlementStatus.inSettlement} END
      FROM eligible el JOIN lines l ON l."photographerId" = el."photographerId"
      WHERE oi."id" = el."id"
    )
    SELECT (SELECT "id" FROM batch) AS "batchId"`;
  return row?.batchId ?? null;
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
      const batchId = await writeBatch(tx, period, windowEnd < period.to ? windowEnd : period.to);
      if (batchId === null) throw conflict('settlement.nothingToSettle');
      return batchId;
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
