-- AlterTable
ALTER TABLE "PaymentAttempt" ADD COLUMN     "issuedAt" TIMESTAMP(3);

