import Type from 'typebox';
import { Id, RequiredText } from '../../lib/schema-types.ts';
import { ORDER_STATUSES } from '../../shared/domain/order-status.ts';
import { PagedResult, pagingQuery } from '../../shared/paging.ts';
import { OrderBundleView } from './order-bundles.ts';

// The back office's orders (/admin/OrderList, /admin/OrderDetails/:id) and refunds.

const DateTime = Type.String({ format: 'date-time' });
const NullableDate = Type.Union([DateTime, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
/** A day in Taiwan's time zone, YYYY-MM-DD. */
const Day = Type.String({ format: 'date', pattern: '^[12][0-9]{3}-', maxLength: 10 });

export const OrderStatusName = Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)));

/** ecpay-credit: asked of ECPay's credit-card refund; manual: finance gives the money back. */
export const RefundMethod = Type.Union([Type.Literal('ecpay-credit'), Type.Literal('manual')]);

/** duplicate: the order was paid twice; late: paid after it had expired or failed. */
export const AnomalyKind = Type.Union([Type.Literal('duplicate'), Type.Literal('late')]);

export const AdminOrderListQuery = Type.Object({
  ...pagingQuery(),
  /** The order number (id), a MerchantTradeNo of any of its payment attempts, or part of one. */
  keyword: Type.Optional(Type.String({ maxLength: 40 })),
  /** Part of the member's e-mail. */
  email: Type.Optional(Type.String({ maxLength: 254 })),
  status: Type.Optional(OrderStatusName),
  activityId: Type.Optional(Id),
  /** Orders with at least one photo of this photographer. */
  photographerId: Type.Optional(Id),
  /** Ordered on or after this day (Taipei). */
  dateFrom: Type.Optional(Day),
  /** Ordered on or before this day (Taipei). */
  dateTo: Type.Optional(Day),
  /** Only orders with a duplicate or late payment. */
  anomaly: Type.Optional(Type.Boolean()),
});

/** The list's filters without its paging: what the CSV export takes. */
export const AdminOrderExportQuery = Type.Omit(AdminOrderListQuery, ['SkipCount', 'MaxResultCount']);

const Member = Type.Object({ id: Type.Integer(), email: Type.String(), displayName: Type.String() });

export const AdminOrderListItem = Type.Object({
  id: Type.Integer(),
  merchantTradeNo: Type.String(),
  member: Member,
  status: OrderStatusName,
  totalAmount: Type.Integer(),
  itemCount: Type.Integer(),
  refundedItemCount: Type.Integer(),
  choosePayment: Type.String(),
  paymentType: NullableString,
  hasAnomaly: Type.Boolean(),
  createdAt: DateTime,
  paidAt: NullableDate,
});

export const AdminOrderItem = Type.Object({
  id: Type.Integer(),
  photoId: Type.Integer(),
  thumbnailUrl: NullableString,
  fileName: Type.String(),
  activity: Type.Object({ id: Type.Integer(), title: Type.String() }),
  photographer: Type.Object({ id: Type.Integer(), displayName: Type.String() }),
  price: Type.Integer(),
  bundleActivityId: NullableInteger,
  photographerShare: Type.Integer(),
  platformFee: Type.Integer(),
  settlementStatus: Type.String(),
  refundedAt: NullableDate,
  refundId: NullableInteger,
});

const Attempt = Type.Object({
  merchantTradeNo: Type.String(),
  choosePayment: Type.String(),
  issuedAt: NullableDate,
  createdAt: DateTime,
});

const Notice = Type.Object({
  id: Type.Integer(),
  merchantTradeNo: Type.String(),
  rtnCode: NullableString,
  tradeAmt: NullableInteger,
  verified: Type.Boolean(),
  outcome: Type.String(),
  /** ECPay's message (RtnMsg) and how it was paid (PaymentType), as posted. */
  message: NullableString,
  paymentType: NullableString,
  createdAt: DateTime,
});

const RefundView = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  reason: Type.String(),
  method: RefundMethod,
  /** ECPay's answer when its credit-card refund was asked (a refusal leaves the refund to finance). */
  ecpayMessage: NullableString,
  paymentNotificationId: NullableInteger,
  itemIds: Type.Array(Type.Integer()),
  createdBy: Type.Object({ id: Type.Integer(), email: Type.String() }),
  createdAt: DateTime,
});

const Anomaly = Type.Object({
  kind: AnomalyKind,
  /** The notice of the money that came twice or late. */
  notificationId: Type.Integer(),
  merchantTradeNo: Type.String(),
  amount: NullableInteger,
  receivedAt: DateTime,
  /** The refund that settled it; a late payment is settled by refunding the order's items. */
  refundId: NullableInteger,
});

/** How many of an order's downloads its page shows (the newest). */
export const ORDER_DOWNLOADS_SHOWN = 100;

const DownloadView = Type.Object({
  id: Type.Integer(),
  at: DateTime,
  kind: Type.Union([Type.Literal('original'), Type.Literal('zip')]),
  /** Who downloaded: the buyer, or an admin fetching the order's ZIP. */
  member: Type.Object({ id: Type.Integer(), displayName: Type.String() }),
  /** The original's photo; null for a ZIP of the order. */
  photo: Type.Union([Type.Object({ id: Type.Integer(), fileName: Type.String() }), Type.Null()]),
  /** The client's network only (IPv4 /24, IPv6 /48). */
  clientNetwork: Type.String(),
});

export const AdminOrderDetail = Type.Object({
  ...AdminOrderListItem.properties,
  ecpayTradeNo: NullableString,
  paymentMessage: NullableString,
  expiresAt: DateTime,
  cancelledAt: NullableDate,
  refundedAt: NullableDate,
  /** NT$ given back so far, items and duplicate payments together. */
  refundedAmount: Type.Integer(),
  items: Type.Array(AdminOrderItem),
  bundles: Type.Array(OrderBundleView),
  attempts: Type.Array(Attempt),
  notifications: Type.Array(Notice),
  refunds: Type.Array(RefundView),
  anomalies: Type.Array(Anomaly),
  /** The newest downloads (at most ORDER_DOWNLOADS_SHOWN) and how many there are in all. */
  downloads: PagedResult(DownloadView),
});

export const AdminOrderIdQuery = Type.Object({ id: Id });

export const RefundBody = Type.Object({
  orderId: Id,
  /** The items to refund; none: every item not refunded yet. */
  itemIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true })),
  /** A duplicate payment's notice to refund instead of items. */
  paymentNotificationId: Type.Optional(Id),
  reason: RequiredText(500),
});
