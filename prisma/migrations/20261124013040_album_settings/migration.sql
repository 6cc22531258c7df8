-- CreateTable
CREATE TABLE "AlbumSetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "priceList" INTEGER[] DEFAULT ARRAY[99, 129, 149, 169, 179, 189, 199, 249, 299]::INTEGER[],
    "watermarkText" VARCHAR(20) NOT NULL DEFAULT '運動相簿',
    "previewLongSide" INTEGER NOT NULL DEFAULT 1600,
    "bibOcrEnabled" BOOLEAN NOT NULL DEFAULT true,
    "ocrMinConfidence" DOUBLE PRECISION NOT NULL DEFAULT 0.3,
    "faceMatchThreshold" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AlbumSetting_pkey" PRIMARY KEY ("id")
);

-- The one row, taking over the price list the payment settings held (the default when none yet).
INSERT INTO "AlbumSetting" ("id", "priceList", "updatedAt")
SELECT 1, COALESCE((SELECT "priceList" FROM "PaymentSetting" WHERE "id" = 1),
                   ARRAY[99, 129, 149, 169, 179, 189, 199, 249, 299]::INTEGER[]), CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "PaymentSetting" DROP COLUMN "priceList";
