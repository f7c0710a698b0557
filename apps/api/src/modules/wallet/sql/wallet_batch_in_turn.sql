-- A batch's calls run one after another, each by its own function with every rule it has: the
-- definition of what a batch does. wallet_batch takes this way whenever wallet_batch_together
-- cannot apply the batch at once.
CREATE OR REPLACE FUNCTION wallet_batch_in_turn(calls jsonb)
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
