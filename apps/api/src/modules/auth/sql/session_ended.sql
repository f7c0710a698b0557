-- A player session that ends (logout, idle logout, an operator's SQL) raises `session_ended` with
-- the session's id, so every api process forgets it at once instead of trusting its cached copy
-- for a few more seconds. A TRUNCATE raises `*`: forget every session.
CREATE OR REPLACE FUNCTION session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE NEW.id::text END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_ended AFTER UPDATE OF revoked_at, expires_at ON sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION session_ended();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_ended();
