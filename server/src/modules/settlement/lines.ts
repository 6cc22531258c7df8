import type { Prisma } from '../../generated/prisma/client.ts';
import type { Database } from '../../shared/database.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { SettlementStatus } from '../../shared/domain/settlement-status.ts';
import { recordPayout } from '../../shared/ledger/entries.ts';
import { LineState, OPEN_LINE_STATES, type LineStateName } from '../../shared/domain/settlement-line-state.ts';

// Finance's decisions on a line, each in one transaction under the line's row lock: a repeated or
// concurrent request waits, then finds the line decided and is refused (409) with nothing written.
// The ledger's unique (kind, settlementLineId) would refuse a second payout anyway.

type Tx = Prisma.TransactionClient;

async function lockedLine(tx: Tx, lineId: number) {
  await tx.$queryRaw`SELECT "id" FROM "SettlementLine" WHERE "id" = ${lineId} FOR UPDATE`;
  const line = await tx.settlementLine.findUnique({ where: { id: lineId } });
  if (!line) throw notFound('settlement.lineNotFound');
  return line;
}

function requireState(state: string, allowed: readonly LineStateName[]) {
  if (state === LineState.paid) throw conflict('settlement.alreadyPaid');
  if (!allowed.includes(state as LineStateName)) throw conflict('settlement.lineClosed');
}

const decided = (adminId: number) => ({ decidedById: adminId, decidedAt: new Date() });

/**
 * Pays locked open lines at once: a payout per line in the ledger, their items paid, the lines paid
 * with the transfer reference. The ledger's unique (kind, settlementLineId) refuses a second
 * payout of a line; the whole transaction is then rolled back.
 */
export async function payLockedLines(
  tx: Tx,
  lines: readonly { id: number; photographerId: number; amount: number }[],
  input: { transferReference: string; adminId: number },
) {
  for (const line of lines) {
    const recorded = await recordPayout(tx, {
      photographerId: line.photographerId,
      amount: line.amount,
      settlementLineId: line.id,
      createdById: input.adminId,
    });
    if (!recorded) throw conflict('settlement.alreadyPaid');
  }
  const ids = lines.map((line) => line.id);
  await tx.orderItem.updateMany({
    where: { settlementLineId: { in: ids } },
    data: { settlementStatus: SettlementStatus.paid },
  });
  await tx.settlementLine.updateMany({
    where: { id: { in: ids } },
    data: { state: LineState.paid, transferReference: input.transferReference.trim(), ...decided(input.adminId) },
  });
}

/**
 * Pays a pending or held line: its payout in the ledger, its items paid, the transfer reference.
 * A photographer without a remittance account cannot have been paid by transfer: refused.
 */
export function payLine(db: Database, input: { lineId: number; transferReference: string; adminId: number }) {
  return db.$transaction(async (tx) => {
    const line = await lockedLine(tx, input.lineId);
    requireState(line.state, OPEN_LINE_STATES);
    const account = await tx.usersRemittance.findUnique({
      where: { userId: line.photographerId },
      select: { userId: true },
    });
    if (!account) throw conflict('settlement.noRemittanceAccount');
    await payLockedLines(tx, [line], input);
  });
}

/** Keeps a pending (or already held) line back, with the reason; it can be paid or released later. */
export function holdLine(db: Database, input: { lineId: number; reason: string; adminId: number }) {
  return db.$transaction(async (tx) => {
    const line = await lockedLine(tx, input.lineId);
    requireState(line.state, OPEN_LINE_STATES);
    await tx.settlementLine.update({
      where: { id: line.id },
      data: { state: LineState.held, holdReason: input.reason.trim(), ...decided(input.adminId) },
    });
  });
}

/**
 * Gives a held line up: its items go back to unsettled (the next batch takes them again) and the
 * balance it carried is no longer reserved by it.
 */
export function releaseLine(db: Database, input: { lineId: number; adminId: number }) {
  return db.$transaction(async (tx) => {
    const line = await lockedLine(tx, input.lineId);
    requireState(line.state, [LineState.held]);
    await tx.orderItem.updateMany({
      where: { settlementLineId: line.id },
      data: { settlementStatus: SettlementStatus.unsettled, settlementLineId: null },
    });
    await tx.settlementLine.update({
      where: { id: line.id },
      data: { state: LineState.released, ...decided(input.adminId) },
    });
  });
}
