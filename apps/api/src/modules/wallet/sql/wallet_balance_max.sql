-- The largest balance the wallet answers: amounts travel as integers up to 2^53 - 1 (the
-- protocol's, and JavaScript's, exact limit), so a win that would take a balance past it is
-- refused (wallet_win) or left to be refused (wallet_batch_together).
CREATE OR REPLACE FUNCTION wallet_balance_max()
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 9007199254740991::bigint $$;
