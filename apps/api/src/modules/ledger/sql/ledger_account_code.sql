-- The one definition of a ledger account's code. A posting names its account by reference:
-- `player:<id>` for a player's cash, or a system account's name (`house`, `psp:clearing`, …);
-- the code adds the currency, since every account holds one currency.
-- Not STRICT, so that PostgreSQL inlines it into its callers (a NULL still gives NULL).
CREATE OR REPLACE FUNCTION ledger_account_code(account_ref text, account_currency text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN account_ref LIKE 'player:%'
    THEN account_ref || ':' || account_currency || ':cash'
    ELSE account_ref || ':' || account_currency END
$$;
