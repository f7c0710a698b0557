-- A refusal as the wallet answers it: a stable code and, sometimes, a detail for the provider's
-- engineers (the api adds the words).
CREATE OR REPLACE FUNCTION wallet_failure(failure_code text, detail text DEFAULT NULL)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN detail IS NULL THEN jsonb_build_object('ok', false, 'code', failure_code)
    ELSE jsonb_build_object('ok', false, 'code', failure_code, 'message', detail) END
$$;
