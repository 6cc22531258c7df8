import type { Database } from '../../shared/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { page, type Paging } from '../../shared/paging.ts';
import { maskedAccount } from '../../shared/remittance-view.ts';
import { LineState, OPEN_LINE_STATES } from '../../shared/domain/settlement-line-state.ts';

// What /admin/OrderSettlement reads: the batches, newest first, and one batch with its lines (the
// remittance account masked; the full number only goes into the bank's export).

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listBatches(db: Database, paging: Paging) {
  const batches = await page(db.settlementBatch, paging, {
    include: { createdBy: { select: { displayName: true } } },
    orderBy: { id: 'desc' },
  });
  const sums = await db.settlementLine.groupBy({
    by: ['batchId', 'state'],
    where: { batchId: { in: batches.items.map((batch) => batch.id) } },
    _count: { _all: true },
    _sum: { amount: true },
  });
  const of = (batchId: number, states: readonly string[]) =>
    sums.filter((sum) => sum.batchId === batchId && states.includes(sum.state));
  return {
    totalCount: batches.totalCount,
    items: batches.items.map((batch) => ({
      id: batch.id,
      periodFrom: batch.periodFrom.toISOString(),
      periodTo: batch.periodTo.toISOString(),
      createdAt: batch.createdAt.toISOString(),
      createdBy: batch.createdBy.displayName,
      lineCount: of(batch.id, Object.values(LineState)).reduce((total, sum) => total + sum._count._all, 0),
      openAmount: of(batch.id, OPEN_LINE_STATES).reduce((total, sum) => total + (sum._sum.amount ?? 0), 0),
      paidAmount: of(batch.id, [LineState.paid]).reduce((total, sum) => total + (sum._sum.amount ?? 0), 0),
    })),
  };
}

export async function batchDetail(db: Database, culture: Culture, batchId: number) {
  const batch = await db.settlementBatch.findUnique({
    where: { id: batchId },
    include: {
      createdBy: { select: { displayName: true } },
      lines: {
        include: {
          photographer: { select: { id: true, displayName: true, email: true, remittance: true } },
          decidedBy: { select: { displayName: true } },
        },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!batch) throw notFound('settlement.batchNotFound');
  return {
    id: batch.id,
    periodFrom: batch.periodFrom.toISOString(),
    periodTo: batch.periodTo.toISOString(),
    createdAt: batch.createdAt.toISOString(),
    createdBy: batch.createdBy.displayName,
    lines: batch.lines.map(({ photographer: { remittance, ...photographer }, decidedBy, ...line }) => ({
      id: line.id,
      photographer,
      account: remittance && maskedAccount(culture, remittance),
      itemCount: line.itemCount,
      itemsAmount: line.itemsAmount,
      carriedAmount: line.carriedAmount,
      amount: line.amount,
      state: line.state,
      holdReason: line.holdReason,
      transferReference: line.transferReference,
      decidedBy: decidedBy?.displayName ?? null,
      decidedAt: iso(line.decidedAt),
    })),
  };
}
