-- A saved version of a market's settings raises `market_settings_changed` with the market's code,
-- so every api process puts it in force at once, and `account_changed` `*`, since a player's
-- account answer shows what the settings decide (VIP level, rewards). Versions are history: the
-- database refuses to change or remove one; a correction is a newer version.
CREATE OR REPLACE FUNCTION market_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('market_settings_changed', CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE NEW.market END);
  PERFORM pg_notify('account_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER market_settings_saved AFTER INSERT ON market_settings_versions
  FOR EACH ROW EXECUTE FUNCTION market_settings_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER market_settings_truncated AFTER TRUNCATE ON market_settings_versions
  FOR EACH STATEMENT EXECUTE FUNCTION market_settings_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION market_settings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'market_settings_versions is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER market_settings_versions_append_only
  BEFORE UPDATE OR DELETE ON market_settings_versions
  FOR EACH ROW EXECUTE FUNCTION market_settings_append_only();
