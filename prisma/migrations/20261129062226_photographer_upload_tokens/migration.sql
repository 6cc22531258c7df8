-- CreateTable
CREATE TABLE "UploadToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "secretHash" CHAR(64) NOT NULL,
    "tokenVersion" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "UploadToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UploadToken_secretHash_key" ON "UploadToken"("secretHash");

-- CreateIndex
CREATE INDEX "UploadToken_userId_createdAt_idx" ON "UploadToken"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "UploadToken" ADD CONSTRAINT "UploadToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

