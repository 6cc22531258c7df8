-- AlterTable
ALTER TABLE "Album" ADD COLUMN     "nameEn" VARCHAR(100);

