import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { pagingQuery } from '../../shared/paging.ts';
import { MaskedAccount } from '../../shared/remittance-view.ts';
import { LINE_STATES } from '../../shared/domain/settlement-line-state.ts';

// The back office's settlement batches (/admin/OrderSettlement).

const DateTime = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const BatchListQuery = Type.Object({ ...pagingQuery() });
export const BatchIdQuery = Type.Object({ batchId: Id });
export const TRANSFER_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type TransferFileFormat = (typeof TRANSFER_FILE_FORMATS)[number];
export const TransferFileQuery = Type.Object({
  batchId: Id,
  format: Type.Union(TRANSFER_FILE_FORMATS.map((format) => Type.Literal(format))),
});

/** A calendar month in Taiwan's time zone: the batch's period is its first day to the next month's. */
export const CreateBatchBody = Type.Object({
  month: Type.String({ pattern: '^[12][0-9]{3}-(0[1-9]|1[0-2])$', maxLength: 7 }),
});

export const PayLineBody = Type.Object({
  lineId: Id,
  /** The bank's reference of the transfer made. */
  transferReference: RequiredText(64),
});
/** Every pending line of a batch, paid by one bank transfer file: the bank's reference of it. */
export const PayBatchBody = Type.Object({ batchId: Id, transferReference: RequiredText(64) });
export const PaidBatch = Type.Object({
  /** Lines paid by this request. */
  lineCount: Type.Integer(),
  /** NT$ paid by this request. */
  amount: Type.Integer(),
});
export const HoldLineBody = Type.Object({ lineId: Id, reason: RequiredText(500) });
export const ReleaseLineBody = Type.Object({ lineId: Id });

export const BatchListItem = Type.Object({
  id: Type.Integer(),
  periodFrom: DateTime,
  periodTo: DateTime,
  createdAt: DateTime,
  createdBy: Type.String(),
  lineCount: Type.Integer(),
  /** NT$ of the pending and held lines. */
  openAmount: Type.Integer(),
  paidAmount: Type.Integer(),
});

export const LineStateName = Type.Union(LINE_STATES.map((state) => Type.Literal(state)));

export const SettlementLineView = Type.Object({
  id: Type.Integer(),
  photographer: Type.Object({ id: Type.Integer(), displayName: Type.String(), email: Type.String() }),
  account: Type.Union([MaskedAccount, Type.Null()]),
  itemCount: Type.Integer(),
  itemsAmount: Type.Integer(),
  carriedAmount: Type.Integer(),
  amount: Type.Integer(),
  state: LineStateName,
  holdReason: NullableString,
  transferReference: NullableString,
  decidedBy: NullableString,
  decidedAt: Type.Union([DateTime, Type.Null()]),
});

export const BatchDetail = Type.Object({
  id: Type.Integer(),
  periodFrom: DateTime,
  periodTo: DateTime,
  createdAt: DateTime,
  createdBy: Type.String(),
  lines: Type.Array(SettlementLineView),
});
