import type { Database } from '../../src/shared/database.ts';

/** A batch with one line for the photographer, in the given state (default paid), for ledger tests. */
export async function createSettlementLine(
  db: Database,
  {
    photographerId,
    amount,
    createdById,
    state = 'paid',
  }: { photographerId: number; amount: number; createdById: number; state?: string },
) {
  const batch = await db.settlementBatch.create({
    data: {
      periodFrom: new Date('2025-03-01T00:00:00+08:00'),
      periodTo: new Date('2025-04-01T00:00:00+08:00'),
      createdById,
      lines: { create: { photographerId, itemCount: 0, itemsAmount: amount, carriedAmount: 0, amount, state } },
    },
    include: { lines: true },
  });
  return batch.lines[0]!;
}
