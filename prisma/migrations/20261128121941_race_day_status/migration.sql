-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "publishedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "StatusSample" (
    "minute" TIMESTAMP(3) NOT NULL,
    "queueWaiting" INTEGER NOT NULL,
    "queueOldestSeconds" INTEGER NOT NULL,
    "requests" INTEGER NOT NULL,
    "serverErrors" INTEGER NOT NULL,

    CONSTRAINT "StatusSample_pkey" PRIMARY KEY ("minute")
);

-- CreateIndex
CREATE INDEX "Photo_publishedAt_idx" ON "Photo"("publishedAt");

