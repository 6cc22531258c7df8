-- DropIndex
DROP INDEX "OrderItem_photographerId_settlementStatus_idx";

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "paidAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "OrderItem_photographerId_idx" ON "OrderItem"("photographerId");

-- Money reports (docs/decisions/042): an item carries its order's paid time while the order is
-- paid or refunded, so a range of days is one range of one index, read alone, with no join. The
-- triggers below keep the copy for every writer (payment callbacks, refunds, factories, demo data).
CREATE FUNCTION "order_item_paid_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."paidAt" := (SELECT CASE WHEN o."status" IN ('paid', 'refunded') THEN o."paidAt" END
                   FROM "Order" o WHERE o."id" = NEW."orderId");
  RETURN NEW;
END $$;

CREATE TRIGGER "OrderItem_paidAt" BEFORE INSERT OR UPDATE OF "orderId" ON "OrderItem"
    FOR EACH ROW EXECUTE FUNCTION "order_item_paid_at"();

CREATE FUNCTION "order_paid_at_to_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "OrderItem" SET "paidAt" = CASE WHEN NEW."status" IN ('paid', 'refunded') THEN NEW."paidAt" END
  WHERE "orderId" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "Order_paidAt_to_items" AFTER UPDATE OF "status", "paidAt" ON "Order"
    FOR EACH ROW
    WHEN ((OLD."status" IN ('paid', 'refunded')) IS DISTINCT FROM (NEW."status" IN ('paid', 'refunded'))
          OR OLD."paidAt" IS DISTINCT FROM NEW."paidAt")
    EXECUTE FUNCTION "order_paid_at_to_items"();

UPDATE "OrderItem" oi SET "paidAt" = o."paidAt" FROM "Order" o
WHERE o."id" = oi."orderId" AND o."status" IN ('paid', 'refunded');

CREATE INDEX "OrderItem_paidAt_figures_idx" ON "OrderItem" ("paidAt")
  INCLUDE ("orderId", "activityId", "photographerId", "price", "platformFee", "photographerShare", "refundedAt")
  WHERE "paidAt" IS NOT NULL;

-- Replaced by the index above: the reports no longer join items to orders by paid time.
DROP INDEX "OrderItem_orderId_figures_idx";
DROP INDEX "Order_paidAt_reported_idx";
