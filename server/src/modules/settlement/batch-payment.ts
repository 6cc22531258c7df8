import type { Database } from '../../shared/database.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { LineState } from '../../shared/domain/settlement-line-state.ts';
import { payLockedLines } from './lines.ts';

// Paying a whole batch in one action (docs/decisions/073): every pending line of the batch, after
// finance has sent the bank its transfer file, in one transaction. All or nothing: a line that
// cannot be paid (no remittance account) refuses the batch and nothing is written. Held lines stay
// held: they were kept back on purpose and are paid, or released, one by one.
//
// The batch row is locked first, so two payers of a batch (a second tab, another admin) queue; the
// second then finds no pending line left and is told the batch is paid (409), nothing written. A
// line paid on its own meanwhile is skipped: its row lock and the re-read state keep it out.

/** Pays every pending line of a batch; answers how many lines and how much were paid. */
export function payBatch(db: Database, input: { batchId: number; transferReference: string; adminId: number }) {
  return db.$transaction(
    async (tx) => {
      const [batch] = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "SettlementBatch" WHERE "id" = ${input.batchId} FOR UPDATE`;
      if (!batch) throw notFound('settlement.batchNotFound');
      const lines = await tx.$queryRaw<{ id: number; photographerId: number; amount: number; hasAccount: boolean }[]>`
        SELECT l."id", l."photographerId", l."amount", (r."userId" IS NOT NULL) AS "hasAccount"
        FROM "SettlementLine" l LEFT JOIN "UsersRemittance" r ON r."userId" = l."photographerId"
        WHERE l."batchId" = ${batch.id} AND l."state" = ${LineState.pending}
        ORDER BY l."id"
        FOR UPDATE OF l`;
      if (lines.length === 0) {
        const paid = await tx.settlementLine.count({ where: { batchId: batch.id, state: LineState.paid } });
        throw conflict(paid > 0 ? 'settlement.batchAlreadyPaid' : 'settlement.nothingToPay');
      }
      const withoutAccount = lines.filter((line) => !line.hasAccount);
      if (withoutAccount.length > 0) {
        const photographers = await tx.user.findMany({
          where: { id: { in: withoutAccount.map((line) => line.photographerId) } },
          select: { displayName: true },
          orderBy: { id: 'asc' },
        });
        throw conflict('settlement.batchNoRemittanceAccount', {
          names: photographers.map((photographer) => photographer.displayName).join(', '),
        });
      }
      await payLockedLines(tx, lines, input);
      return { lineCount: lines.length, amount: lines.reduce((total, line) => total + line.amount, 0) };
    },
    { timeout: 60_000 },
  );
}
