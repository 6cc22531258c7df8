-- CreateIndex
CREATE INDEX "Photo_activityId_publishedAt_idx" ON "Photo"("activityId", "publishedAt");

