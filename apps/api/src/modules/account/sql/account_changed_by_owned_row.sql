-- `account_changed` for rows a player owns (`player_id`): balance rows, deposit and withdrawal
-- orders.
CREATE OR REPLACE FUNCTION account_changed_by_owned_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.player_id ELSE NEW.player_id END;
BEGIN
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('account_changed', owner::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- House accounts have no player: the WHEN skips them without calling plpgsql. So does a wallet
-- batch, whose caller announces the players it changed after the commit: a NOTIFY makes its
-- transaction's commit take a lock every notifying commit of the cluster shares, held until the
-- commit is on disk, so two batches that notified could not commit at once (wallet_batch,
-- docs/decisions/0030).
CREATE OR REPLACE TRIGGER ledger_accounts_account_changed AFTER INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW WHEN (NEW.player_id IS NOT NULL
    AND current_setting('sorte.account_news', true) IS DISTINCT FROM 'announced_by_caller')
  EXECUTE FUNCTION account_changed_by_owned_row();
--> statement-breakpoint
-- A balance row is never deleted (rows_kept, decision 0029): nothing to hear on DELETE.
DROP TRIGGER IF EXISTS ledger_accounts_account_removed ON ledger_accounts;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER deposit_orders_account_changed AFTER INSERT OR UPDATE OR DELETE ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION account_changed_by_owned_row();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER withdrawal_orders_account_changed AFTER INSERT OR UPDATE OR DELETE ON withdrawal_orders
  FOR EACH ROW EXECUTE FUNCTION account_changed_by_owned_row();
