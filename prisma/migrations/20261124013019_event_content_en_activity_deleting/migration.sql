-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "contentEn" TEXT;

-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "deletingAt" TIMESTAMP(3);

