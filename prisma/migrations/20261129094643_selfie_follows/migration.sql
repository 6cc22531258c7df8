-- AlterTable
ALTER TABLE "Follow" ADD COLUMN     "consentedAt" TIMESTAMP(3),
ADD COLUMN     "descriptor" BYTEA;

-- CreateIndex
CREATE INDEX "Follow_activityId_kind_state_idx" ON "Follow"("activityId", "kind", "state");

