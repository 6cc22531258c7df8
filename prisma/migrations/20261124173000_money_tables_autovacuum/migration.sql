-- Settlement batches and money reports read the order items and the ledger, whose rows are updated
-- by every batch (item → line) and every paid line (item → paid). PostgreSQL's default waits for
-- 20 % of a table to change before vacuuming it: 200 000 rows at a year of a busy site and more as
-- the tables grow, so a batch would read months of dead row versions. 2 % keeps the dead versions
-- a batch walks through bounded by about a month of changes (docs/decisions/042).
ALTER TABLE "OrderItem" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE "LedgerEntry" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
