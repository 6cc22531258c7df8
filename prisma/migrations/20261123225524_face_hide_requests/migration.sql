-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "perceptualHash" BYTEA;

-- CreateTable
CREATE TABLE "FaceHideRequest" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "faceCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),
    "undoneByUserId" INTEGER,

    CONSTRAINT "FaceHideRequest_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "Face" ADD COLUMN     "hideRequestId" INTEGER;

-- Faces hidden so far become requests (one per member, activity and moment), so they can be
-- undone too. A face hidden without a member (never done through the API) becomes visible.
INSERT INTO "FaceHideRequest" ("userId", "activityId", "faceCount", "createdAt")
SELECT "hiddenByUserId", "activityId", count(*), "hiddenAt"
FROM "Face"
WHERE "hiddenAt" IS NOT NULL AND "hiddenByUserId" IS NOT NULL
GROUP BY "hiddenByUserId", "activityId", "hiddenAt";

UPDATE "Face" AS f
SET "hideRequestId" = r."id"
FROM "FaceHideRequest" AS r
WHERE f."hiddenByUserId" = r."userId" AND f."activityId" = r."activityId" AND f."hiddenAt" = r."createdAt";

-- AlterTable
ALTER TABLE "Face" DROP COLUMN "hiddenAt",
DROP COLUMN "hiddenByUserId";

-- CreateIndex
CREATE INDEX "FaceHideRequest_userId_createdAt_idx" ON "FaceHideRequest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "FaceHideRequest_createdAt_idx" ON "FaceHideRequest"("createdAt");

-- CreateIndex
CREATE INDEX "Face_hideRequestId_idx" ON "Face"("hideRequestId");

-- AddForeignKey
ALTER TABLE "Face" ADD CONSTRAINT "Face_hideRequestId_fkey" FOREIGN KEY ("hideRequestId") REFERENCES "FaceHideRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FaceHideRequest" ADD CONSTRAINT "FaceHideRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FaceHideRequest" ADD CONSTRAINT "FaceHideRequest_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FaceHideRequest" ADD CONSTRAINT "FaceHideRequest_undoneByUserId_fkey" FOREIGN KEY ("undoneByUserId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
