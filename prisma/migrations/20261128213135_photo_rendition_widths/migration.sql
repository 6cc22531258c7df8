-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "previewWidth" SMALLINT,
ADD COLUMN     "thumbnailWidth" SMALLINT;

