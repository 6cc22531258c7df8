-- AlterTable
ALTER TABLE "BibTag" ADD COLUMN     "listVouched" BOOLEAN NOT NULL DEFAULT false;

