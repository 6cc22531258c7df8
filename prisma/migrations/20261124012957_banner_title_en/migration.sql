-- AlterTable
ALTER TABLE "Banner" ADD COLUMN     "titleEn" VARCHAR(200);

