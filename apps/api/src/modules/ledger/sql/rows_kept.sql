-- The rows that the ledger's postings, the rounds and the wallet's kept answers point at are never
-- deleted: a transaction, an account, a player, a game session. Those pointers carry no foreign
-- key (each row's check was a query of its own, about a sixth of the database's time on a wallet
-- call: docs/decisions/0029-hot-rows-without-foreign-keys.md), so the database refuses the DELETE
-- that a foreign key refused before, whoever runs it, the api's own connection included.
-- TRUNCATE is the schema owner's, as in the tests' clean-up between cases.
CREATE OR REPLACE FUNCTION rows_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are kept: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_transactions_kept BEFORE DELETE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION rows_kept();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_accounts_kept BEFORE DELETE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION rows_kept();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER players_kept BEFORE DELETE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION rows_kept();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER game_sessions_kept BEFORE DELETE ON game_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION rows_kept();
