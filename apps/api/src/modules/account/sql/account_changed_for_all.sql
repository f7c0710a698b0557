-- A TRUNCATE of a table the account answer reads raises `*`: forget every player's answer.
CREATE OR REPLACE FUNCTION account_changed_for_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER players_truncated AFTER TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION account_changed_for_all();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_accounts_truncated AFTER TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION account_changed_for_all();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER deposit_orders_truncated AFTER TRUNCATE ON deposit_orders
  FOR EACH STATEMENT EXECUTE FUNCTION account_changed_for_all();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER withdrawal_orders_truncated AFTER TRUNCATE ON withdrawal_orders
  FOR EACH STATEMENT EXECUTE FUNCTION account_changed_for_all();
