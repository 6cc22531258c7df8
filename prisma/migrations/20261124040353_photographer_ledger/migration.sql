-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" SERIAL NOT NULL,
    "photographerId" INTEGER NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "amount" INTEGER NOT NULL,
    "orderItemId" INTEGER,
    "settlementLineId" INTEGER,
    "reason" VARCHAR(500),
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LedgerEntry_photographerId_createdAt_idx" ON "LedgerEntry"("photographerId", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_orderItemId_idx" ON "LedgerEntry"("orderItemId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_kind_orderItemId_key" ON "LedgerEntry"("kind", "orderItemId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_kind_settlementLineId_key" ON "LedgerEntry"("kind", "settlementLineId");

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_photographerId_fkey" FOREIGN KEY ("photographerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_orderItemId_fkey" FOREIGN KEY ("orderItemId") REFERENCES "OrderItem"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Written by hand: what each kind may hold, and the ledger is append-only for real.
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_kind_check" CHECK (
    ("kind" = 'sale' AND "orderItemId" IS NOT NULL AND "amount" >= 0)
    OR ("kind" = 'reversal' AND "orderItemId" IS NOT NULL AND "amount" <= 0)
    OR ("kind" = 'payout' AND "amount" <= 0)
    OR ("kind" = 'adjustment' AND "reason" IS NOT NULL AND "amount" <> 0)
);

CREATE FUNCTION "ledger_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'LedgerEntry is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER "LedgerEntry_append_only" BEFORE UPDATE OR DELETE ON "LedgerEntry"
    FOR EACH ROW EXECUTE FUNCTION "ledger_entry_append_only"();

-- Backfill: every item already sold is credited when its order was paid, and reversed when refunded.
INSERT INTO "LedgerEntry" ("photographerId", "kind", "amount", "orderItemId", "createdAt")
SELECT oi."photographerId", 'sale', oi."photographerShare", oi."id", o."paidAt"
FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId"
WHERE o."status" IN ('paid', 'refunded') AND o."paidAt" IS NOT NULL
ORDER BY o."paidAt", oi."id";

INSERT INTO "LedgerEntry" ("photographerId", "kind", "amount", "orderItemId", "createdAt")
SELECT oi."photographerId", 'reversal', -oi."photographerShare", oi."id", COALESCE(o."refundedAt", o."paidAt")
FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId"
WHERE o."status" = 'refunded' AND o."paidAt" IS NOT NULL
ORDER BY o."refundedAt", oi."id";
