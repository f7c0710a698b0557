-- The game session a wallet call's token opened (the token travels only as its hash), or a row of
-- NULLs.
-- PL/pgSQL rather than SQL: a SQL function returning a row is planned again on every call, and
-- every wallet call starts here.
CREATE OR REPLACE FUNCTION wallet_session(request jsonb)
RETURNS game_sessions LANGUAGE plpgsql STABLE AS $$
DECLARE
  session game_sessions;
BEGIN
  SELECT * INTO session FROM game_sessions WHERE token_hash = request->>'tokenHash';
  RETURN session;
END $$;
