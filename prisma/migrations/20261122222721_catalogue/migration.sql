-- CreateTable
CREATE TABLE "Event" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "titleEn" VARCHAR(200),
    "eventDate" DATE NOT NULL,
    "cityId" INTEGER,
    "typeId" INTEGER,
    "location" VARCHAR(200),
    "signUpUrl" VARCHAR(500),
    "content" TEXT,
    "coverKey" TEXT,
    "isRecommended" BOOLEAN NOT NULL DEFAULT false,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Activity" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "titleEn" VARCHAR(200),
    "activityDate" DATE NOT NULL,
    "cityId" INTEGER,
    "typeId" INTEGER,
    "coverKey" TEXT,
    "eventId" INTEGER,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "isRecommended" BOOLEAN NOT NULL DEFAULT false,
    "bibSearchEnabled" BOOLEAN NOT NULL DEFAULT true,
    "faceSearchEnabled" BOOLEAN NOT NULL DEFAULT true,
    "defaultPrice" INTEGER NOT NULL DEFAULT 169,
    "photoCount" INTEGER NOT NULL DEFAULT 0,
    "photographerCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Album" (
    "id" SERIAL NOT NULL,
    "activityId" INTEGER NOT NULL,
    "photographerId" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "shootDate" DATE,
    "defaultPrice" INTEGER NOT NULL,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "photoCount" INTEGER NOT NULL DEFAULT 0,
    "coverKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Album_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Photo" (
    "id" SERIAL NOT NULL,
    "albumId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "photographerId" INTEGER NOT NULL,
    "originalKey" TEXT NOT NULL,
    "previewKey" TEXT,
    "thumbnailKey" TEXT,
    "fileName" VARCHAR(255) NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "contentHash" CHAR(64) NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "takenAt" TIMESTAMP(3) NOT NULL,
    "price" INTEGER NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'processing',
    "failureReason" TEXT,
    "batchId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BibTag" (
    "id" SERIAL NOT NULL,
    "photoId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "bib" VARCHAR(16) NOT NULL,
    "source" VARCHAR(16) NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL DEFAULT 1,

    CONSTRAINT "BibTag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Banner" (
    "id" SERIAL NOT NULL,
    "typeId" INTEGER NOT NULL DEFAULT 1,
    "title" VARCHAR(200) NOT NULL,
    "imageKey" TEXT NOT NULL,
    "linkUrl" VARCHAR(500),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Banner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FootLink" (
    "id" SERIAL NOT NULL,
    "parentId" INTEGER,
    "title" VARCHAR(100) NOT NULL,
    "titleEn" VARCHAR(100),
    "requestUrl" VARCHAR(100),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "isShow" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FootLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FootContent" (
    "id" SERIAL NOT NULL,
    "footLinkId" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "contentEn" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FootContent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HeaderLink" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "titleEn" VARCHAR(100),
    "url" VARCHAR(500) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "isShow" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HeaderLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Event_isVisible_eventDate_idx" ON "Event"("isVisible", "eventDate");

-- CreateIndex
CREATE INDEX "Activity_isVisible_activityDate_idx" ON "Activity"("isVisible", "activityDate");

-- CreateIndex
CREATE INDEX "Activity_isRecommended_activityDate_idx" ON "Activity"("isRecommended", "activityDate");

-- CreateIndex
CREATE INDEX "Activity_eventId_idx" ON "Activity"("eventId");

-- CreateIndex
CREATE INDEX "Album_activityId_photographerId_idx" ON "Album"("activityId", "photographerId");

-- CreateIndex
CREATE INDEX "Album_photographerId_idx" ON "Album"("photographerId");

-- CreateIndex
CREATE INDEX "Photo_albumId_status_takenAt_idx" ON "Photo"("albumId", "status", "takenAt");

-- CreateIndex
CREATE INDEX "Photo_activityId_status_takenAt_idx" ON "Photo"("activityId", "status", "takenAt");

-- CreateIndex
CREATE INDEX "Photo_batchId_idx" ON "Photo"("batchId");

-- CreateIndex
CREATE UNIQUE INDEX "Photo_albumId_contentHash_key" ON "Photo"("albumId", "contentHash");

-- CreateIndex
CREATE INDEX "BibTag_activityId_bib_idx" ON "BibTag"("activityId", "bib");

-- CreateIndex
CREATE UNIQUE INDEX "BibTag_photoId_bib_source_key" ON "BibTag"("photoId", "bib", "source");

-- CreateIndex
CREATE INDEX "Banner_typeId_isVisible_sort_idx" ON "Banner"("typeId", "isVisible", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "FootLink_requestUrl_key" ON "FootLink"("requestUrl");

-- CreateIndex
CREATE INDEX "FootLink_parentId_sort_idx" ON "FootLink"("parentId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "FootContent_footLinkId_key" ON "FootContent"("footLinkId");

-- CreateIndex
CREATE INDEX "HeaderLink_isShow_sort_idx" ON "HeaderLink"("isShow", "sort");

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Album" ADD CONSTRAINT "Album_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Album" ADD CONSTRAINT "Album_photographerId_fkey" FOREIGN KEY ("photographerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES "Album"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BibTag" ADD CONSTRAINT "BibTag_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FootLink" ADD CONSTRAINT "FootLink_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "FootLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FootContent" ADD CONSTRAINT "FootContent_footLinkId_fkey" FOREIGN KEY ("footLinkId") REFERENCES "FootLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

