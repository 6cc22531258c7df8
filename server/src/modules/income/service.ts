import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Culture } from '../../lib/i18n.ts';
import { balances } from '../../shared/ledger/balances.ts';
import { recordAdjustment } from '../../shared/ledger/entries.ts';
import { ledgerStatement } from '../../shared/ledger/statement.ts';
import { maskedRemittance } from '../../shared/remittance-view.ts';
import { figuresOf } from './figures.ts';
import type { AdjustmentBody, IncomeDetailQuery } from './schemas.ts';

// One photographer's income page, and finance's adjustments to what they are owed.

type DetailQuery = Static<typeof IncomeDetailQuery>;

/** A photographer, or anyone who has sold or been booked: a member who never was is not found. */
async function photographerFigures(app: FastifyInstance, userId: number) {
  const [row, user] = await Promise.all([
    figuresOf(app.db, userId),
    app.db.user.findUnique({ where: { id: userId }, select: { photographerAuth: true } }),
  ]);
  const hasMoney =
    row && (row.salesCount > 0 || (await app.db.ledgerEntry.count({ where: { photographerId: userId } })) > 0);
  if (!row || !(user?.photographerAuth || hasMoney)) throw notFound('catalogue.photographerNotFound');
  return row;
}

export async function incomeDetail(app: FastifyInstance, culture: Culture, query: DetailQuery) {
  const { id, kind, SkipCount, MaxResultCount } = query;
  const { photographer, ...figures } = await photographerFigures(app, id);
  const [owed, remittance, ledger] = await Promise.all([
    balances(app.db, id),
    maskedRemittance(app.db, culture, id),
    ledgerStatement(app.db, id, culture, { kind }, { SkipCount, MaxResultCount }),
  ]);
  return { photographer, figures, balances: owed, remittance, ledger };
}

/** Books a signed correction with its reason and author; the photographer's balance moves at once. */
export async function addAdjustment(app: FastifyInstance, adminId: number, body: Static<typeof AdjustmentBody>) {
  if (body.amount === 0) throw badRequest('income.adjustmentZero');
  await photographerFigures(app, body.photographerId);
  await recordAdjustment(app.db, { ...body, createdById: adminId });
}
