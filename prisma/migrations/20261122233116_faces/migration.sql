-- CreateTable
CREATE TABLE "Face" (
    "id" SERIAL NOT NULL,
    "photoId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "x" INTEGER NOT NULL,
    "y" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "descriptor" BYTEA NOT NULL,
    "hiddenAt" TIMESTAMP(3),
    "hiddenByUserId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Face_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Face_activityId_id_idx" ON "Face"("activityId", "id");

-- CreateIndex
CREATE INDEX "Face_photoId_idx" ON "Face"("photoId");

-- AddForeignKey
ALTER TABLE "Face" ADD CONSTRAINT "Face_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

