-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "settlementLineId" INTEGER;

-- CreateTable
CREATE TABLE "SettlementBatch" (
    "id" SERIAL NOT NULL,
    "periodFrom" TIMESTAMP(3) NOT NULL,
    "periodTo" TIMESTAMP(3) NOT NULL,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SettlementBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SettlementLine" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER NOT NULL,
    "photographerId" INTEGER NOT NULL,
    "itemCount" INTEGER NOT NULL,
    "itemsAmount" INTEGER NOT NULL,
    "carriedAmount" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "state" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "holdReason" VARCHAR(500),
    "transferReference" VARCHAR(64),
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "SettlementLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SettlementBatch_periodFrom_idx" ON "SettlementBatch"("periodFrom");

-- CreateIndex
CREATE INDEX "SettlementLine_photographerId_state_idx" ON "SettlementLine"("photographerId", "state");

-- CreateIndex
CREATE UNIQUE INDEX "SettlementLine_batchId_photographerId_key" ON "SettlementLine"("batchId", "photographerId");

-- CreateIndex
CREATE INDEX "OrderItem_settlementLineId_idx" ON "OrderItem"("settlementLineId");

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_settlementLineId_fkey" FOREIGN KEY ("settlementLineId") REFERENCES "SettlementLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_settlementLineId_fkey" FOREIGN KEY ("settlementLineId") REFERENCES "SettlementLine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SettlementBatch" ADD CONSTRAINT "SettlementBatch_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SettlementLine" ADD CONSTRAINT "SettlementLine_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "SettlementBatch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SettlementLine" ADD CONSTRAINT "SettlementLine_photographerId_fkey" FOREIGN KEY ("photographerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SettlementLine" ADD CONSTRAINT "SettlementLine_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

