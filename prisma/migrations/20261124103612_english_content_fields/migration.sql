-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "locationEn" VARCHAR(200);

-- AlterTable
ALTER TABLE "Album" ADD COLUMN     "cameraPointEn" VARCHAR(64);

-- AlterTable
ALTER TABLE "Banner" ADD COLUMN     "altText" VARCHAR(200),
ADD COLUMN     "altTextEn" VARCHAR(200);

