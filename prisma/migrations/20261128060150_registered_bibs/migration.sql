-- CreateTable
CREATE TABLE "RegisteredBib" (
    "activityId" INTEGER NOT NULL,
    "bib" VARCHAR(16) NOT NULL,
    "name" VARCHAR(100),
    "nameKey" VARCHAR(200),
    "category" VARCHAR(50),

    CONSTRAINT "RegisteredBib_pkey" PRIMARY KEY ("activityId","bib")
);

-- CreateTable
CREATE TABLE "RegisteredBibList" (
    "activityId" INTEGER NOT NULL,
    "bibCount" INTEGER NOT NULL,
    "namedCount" INTEGER NOT NULL,
    "format" JSONB NOT NULL,
    "fileName" VARCHAR(255) NOT NULL,
    "importedById" INTEGER,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RegisteredBibList_pkey" PRIMARY KEY ("activityId")
);

-- CreateTable
CREATE TABLE "HeldBibReading" (
    "id" SERIAL NOT NULL,
    "photoId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "bib" VARCHAR(16) NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "boxX" INTEGER,
    "boxY" INTEGER,
    "boxWidth" INTEGER,
    "boxHeight" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HeldBibReading_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RegisteredBib_activityId_nameKey_idx" ON "RegisteredBib"("activityId", "nameKey");

-- CreateIndex
CREATE INDEX "HeldBibReading_activityId_id_idx" ON "HeldBibReading"("activityId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "HeldBibReading_photoId_bib_key" ON "HeldBibReading"("photoId", "bib");

-- AddForeignKey
ALTER TABLE "RegisteredBib" ADD CONSTRAINT "RegisteredBib_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisteredBibList" ADD CONSTRAINT "RegisteredBibList_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisteredBibList" ADD CONSTRAINT "RegisteredBibList_importedById_fkey" FOREIGN KEY ("importedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HeldBibReading" ADD CONSTRAINT "HeldBibReading_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

