-- AlterTable
ALTER TABLE "Album" ADD COLUMN     "cameraPoint" VARCHAR(64);

-- CreateTable
CREATE TABLE "PhotographerApplication" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "displayName" VARCHAR(64) NOT NULL,
    "realName" VARCHAR(64) NOT NULL,
    "phone" VARCHAR(32) NOT NULL,
    "cityId" INTEGER,
    "introduction" VARCHAR(2000) NOT NULL,
    "portfolioUrl" VARCHAR(500),
    "sampleKeys" TEXT[],
    "termsAcceptedAt" TIMESTAMP(3) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "reviewerId" INTEGER,
    "reviewNote" VARCHAR(1000),
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PhotographerApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "type" VARCHAR(32) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "titleEn" VARCHAR(200) NOT NULL,
    "link" VARCHAR(500),
    "entityId" INTEGER,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PhotographerApplication_status_createdAt_idx" ON "PhotographerApplication"("status", "createdAt");

-- CreateIndex
CREATE INDEX "PhotographerApplication_userId_createdAt_idx" ON "PhotographerApplication"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_readAt_createdAt_idx" ON "Notification"("readAt", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_type_createdAt_idx" ON "Notification"("type", "createdAt");

-- AddForeignKey
ALTER TABLE "PhotographerApplication" ADD CONSTRAINT "PhotographerApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotographerApplication" ADD CONSTRAINT "PhotographerApplication_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

