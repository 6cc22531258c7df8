import type { Database } from '../../shared/database.ts';
import { OrderStatus } from '../domain/order-status.ts';
import { LineState } from '../domain/settlement-line-state.ts';
import { LedgerKind } from './entries.ts';

// The ledger must equal what the orders and settlement batches say: shares of paid items − shares
// of refunded items − the paid settlement lines (+ finance's adjustments), to the NT$, per
// photographer. Adjustments have no other record, so they are read from the ledger itself; sales and
// reversals are checked against the orders, payouts against the lines marked paid (docs/decisions/034).

export interface ReconciliationLine {
  photographerId: number;
  /** Σ of the photographer's ledger entries. */
  ledger: number;
  /** Σ photographerShare of items whose order was paid (paid, or refunded since). */
  paidItems: number;
  /** Σ photographerShare of refunded items (refunded alone, or with their whole order). */
  refunded: number;
  /** Σ payouts in the ledger, positive. */
  payouts: number;
  /** Σ amounts of the settlement lines marked paid. */
  paidLines: number;
  /** Σ adjustments, signed. */
  adjustments: number;
  /** paidItems − refunded − paidLines + adjustments. */
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
    ), settled AS (
      SELECT "photographerId", SUM("amount")::int AS "paidLines"
      FROM "SettlementLine" WHERE "state" = ${LineState.paid} GROUP BY "photographerId"
    ), photographers AS (
      SELECT "photographerId" FROM sold UNION SELECT "photographerId" FROM booked
      UNION SELECT "photographerId" FROM settled
    )
    SELECT p."photographerId",
           COALESCE(b.ledger, 0) AS ledger, COALESCE(s."paidItems", 0) AS "paidItems",
           COALESCE(s.refunded, 0) AS refunded, COALESCE(b.payouts, 0) AS payouts,
           COALESCE(l."paidLines", 0) AS "paidLines", COALESCE(b.adjustments, 0) AS adjustments
    FROM photographers p
    LEFT JOIN sold s ON s."photographerId" = p."photographerId"
    LEFT JOIN booked b ON b."photographerId" = p."photographerId"
    LEFT JOIN settled l ON l."photographerId" = p."photographerId"
    ORDER BY 1`;
  const lines = rows.map((row) => {
    const expected = row.paidItems - row.refunded - row.paidLines + row.adjustments;
    return { ...row, expected, difference: row.ledger - expected };
  });
  const sum = (field: keyof Omit<ReconciliationLine, 'photographerId'>) =>
    lines.reduce((total, line) => total + line[field], 0);
  const total = {
    ledger: sum('ledger'),
    paidItems: sum('paidItems'),
    refunded: sum('refunded'),
    payouts: sum('payouts'),
    paidLines: sum('paidLines'),
    adjustments: sum('adjustments'),
    expected: sum('expected'),
    difference: sum('difference'),
  };
  return { lines, total, ok: lines.every((line) => line.difference === 0) };
}
