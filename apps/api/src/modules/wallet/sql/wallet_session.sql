-- The game session a wallet call's token opened (the token travels only as its hash).
CREATE OR REPLACE FUNCTION wallet_session(request jsonb)
RETURNS game_sessions LANGUAGE sql STABLE AS $$
  SELECT * FROM game_sessions WHERE token_hash = request->>'tokenHash'
$$;
