-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "coverWidth" SMALLINT;

-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "coverWidth" SMALLINT;

-- AlterTable
ALTER TABLE "Banner" ADD COLUMN     "imageWidth" SMALLINT;

