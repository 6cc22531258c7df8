-- AlterTable
ALTER TABLE "Role" ADD COLUMN     "displayNameEn" VARCHAR(64) NOT NULL DEFAULT '';


-- The built-in roles get their English names (and the owner its name), unless an admin renamed them.
UPDATE "Role" SET "displayName" = '擁有者' WHERE "name" = 'Admin' AND "displayName" = '系統管理員';
UPDATE "Role" SET "displayNameEn" = 'Owner' WHERE "name" = 'Admin';
UPDATE "Role" SET "displayNameEn" = 'Finance' WHERE "name" = 'Finance';
UPDATE "Role" SET "displayNameEn" = 'Content editor' WHERE "name" = 'Editor';
