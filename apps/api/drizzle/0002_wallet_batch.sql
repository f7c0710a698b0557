-- Several wallet calls in one round trip and one transaction, applied in order: the api groups
-- calls that arrive while earlier ones are in flight (group commit).
CREATE OR REPLACE FUNCTION wallet_batch(calls jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb := '[]'::jsonb;
  item jsonb;
BEGIN
  FOR item IN SELECT call.value FROM jsonb_array_elements(calls) WITH ORDINALITY AS call(value, position)
      ORDER BY call.position LOOP
    answers := answers || jsonb_build_array(CASE item->>'fn'
      WHEN 'wallet_bet' THEN wallet_bet(item->'request')
      WHEN 'wallet_win' THEN wallet_win(item->'request')
      WHEN 'wallet_rollback' THEN wallet_rollback(item->'request')
    END);
  END LOOP;
  RETURN answers;
END $$;
