-- CreateTable
CREATE TABLE "Follow" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(16) NOT NULL DEFAULT 'bib',
    "activityId" INTEGER NOT NULL,
    "bib" VARCHAR(16) NOT NULL,
    "userId" INTEGER,
    "email" VARCHAR(254),
    "state" VARCHAR(16) NOT NULL,
    "locale" VARCHAR(8) NOT NULL,
    "confirmTokenHash" CHAR(64),
    "unsubscribeTokenHash" CHAR(64) NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "lastNotifiedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Follow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FollowMatch" (
    "followId" INTEGER NOT NULL,
    "photoId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMP(3),

    CONSTRAINT "FollowMatch_pkey" PRIMARY KEY ("followId","photoId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Follow_confirmTokenHash_key" ON "Follow"("confirmTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "Follow_unsubscribeTokenHash_key" ON "Follow"("unsubscribeTokenHash");

-- CreateIndex
CREATE INDEX "Follow_activityId_bib_state_idx" ON "Follow"("activityId", "bib", "state");

-- CreateIndex
CREATE INDEX "Follow_userId_createdAt_idx" ON "Follow"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Follow_expiresAt_idx" ON "Follow"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Follow_kind_activityId_bib_email_key" ON "Follow"("kind", "activityId", "bib", "email");

-- CreateIndex
CREATE UNIQUE INDEX "Follow_kind_activityId_bib_userId_key" ON "Follow"("kind", "activityId", "bib", "userId");

-- CreateIndex
CREATE INDEX "FollowMatch_photoId_idx" ON "FollowMatch"("photoId");

-- CreateIndex
CREATE INDEX "FollowMatch_notifiedAt_idx" ON "FollowMatch"("notifiedAt");

-- AddForeignKey
ALTER TABLE "Follow" ADD CONSTRAINT "Follow_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Follow" ADD CONSTRAINT "Follow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowMatch" ADD CONSTRAINT "FollowMatch_followId_fkey" FOREIGN KEY ("followId") REFERENCES "Follow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowMatch" ADD CONSTRAINT "FollowMatch_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

