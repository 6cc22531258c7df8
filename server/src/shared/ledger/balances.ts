import type { Prisma } from '../../generated/prisma/client.ts';
import type { Database } from '../../shared/database.ts';
import { SettlementStatus } from '../domain/settlement-status.ts';
import { LedgerKind } from './entries.ts';

/**
 * A photographer's balances, all sums of the ledger (docs/decisions/032), NT$:
 * - owed: every entry added up — what the platform owes the photographer now;
 * - inSettlement: the sales and reversals of items now in a settlement batch;
 * - unsettled: owed − inSettlement — owed and not yet in a batch (adjustments count here);
 * - paidOut: every payout, as a positive amount.
 */
export interface Balances {
  owed: number;
  unsettled: number;
  inSettlement: number;
  paidOut: number;
}

export async function balances(db: Database | Prisma.TransactionClient, photographerId: number): Promise<Balances> {
  const rows = await db.$queryRaw<{ owed: number; inSettlement: number; paidOut: number }[]>`
    SELECT COALESCE(SUM(e."amount"), 0)::int AS owed,
           COALESCE(SUM(e."amount") FILTER (WHERE oi."settlementStatus" = ${SettlementStatus.inSettlement}), 0)::int
             AS "inSettlement",
           COALESCE(-SUM(e."amount") FILTER (WHERE e."kind" = ${LedgerKind.payout}), 0)::int AS "paidOut"
    FROM "LedgerEntry" e LEFT JOIN "OrderItem" oi ON oi."id" = e."orderItemId"
    WHERE e."photographerId" = ${photographerId}`;
  // An aggregate without GROUP BY always answers one row.
  const { owed = 0, inSettlement = 0, paidOut = 0 } = rows[0] ?? {};
  return { owed, unsettled: owed - inSettlement, inSettlement, paidOut };
}
