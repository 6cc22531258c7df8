import Type from 'typebox';
import { LEDGER_KINDS } from './entries.ts';

// The ledger's shapes as answers carry them: to the photographer and to finance.

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const LedgerKindName = Type.Union(LEDGER_KINDS.map((kind) => Type.Literal(kind)));

export const Balances = Type.Object({
  owed: Type.Integer(),
  unsettled: Type.Integer(),
  inSettlement: Type.Integer(),
  paidOut: Type.Integer(),
});

export const LedgerLine = Type.Object({
  id: Type.Integer(),
  kind: LedgerKindName,
  amount: Type.Integer(),
  /** What the platform owed the photographer right after this entry (all entries, in order). */
  balance: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  reason: NullableString,
  orderItemId: Type.Union([Type.Integer(), Type.Null()]),
  activityTitle: NullableString,
});
