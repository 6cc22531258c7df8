-- CreateTable
CREATE TABLE "FaceSearchResult" (
    "id" TEXT NOT NULL,
    "userId" INTEGER,
    "activityId" INTEGER NOT NULL,
    "faces" JSONB NOT NULL,
    "descriptors" BYTEA NOT NULL,
    "faceIndex" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FaceSearchResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotMeMark" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "photoId" INTEGER NOT NULL,
    "faceId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotMeMark_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FaceSearchResult_expiresAt_idx" ON "FaceSearchResult"("expiresAt");

-- CreateIndex
CREATE INDEX "NotMeMark_userId_activityId_idx" ON "NotMeMark"("userId", "activityId");

-- CreateIndex
CREATE UNIQUE INDEX "NotMeMark_userId_photoId_key" ON "NotMeMark"("userId", "photoId");

-- AddForeignKey
ALTER TABLE "FaceSearchResult" ADD CONSTRAINT "FaceSearchResult_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FaceSearchResult" ADD CONSTRAINT "FaceSearchResult_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotMeMark" ADD CONSTRAINT "NotMeMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotMeMark" ADD CONSTRAINT "NotMeMark_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotMeMark" ADD CONSTRAINT "NotMeMark_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

