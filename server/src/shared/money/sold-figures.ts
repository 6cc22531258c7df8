import { Prisma } from '../../generated/prisma/client.ts';

// The one definition of the money figures every screen shows (docs/decisions/072). Each is an
// aggregate over order items aliased `oi` and restricted by SOLD_ITEMS: items of orders that were
// paid (paid, or paid then refunded), whose paid time the item carries. An item refunded since is
// counted in `gross` and `refunds` and nowhere else, so for any set of items:
//   net = gross − refunds = photographerShare + platformFee, and
//   photographerShare = the sum of those items' sale and reversal entries in the ledger.
// Callers name the columns as their API always has (e.g. the report's `revenue` is `net`).

/** The items counted: those of paid orders (refunded ones included), by the order's paid time. */
export const SOLD_ITEMS = Prisma.sql`oi."paidAt" IS NOT NULL`;

const KEPT = Prisma.sql`oi."refundedAt" IS NULL`;
const REFUNDED = Prisma.sql`oi."refundedAt" IS NOT NULL`;

export const SoldFigure = {
  /** NT$ buyers paid for the items, refunded ones included (gross sales). */
  gross: Prisma.sql`coalesce(sum(oi."price"), 0)::int`,
  /** NT$ given back to buyers for refunded items. */
  refunds: Prisma.sql`coalesce(sum(oi."price") FILTER (WHERE ${REFUNDED}), 0)::int`,
  /** NT$ kept: gross − refunds (net revenue). */
  net: Prisma.sql`coalesce(sum(oi."price") FILTER (WHERE ${KEPT}), 0)::int`,
  /** The photographers' shares of the items kept: what the ledger credits net of reversals. */
  photographerShare: Prisma.sql`coalesce(sum(oi."photographerShare") FILTER (WHERE ${KEPT}), 0)::int`,
  /** The platform's fees on the items kept. */
  platformFee: Prisma.sql`coalesce(sum(oi."platformFee") FILTER (WHERE ${KEPT}), 0)::int`,
  /** Photos sold net of refunds. */
  photosSold: Prisma.sql`(count(*) FILTER (WHERE ${KEPT}))::int`,
  /** Photos refunded. */
  refundedItems: Prisma.sql`(count(*) FILTER (WHERE ${REFUNDED}))::int`,
  /** The photographers' shares taken back by refunds. */
  refundedShare: Prisma.sql`coalesce(sum(oi."photographerShare") FILTER (WHERE ${REFUNDED}), 0)::int`,
} as const;

/** The photographers' shares of the items kept that also meet `condition` (e.g. paid out). */
export const photographerShareWhere = (condition: Prisma.Sql) =>
  Prisma.sql`coalesce(sum(oi."photographerShare") FILTER (WHERE ${KEPT} AND ${condition}), 0)::int`;
