-- DropIndex
DROP INDEX "Notification_readAt_createdAt_idx";

-- AlterTable: read state becomes per admin (NotificationRead). The old global readAt names no
-- admin, so it is dropped: existing notifications start unread for everyone.
ALTER TABLE "Notification" DROP COLUMN "readAt",
ADD COLUMN     "onceKey" VARCHAR(100),
ADD COLUMN     "permission" VARCHAR(64);

-- Existing rows get the permission their type needs (shared/domain/notification-kinds.ts).
UPDATE "Notification" SET "permission" = CASE "type"
  WHEN 'ApplyPhotographer' THEN 'Pages.Applications'
  WHEN 'ActivityPhoto' THEN 'Pages.Albums.Images'
  WHEN 'Car' THEN 'Pages.Orders'
  WHEN 'Users' THEN 'Pages.Inquiries'
  WHEN 'Photographer' THEN 'Pages.Settlement'
  ELSE 'Pages.Dashboard'
END;

ALTER TABLE "Notification" ALTER COLUMN "permission" SET NOT NULL;

-- CreateTable
CREATE TABLE "NotificationRead" (
    "notificationId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotificationRead_pkey" PRIMARY KEY ("userId","notificationId")
);

-- CreateIndex
CREATE INDEX "NotificationRead_notificationId_idx" ON "NotificationRead"("notificationId");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_onceKey_key" ON "Notification"("onceKey");

-- CreateIndex
CREATE INDEX "Notification_permission_createdAt_idx" ON "Notification"("permission", "createdAt");

-- AddForeignKey
ALTER TABLE "NotificationRead" ADD CONSTRAINT "NotificationRead_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationRead" ADD CONSTRAINT "NotificationRead_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

