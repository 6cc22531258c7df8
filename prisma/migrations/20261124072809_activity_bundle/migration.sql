-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "bundlePrice" INTEGER;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "bundleActivityId" INTEGER;

-- CreateTable
CREATE TABLE "CartBundle" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "activityId" INTEGER NOT NULL,
    "photoIds" INTEGER[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CartBundle_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CartBundle_userId_activityId_key" ON "CartBundle"("userId", "activityId");

-- AddForeignKey
ALTER TABLE "CartBundle" ADD CONSTRAINT "CartBundle_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartBundle" ADD CONSTRAINT "CartBundle_activityId_fkey" FOREIGN KEY ("activityId") REFERENCES "Activity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

