import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { Balances, LedgerKindName, LedgerLine } from '../../shared/ledger/schemas.ts';
import { MaskedRemittance } from '../../shared/remittance-view.ts';

// Photographers' income as finance reads it (AdminIncome/*): figures from the orders and the
// ledger, the ledger itself, and finance's adjustments.

/** The largest adjustment either way, NT$: a correction, not a payout. */
export const ADJUSTMENT_LIMIT = 1_000_000;

export const INCOME_SORTS = ['balanceDesc', 'balanceAsc'] as const;

/** A day in Taiwan's time zone, YYYY-MM-DD. */
const Day = Type.String({ format: 'date', pattern: '^[12][0-9]{3}-', maxLength: 10 });

export const IncomeListQuery = Type.Object({
  /** Part of the photographer's name or e-mail. */
  keyword: Type.Optional(Type.String({ maxLength: 254 })),
  /** Sales (by paid time), payouts and adjustments on or after this Taipei day; the balance is today's. */
  dateFrom: Type.Optional(Day),
  /** … on or before this Taipei day. */
  dateTo: Type.Optional(Day),
  sort: Type.Optional(
    Type.Union(
      INCOME_SORTS.map((sort) => Type.Literal(sort)),
      { default: 'balanceDesc' },
    ),
  ),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

/**
 * NT$ figures of one photographer (docs/decisions/072); net = gross − refunds = shares + fees, and
 * shares − paidOut + adjustments = balance.
 */
export const IncomeFigures = Type.Object({
  /** Photos sold, net of refunds. */
  salesCount: Type.Integer(),
  /** What buyers paid for the photographer's items, refunded ones included. */
  gross: Type.Integer(),
  /** What buyers got back for refunded items. */
  refunds: Type.Integer(),
  /** gross − refunds. */
  net: Type.Integer(),
  /** The photographer's shares of the items kept (the ledger's sales less reversals). */
  shares: Type.Integer(),
  /** The platform's fees on the items kept. */
  fees: Type.Integer(),
  /** Shares of the items refunded (taken back). */
  refunded: Type.Integer(),
  paidOut: Type.Integer(),
  /** Finance's adjustments, signed. */
  adjustments: Type.Integer(),
  /** What the platform owes the photographer now: the sum of the ledger. */
  balance: Type.Integer(),
});

const Photographer = Type.Object({ id: Type.Integer(), displayName: Type.String(), email: Type.String() });

export const IncomeRow = Type.Object({ photographer: Photographer, ...IncomeFigures.properties });

export const IncomeList = PagedResult(IncomeRow);

export const IncomeDetailQuery = Type.Object({
  id: Id,
  kind: Type.Optional(LedgerKindName),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

const AdminLedgerLine = Type.Object({
  ...LedgerLine.properties,
  /** The admin who recorded a payout or an adjustment. */
  createdByName: Type.Union([Type.String(), Type.Null()]),
});

export const IncomeDetail = Type.Object({
  photographer: Photographer,
  figures: IncomeFigures,
  balances: Balances,
  remittance: MaskedRemittance,
  ledger: PagedResult(AdminLedgerLine),
});

export const AdjustmentBody = Type.Object({
  photographerId: Id,
  /** NT$, signed: positive owes the photographer more, negative less; never 0. */
  amount: Type.Integer({ minimum: -ADJUSTMENT_LIMIT, maximum: ADJUSTMENT_LIMIT }),
  reason: RequiredText(500),
});
