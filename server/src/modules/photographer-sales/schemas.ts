import Type from 'typebox';
import { Id } from '../../lib/schema-types.ts';
import { Balances, LedgerKindName, LedgerLine } from '../../shared/ledger/schemas.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';

// A photographer's own sales, ledger and earnings (decision 032).

const NullableString = Type.Union([Type.String(), Type.Null()]);
// Years 1000–2999 only: PostgreSQL has no year 0, and nothing was sold before the site existed.
const Day = Type.String({ format: 'date', pattern: '^[12][0-9]{3}-', maxLength: 10 });

/** What a sold item is now: its settlement status, or refunded. */
export const SaleStatus = Type.Union([
  Type.Literal('unsettled'),
  Type.Literal('in_settlement'),
  Type.Literal('paid'),
  Type.Literal('refunded'),
]);

export const MySalesQuery = Type.Object({
  activityId: Type.Optional(Id),
  /** Sold on or after this day (Taipei). */
  dateFrom: Type.Optional(Day),
  /** Sold on or before this day (Taipei). */
  dateTo: Type.Optional(Day),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

const Sale = Type.Object({
  id: Type.Integer(),
  soldAt: Type.String({ format: 'date-time' }),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  albumId: Type.Integer(),
  albumName: Type.String(),
  photoId: Type.Integer(),
  thumbnailUrl: NullableString,
  price: Type.Integer(),
  photographerShare: Type.Integer(),
  platformFee: Type.Integer(),
  status: SaleStatus,
});

/** The shared figures of docs/decisions/072: count, price, share and fee are net of refunds. */
export const SaleTotals = Type.Object({
  /** Photos sold, net of refunds. */
  count: Type.Integer(),
  /** Net: gross − refunds. */
  price: Type.Integer(),
  photographerShare: Type.Integer(),
  platformFee: Type.Integer(),
  /** What buyers paid, refunded items included. */
  gross: Type.Integer(),
  refunds: Type.Integer(),
  refundedItems: Type.Integer(),
});

const SoldActivity = Type.Object({ id: Type.Integer(), title: Type.String() });

export const MySalesResult = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(Sale),
  /** The whole filtered list added up, not only this page; totalCount counts refunded rows too. */
  totals: SaleTotals,
  /** Every activity the caller sold in: what the list can be filtered by. */
  activities: Type.Array(SoldActivity),
});

export const MySaleQuery = Type.Object({ id: Id });

const ItemEntry = Type.Object({
  id: Type.Integer(),
  kind: LedgerKindName,
  amount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const MySaleResult = Type.Object({
  ...Sale.properties,
  merchantTradeNo: Type.String(),
  /** The ledger entries of this item: its sale credit, and its reversal once refunded. */
  entries: Type.Array(ItemEntry),
});

export const MyLedgerQuery = Type.Object({
  kind: Type.Optional(LedgerKindName),
  /** Entries on or after this Taipei day. */
  dateFrom: Type.Optional(Day),
  /** Entries on or before this Taipei day. */
  dateTo: Type.Optional(Day),
  ...pagingQuery({ max: 100, defaultSize: 20 }),
});

/** The ledger's filters without paging: what its CSV export takes. */
export const MyLedgerExportQuery = Type.Omit(MyLedgerQuery, ['SkipCount', 'MaxResultCount']);

export const MyLedgerResult = Type.Object({
  ...PagedResult(LedgerLine).properties,
  balances: Balances,
});

export const MyEarningsQuery = Type.Object({
  /** How many months back the monthly rows reach, this month included. */
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 36, default: 12 })),
});

const Earnings = Type.Object({
  /** Items sold less items refunded. */
  count: Type.Integer(),
  /** Shares of items already paid out. */
  settled: Type.Integer(),
  /** Shares not paid out yet (unsettled or in a settlement batch). */
  unsettled: Type.Integer(),
});

export const MyEarningsResult = Type.Object({
  /** Oldest month first, every month of the period (months without sales are zeros). */
  byMonth: Type.Array(Type.Object({ month: Type.String(), ...Earnings.properties })),
  /** Largest earnings first. */
  byActivity: Type.Array(Type.Object({ activityId: Type.Integer(), title: Type.String(), ...Earnings.properties })),
  balances: Balances,
});
