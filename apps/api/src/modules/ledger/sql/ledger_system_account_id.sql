-- A system account's id by its code, opened on first use. Never locked: system balances are
-- derived from postings (docs/decisions/0002-ledger-hot-rows.md).
CREATE OR REPLACE FUNCTION ledger_system_account_id(account_code text, account_currency text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  account_id bigint;
BEGIN
  SELECT id INTO account_id FROM ledger_accounts WHERE code = account_code;
  IF account_id IS NULL THEN
    INSERT INTO ledger_accounts (code, currency, kind) VALUES (account_code, account_currency, 'system')
    ON CONFLICT (code) DO NOTHING;
    SELECT id INTO account_id FROM ledger_accounts WHERE code = account_code;
  END IF;
  RETURN account_id;
END $$;
