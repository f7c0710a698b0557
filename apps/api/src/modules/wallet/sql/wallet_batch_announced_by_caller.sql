-- Several wallet calls in one round trip and one transaction, applied in order: the api groups
-- calls that arrive while earlier ones are in flight (group commit, docs/decisions/0003). Every
-- batch first locks the balance rows of all the players it will touch, in account order, and only
-- then runs its calls (which lock rounds). Two batches that share players (a player with two games
-- open, a provider's retry racing its original) then wait for each other instead of deadlocking
-- (docs/decisions/0005-wallet-lock-order.md).
--
-- A batch of three or more bets and wins of distinct players, none of them a retry or a refusal,
-- is applied at once (wallet_batch_together, docs/decisions/0028); any other runs call by call
-- (wallet_batch_in_turn). Both write the same rows and answer the same. Below three calls, setting
-- up the one statement costs more than the statements of each call it saves.
--
-- It answers the calls' answers, in order, and the players they name
-- (`{"answers": [...], "changedPlayers": [...]}`): the balance rows it changes raise no
-- `account_changed` (the trigger's WHEN), and its caller forgets those players' account answers at
-- once and announces them to every other process after the commit (docs/decisions/0030). Its
-- caller must announce them; wallet_batch (below it) is the same batch raising its own news.
CREATE OR REPLACE FUNCTION wallet_batch_announced_by_caller(calls jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb;
  changed_players bigint[];
BEGIN
  PERFORM set_config('sorte.account_news', 'announced_by_caller', true);
  -- Every player a call names: a superset of those whose balance it moves (or opens).
  SELECT coalesce(array_agg(DISTINCT session.player_id), '{}') INTO changed_players
    FROM game_sessions session
    WHERE session.token_hash IN (
      SELECT call.value->'request'->>'tokenHash' FROM jsonb_array_elements(calls) AS call(value));

  PERFORM 1 FROM ledger_accounts account
    JOIN game_sessions session
      ON session.player_id = account.player_id AND session.currency = account.currency
    WHERE account.kind = 'player'
      AND session.token_hash IN (
        SELECT call.value->'request'->>'tokenHash' FROM jsonb_array_elements(calls) AS call(value))
    ORDER BY account.id
    FOR NO KEY UPDATE OF account;

  IF jsonb_array_length(calls) >= 3 THEN
    answers := wallet_batch_together(calls);
  END IF;
  answers := coalesce(answers, wallet_batch_in_turn(calls));
  -- Anything the same transaction does after the batch raises its news as usual.
  PERFORM set_config('sorte.account_news', '', true);
  RETURN jsonb_build_object('answers', answers, 'changedPlayers', to_jsonb(changed_players));
END $$;
