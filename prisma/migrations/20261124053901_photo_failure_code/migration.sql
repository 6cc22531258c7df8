-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "failureCode" VARCHAR(32);


-- Failed photos from before the code: read it from the stored English reason. The detail keeps
-- the library's words only (the old reason repeated "could not be read" before them).
UPDATE "Photo" SET "failureCode" = CASE
    WHEN "failureReason" LIKE '%exceeds pixel limit%' THEN 'too-large'
    WHEN "failureReason" LIKE 'The image could not be read%' THEN 'unreadable'
    WHEN "failureReason" = 'The original file is missing from storage' THEN 'original-missing'
    WHEN "failureReason" = 'The preview or thumbnail is missing from storage' THEN 'rendition-missing'
    ELSE 'processing-error'
  END,
  "failureReason" = regexp_replace("failureReason", '^The image could not be read: ', '')
WHERE "status" = 'failed';
