-- ledger_system_account(name, currency) is replaced by ledger_system_account_id(code, currency),
-- called only by ledger_post (src/modules/ledger/sql/). Dropped so no writer of postings is left
-- outside the ledger's one primitive.
DROP FUNCTION IF EXISTS ledger_system_account(text, text);
