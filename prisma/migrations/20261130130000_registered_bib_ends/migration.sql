-- Written by hand: Prisma's schema cannot declare an index on an expression or with a collation.
-- Whether a longer registered bib starts or ends with a reading (decision 093) is a range of one
-- of these, in byte order, instead of a scan of the activity's list.
CREATE INDEX "RegisteredBib_start_idx" ON "RegisteredBib" ("activityId", bib COLLATE "C");
CREATE INDEX "RegisteredBib_end_idx" ON "RegisteredBib" ("activityId", reverse(bib) COLLATE "C");
