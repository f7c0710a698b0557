-- Every change to what a player's account shows (balance, wagering, deposits, the player's own
-- flags) raises `account_changed` with the player's id, whoever makes it: the api, another api
-- instance, an operator's SQL. The api keeps account answers in memory and forgets a player's on
-- this signal (docs/decisions/0006-account-answers-in-memory.md). A TRUNCATE raises `*`: forget all.
CREATE FUNCTION account_changed_by_player() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION account_changed_by_owned_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.player_id ELSE NEW.player_id END;
BEGIN
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('account_changed', owner::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION account_changed_for_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER players_account_changed AFTER INSERT OR UPDATE OR DELETE ON players
  FOR EACH ROW EXECUTE FUNCTION account_changed_by_player();
--> statement-breakpoint
-- House accounts have no player: the WHEN skips them without calling plpgsql.
CREATE TRIGGER ledger_accounts_account_changed AFTER INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW WHEN (NEW.player_id IS NOT NULL) EXECUTE FUNCTION account_changed_by_owned_row();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_account_removed AFTER DELETE ON ledger_accounts
  FOR EACH ROW WHEN (OLD.player_id IS NOT NULL) EXECUTE FUNCTION account_changed_by_owned_row();
--> statement-breakpoint
CREATE TRIGGER deposit_orders_account_changed AFTER INSERT OR UPDATE OR DELETE ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION account_changed_by_owned_row();
--> statement-breakpoint
CREATE TRIGGER players_truncated AFTER TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION account_changed_for_all();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_truncated AFTER TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION account_changed_for_all();
--> statement-breakpoint
CREATE TRIGGER deposit_orders_truncated AFTER TRUNCATE ON deposit_orders
  FOR EACH STATEMENT EXECUTE FUNCTION account_changed_for_all();
