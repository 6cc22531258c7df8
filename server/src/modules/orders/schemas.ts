import Type from 'typebox';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { PAYMENT_METHODS } from '../../payments/ecpay.ts';
import { ORDER_STATUSES } from '../../shared/domain/order-status.ts';
import { Id } from '../../lib/schema-types.ts';
import { OrderBundleView } from './order-bundles.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const OrderStatus = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));

const Method = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));

export const CheckoutBody = Type.Object({
  /** ECPay ChoosePayment; default: Credit when enabled, else the first enabled method. */
  choosePayment: Type.Optional(Method),
});

/** The methods a member may choose at checkout; the first is the default. */
export const PaymentMethods = Type.Object({ methods: Type.Array(Method) });

export const CheckoutResult = Type.Object({
  orderId: Type.Integer(),
  merchantTradeNo: Type.String(),
  totalAmount: Type.Integer(),
});

export const EcpayFormQuery = Type.Object({
  orderId: Id,
  /** Pay this attempt with another enabled method; default: the order's method. */
  choosePayment: Type.Optional(Method),
});
export const IdQuery = Type.Object({ id: Id });
export const OrdersQuery = Type.Object(pagingQuery());

const summaryFields = {
  id: Type.Integer(),
  merchantTradeNo: Type.String(),
  status: OrderStatus,
  totalAmount: Type.Integer(),
  itemCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: NullableDate,
  paymentType: NullableString,
  /** Whether photos of the order were refunded: none, some, or all (the order is then refunded). */
  refundState: Type.Union([Type.Literal('none'), Type.Literal('partial'), Type.Literal('full')]),
  /** NT$ given back for refunded photos (a duplicate payment's refund is not counted here). */
  refundedAmount: Type.Integer({ minimum: 0 }),
  /** When the last photo was refunded; null when none was. */
  lastRefundedAt: NullableDate,
};

export const OrderSummary = Type.Object(summaryFields);

export const OrderItemView = Type.Object({
  photoId: Type.Integer(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  albumId: Type.Integer(),
  photographerId: Type.Integer(),
  photographerName: Type.String(),
  price: Type.Integer(),
  /** The activity whose bundle the photo was sold in; null for a photo bought alone. */
  bundleActivityId: NullableInteger,
  thumbnailUrl: NullableString,
  takenAt: Type.String({ format: 'date-time' }),
  /** When the photo was refunded (its original can no longer be downloaded); null if kept. */
  refundedAt: NullableDate,
});

export const OrderDetail = Type.Object({
  ...summaryFields,
  choosePayment: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  cancelledAt: NullableDate,
  refundedAt: NullableDate,
  items: Type.Array(OrderItemView),
  bundles: Type.Array(OrderBundleView),
});

export const OrderList = PagedResult(OrderSummary);

export const EcpayFormResult = Type.Object({
  /** Where the browser posts the form: ECPay's AioCheckOut, or the local simulator. */
  action: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
  order: Type.Object({
    id: Type.Integer(),
    merchantTradeNo: Type.String(),
    totalAmount: Type.Integer(),
    itemCount: Type.Integer(),
    choosePayment: Type.String(),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
});
