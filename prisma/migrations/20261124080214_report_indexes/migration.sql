-- Money reports (/admin/AdminReport, docs/decisions/035): a range of paid orders by paid time, and
-- their items' figures read from the index alone. Written by hand: Prisma's schema cannot declare a
-- partial index or included columns (schema.prisma names them in a comment).
CREATE INDEX "Order_paidAt_reported_idx" ON "Order" ("paidAt") INCLUDE ("id") WHERE "status" IN ('paid', 'refunded');

CREATE INDEX "OrderItem_orderId_figures_idx" ON "OrderItem" ("orderId")
  INCLUDE ("activityId", "photographerId", "price", "platformFee", "photographerShare", "refundedAt");
