import type { Prisma } from '../../generated/prisma/client.ts';
import type { Database } from '../../shared/database.ts';

// The only writers of LedgerEntry. Each money event is one row; nothing is ever changed or removed
// (a database trigger refuses it). Sales and reversals are keyed by (kind, orderItemId) and payouts
// by (kind, settlementLineId): recording the same event twice changes nothing.

export const LedgerKind = {
  sale: 'sale',
  reversal: 'reversal',
  payout: 'payout',
  adjustment: 'adjustment',
} as const;

export type LedgerKindName = (typeof LedgerKind)[keyof typeof LedgerKind];

export const LEDGER_KINDS: readonly LedgerKindName[] = Object.values(LedgerKind);

type Db = Prisma.TransactionClient | Database;

/**
 * Credits every item of a just-paid order with its share (copied at checkout). Call it in the
 * transaction that makes the order paid; a second call for the same order credits nothing.
 * Answers how many items were credited now.
 */
export async function creditSale(tx: Db, orderId: number, at = new Date()): Promise<number> {
  return tx.$executeRaw`
    INSERT INTO "LedgerEntry" ("photographerId", "kind", "amount", "orderItemId", "createdAt")
    SELECT "photographerId", ${LedgerKind.sale}, "photographerShare", "id", ${at}
    FROM "OrderItem" WHERE "orderId" = ${orderId}
    ORDER BY "id"
    ON CONFLICT ("kind", "orderItemId") DO NOTHING`;
}

/**
 * Takes back a refunded item's share. Only an item that was credited can be reversed, and only
 * once: answers false when there is no sale to reverse or it is reversed already.
 */
export async function reverseItem(tx: Db, orderItemId: number, at = new Date()): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO "LedgerEntry" ("photographerId", "kind", "amount", "orderItemId", "createdAt")
    SELECT "photographerId", ${LedgerKind.reversal}, -"amount", "orderItemId", ${at}
    FROM "LedgerEntry" WHERE "kind" = ${LedgerKind.sale} AND "orderItemId" = ${orderItemId}
    ON CONFLICT ("kind", "orderItemId") DO NOTHING`;
  return inserted === 1;
}

export interface PayoutInput {
  photographerId: number;
  /** NT$ paid to the photographer (positive); recorded as a debit. */
  amount: number;
  settlementLineId: number;
  createdById: number;
}

/** Records money paid out for one settlement line; a line is paid once (false on a repeat). */
export async function recordPayout(tx: Db, input: PayoutInput): Promise<boolean> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError('a payout is a positive NT$ amount');
  const inserted = await tx.$executeRaw`
    INSERT INTO "LedgerEntry" ("photographerId", "kind", "amount", "settlementLineId", "createdById")
    VALUES (${input.photographerId}, ${LedgerKind.payout}, ${-input.amount}, ${input.settlementLineId}, ${input.createdById})
    ON CONFLICT ("kind", "settlementLineId") DO NOTHING`;
  return inserted === 1;
}

export interface AdjustmentInput {
  photographerId: number;
  /** NT$, signed: positive owes the photographer more, negative less. */
  amount: number;
  reason: string;
  createdById: number;
}

/** A correction by finance, always with its reason and its author. */
export function recordAdjustment(tx: Db, input: AdjustmentInput) {
  if (!Number.isInteger(input.amount) || input.amount === 0)
    throw new RangeError('an adjustment is a non-zero NT$ amount');
  const reason = input.reason.trim();
  if (!reason) throw new RangeError('an adjustment needs a reason');
  return tx.ledgerEntry.create({
    data: { ...input, reason, kind: LedgerKind.adjustment },
  });
}
