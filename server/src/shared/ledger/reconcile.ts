import type { Database } from '../../infra/database.ts';
import { OrderStatus } from '../domain/order-status.ts';
import { LedgerKind } from './entries.ts';

// The ledger must equal what the orders say: shares of paid items − shares of refunded items −
// payouts (+ finance's adjustments), to the NT$, per photographer. Payouts and adjustments have no
// other record yet (settlement batches come later), so they are read from the ledger itself; the
// sales and reversals are checked against the orders.

export interface ReconciliationLine {
  photographerId: number;
  /** Σ of the photographer's ledger entries. */
  ledger: number;
  /** Σ photographerShare of items whose order was paid (paid, or refunded since). */
  paidItems: number;
  /** Σ photographerShare of refunded items (refunded alone, or with their whole order). */
  refunded: number;
  /** Σ payouts, positive. */
  payouts: number;
  /** Σ adjustments, signed. */
  adjustments: number;
  /** paidItems − refunded − payouts + adjustments. */
  expected: number;
  difference: number;
}

export interface Reconciliation {
  lines: ReconciliationLine[];
  total: Omit<ReconciliationLine, 'photographerId'>;
  ok: boolean;
}

export async function reconcileLedger(db: Database): Promise<Reconciliation> {
  const rows = await db.$queryRaw<Omit<ReconciliationLine, 'expected' | 'difference'>[]>`
    WITH sold AS (
      SELECT oi."photographerId",
             SUM(oi."photographerShare")::int AS "paidItems",
             COALESCE(SUM(oi."photographerShare") FILTER (WHERE oi."refundedAt" IS NOT NULL OR o."status" = ${OrderStatus.refunded}), 0)::int AS refunded
      FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId"
      WHERE o."paidAt" IS NOT NULL AND o."status" IN (${OrderStatus.paid}, ${OrderStatus.refunded})
      GROUP BY oi."photographerId"
    ), booked AS (
      SELECT "photographerId",
             SUM("amount")::int AS ledger,
             COALESCE(-SUM("amount") FILTER (WHERE "kind" = ${LedgerKind.payout}), 0)::int AS payouts,
             COALESCE(SUM("amount") FILTER (WHERE "kind" = ${LedgerKind.adjustment}), 0)::int AS adjustments
      FROM "LedgerEntry" GROUP BY "photographerId"
    )
    SELECT COALESCE(s."photographerId", b."photographerId") AS "photographerId",
           COALESCE(b.ledger, 0) AS ledger, COALESCE(s."paidItems", 0) AS "paidItems",
           COALESCE(s.refunded, 0) AS refunded, COALESCE(b.payouts, 0) AS payouts,
           COALESCE(b.adjustments, 0) AS adjustments
    FROM sold s FULL JOIN booked b ON b."photographerId" = s."photographerId"
    ORDER BY 1`;
  const lines = rows.map((row) => {
    const expected = row.paidItems - row.refunded - row.payouts + row.adjustments;
    return { ...row, expected, difference: row.ledger - expected };
  });
  const sum = (field: keyof Omit<ReconciliationLine, 'photographerId'>) =>
    lines.reduce((total, line) => total + line[field], 0);
  const total = {
    ledger: sum('ledger'),
    paidItems: sum('paidItems'),
    refunded: sum('refunded'),
    payouts: sum('payouts'),
    adjustments: sum('adjustments'),
    expected: sum('expected'),
    difference: sum('difference'),
  };
  return { lines, total, ok: lines.every((line) => line.difference === 0) };
}
