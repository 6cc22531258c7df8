-- AlterTable
ALTER TABLE "RoleMenu" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;

