-- Several wallet calls in one round trip and one transaction, applied in order: the api groups
-- calls that arrive while earlier ones are in flight (group commit, docs/decisions/0003). Every
-- batch first locks the balance rows of all the players it will touch, in account order, and only
-- then runs its calls (which lock rounds). Two batches that share players (a player with two games
-- open, a provider's retry racing its original) then wait for each other instead of deadlocking
-- (docs/decisions/0005-wallet-lock-order.md).
CREATE OR REPLACE FUNCTION wallet_batch(calls jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb := '[]'::jsonb;
  item jsonb;
BEGIN
  PERFORM 1 FROM ledger_accounts account
    JOIN game_sessions session
      ON session.player_id = account.player_id AND session.currency = account.currency
    WHERE account.kind = 'player'
      AND session.token_hash IN (
        SELECT call.value->'request'->>'tokenHash' FROM jsonb_array_elements(calls) AS call(value))
    ORDER BY account.id
    FOR NO KEY UPDATE OF account;

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
