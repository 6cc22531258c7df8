-- CreateTable
-- Unlogged: a count lost in a crash costs nothing, and each request writes here.
CREATE UNLOGGED TABLE "RateLimitWindow" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimitWindow_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimitWindow_endsAt_idx" ON "RateLimitWindow"("endsAt");

