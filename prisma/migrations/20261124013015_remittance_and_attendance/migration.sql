-- CreateTable
CREATE TABLE "UsersRemittance" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "bankCode" CHAR(3) NOT NULL,
    "branch" VARCHAR(64) NOT NULL,
    "accountName" VARCHAR(64) NOT NULL,
    "accountNumberCipher" TEXT NOT NULL,
    "accountLast4" CHAR(4) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UsersRemittance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RemittanceChange" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "changedById" INTEGER,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "oldMasked" VARCHAR(200) NOT NULL,
    "newMasked" VARCHAR(200) NOT NULL,
    "fields" TEXT[],

    CONSTRAINT "RemittanceChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityShooter" (
    "id" SERIAL NOT NULL,
    "activityId" INTEGER NOT NULL,
    "photographerId" INTEGER NOT NULL,
    "cameraPoint" VARCHAR(64) NOT NULL,
    "note" VARCHAR(500),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActivityShooter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UsersRemittance_userId_key" ON "UsersRemittance"("userId");

-- CreateIndex
CREATE INDEX "RemittanceChange_userId_changedAt_idx" ON "RemittanceChange"("userId", "changedAt");

-- CreateIndex
CREATE INDEX "ActivityShooter_photographerId_createdAt_idx" ON "ActivityShooter"("photographerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityShooter_activityId_photographerId_cameraPoint_key" ON "ActivityShooter"("activityId", "photographerId", "cameraPoint");

-- AddForeignKey
ALTER TABLE "UsersRemittance" ADD CONSTRAINT "UsersRemittance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RemittanceChange" ADD CONSTRAINT "RemittanceChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RemittanceChange" ADD CONSTRAINT "RemittanceChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityShooter" ADD CONSTRAINT "ActivityShooter_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityShooter" ADD CONSTRAINT "ActivityShooter_photographerId_fkey" FOREIGN KEY ("photographerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

