-- Every change to what a player's account shows (balance, wagering, deposits, the player's own
-- flags) raises `account_changed` with the player's id, whoever makes it: the api, another api
-- instance, an operator's SQL. The api keeps account answers in memory and forgets a player's on
-- this signal (docs/decisions/0006-account-answers-in-memory.md). This one: the player's own row.
-- A player row is never deleted (rows_kept, decision 0029), so there is no DELETE to hear.
CREATE OR REPLACE FUNCTION account_changed_by_player() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER players_account_changed AFTER INSERT OR UPDATE ON players
  FOR EACH ROW EXECUTE FUNCTION account_changed_by_player();
