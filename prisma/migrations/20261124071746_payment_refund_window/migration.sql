-- AlterTable
ALTER TABLE "PaymentSetting" ADD COLUMN     "refundWindowDays" INTEGER NOT NULL DEFAULT 7;

