-- This migration once created database functions (and, for 0006, the triggers that call them).
-- Migrations now hold schema changes only: the live definition of every database function lives
-- in one source file beside the TypeScript that calls it (src/modules/*/sql/), applied at every
-- start-up with CREATE OR REPLACE (docs/decisions/0007-one-ledger-writer.md). The file stays so
-- the migration journal is complete.
SELECT 1;
