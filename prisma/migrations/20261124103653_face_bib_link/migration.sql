-- AlterTable
ALTER TABLE "BibTag" ADD COLUMN     "boxHeight" INTEGER,
ADD COLUMN     "boxWidth" INTEGER,
ADD COLUMN     "boxX" INTEGER,
ADD COLUMN     "boxY" INTEGER;

-- CreateTable
CREATE TABLE "FaceBibLink" (
    "faceId" INTEGER NOT NULL,
    "bib" VARCHAR(16) NOT NULL,
    "activityId" INTEGER NOT NULL,
    "photoId" INTEGER NOT NULL,

    CONSTRAINT "FaceBibLink_pkey" PRIMARY KEY ("faceId")
);

-- CreateIndex
CREATE INDEX "FaceBibLink_activityId_bib_idx" ON "FaceBibLink"("activityId", "bib");

-- CreateIndex
CREATE INDEX "FaceBibLink_photoId_idx" ON "FaceBibLink"("photoId");

-- AddForeignKey
ALTER TABLE "FaceBibLink" ADD CONSTRAINT "FaceBibLink_faceId_fkey" FOREIGN KEY ("faceId") REFERENCES "Face"("id") ON DELETE CASCADE ON UPDATE CASCADE;

