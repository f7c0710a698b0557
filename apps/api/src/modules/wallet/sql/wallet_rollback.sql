-- A rollback gives back a bet whose round has no win, once, through ledger_post. If the bet never
-- arrived, a tombstone takes its transaction id so that, arriving late, it is refused rather than
-- charged.
CREATE OR REPLACE FUNCTION wallet_rollback(request jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  call_provider text := request->>'provider';
  target text := request->>'rollbackOf';
  session game_sessions;
  existing wallet_calls;
  original wallet_calls;
  round game_rounds;
  tombstone_id bigint;
  postings record;
  posted record;
  balance_now bigint;
BEGIN
  session := wallet_session(request);
  IF session.id IS NULL THEN RETURN wallet_failure('INVALID_TOKEN'); END IF;
  IF session.game_id <> (request->>'gameId')::int OR session.currency <> request->>'currency' THEN
    RETURN wallet_failure('BAD_REQUEST', 'gameId or currency does not match the game session.');
  END IF;
  SELECT * INTO existing FROM wallet_calls
    WHERE provider = call_provider AND transaction_id = request->>'transactionId';
  IF FOUND THEN RETURN wallet_replay(existing, 'rollback', request->>'fingerprint'); END IF;

  -- A rollback that arrives before its bet takes the bet's id, so the late bet is refused.
  INSERT INTO wallet_calls (provider, transaction_id, action, round_id, player_id, amount_minor, fingerprint, answer)
  VALUES (call_provider, target, 'tombstone', request->>'roundId', session.player_id, 0, '', '{}'::jsonb)
  ON CONFLICT (provider, transaction_id) DO NOTHING
  RETURNING id INTO tombstone_id;

  IF tombstone_id IS NULL THEN
    SELECT * INTO original FROM wallet_calls WHERE provider = call_provider AND transaction_id = target;
    IF original.player_id <> session.player_id THEN
      RETURN wallet_record(request, 'rollback', session.player_id, 0, wallet_failure('UNKNOWN_ROUND'));
    END IF;
    IF original.action IN ('win', 'rollback') THEN
      RETURN wallet_record(request, 'rollback', session.player_id, 0,
        wallet_failure('BAD_REQUEST', 'Only a bet can be rolled back.'));
    END IF;
    IF original.action = 'bet' AND (original.answer->>'ok')::boolean THEN
      SELECT * INTO round FROM game_rounds
        WHERE provider = call_provider AND round_id = original.round_id FOR NO KEY UPDATE;
      IF round.win_minor > 0 THEN
        RETURN wallet_record(request, 'rollback', session.player_id, 0,
          wallet_failure('BAD_REQUEST', 'A round with a win cannot be rolled back.'));
      END IF;
      -- Keyed by the bet, not by this call: a second rollback of the same bet under another id
      -- finds the movement done (duplicate) and gives nothing back twice.
      -- Called as expressions, not from a FROM clause: no table function, nothing materialised.
      postings := ledger_rollback_postings(session.player_id, original.amount_minor,
        original.wagering_applied_minor);
      posted := ledger_post('provider:' || call_provider || ':rollback-of:' || target, 'rollback',
        session.currency, 'round:' || call_provider || ':' || original.round_id,
        postings.account_refs, postings.amounts, postings.wagering_changes);
      IF posted.status = 'applied' THEN
        balance_now := posted.balances_after[2];
        UPDATE game_rounds SET
          bet_minor = bet_minor - original.amount_minor,
          status = CASE WHEN bet_minor - original.amount_minor = 0 THEN 'rolled_back' ELSE status END,
          settled_at = CASE WHEN bet_minor - original.amount_minor = 0 THEN now() ELSE settled_at END,
          balance_after_minor = balance_now,
          balance_before_minor = balance_now + bet_minor - original.amount_minor - win_minor
          WHERE id = round.id;
      END IF;
    END IF;
  END IF;

  IF balance_now IS NULL THEN
    SELECT balance_minor INTO balance_now FROM ledger_accounts
      WHERE code = ledger_account_code('player:' || session.player_id, session.currency);
  END IF;
  RETURN wallet_record(request, 'rollback', session.player_id, 0, jsonb_build_object(
    'ok', true, 'balance', balance_now, 'currency', session.currency,
    'transactionId', request->>'transactionId'));
END $$;
