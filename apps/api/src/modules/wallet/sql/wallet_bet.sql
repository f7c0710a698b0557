-- A bet: the stake moves from the player to the house through the ledger's one writer
-- (ledger_post), the round opens or grows, and the answer is kept with the call. Refused with
-- INSUFFICIENT_FUNDS rather than ever taking the balance below zero; needs a live game session.
CREATE OR REPLACE FUNCTION wallet_bet(request jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  call_provider text := request->>'provider';
  call_round text := request->>'roundId';
  stake bigint := (request->>'amount')::bigint;
  session game_sessions;
  limit_refusal text;
  existing wallet_calls;
  round game_rounds;
  postings record;
  posted record;
  balance_after bigint;
  accepted jsonb;
  -- The api's clock (place-bet.ts); now() for a caller that sends none.
  at_time timestamptz := coalesce((request->>'at')::timestamptz, now());
BEGIN
  session := wallet_session(request);
  IF session.id IS NULL THEN RETURN wallet_failure('INVALID_TOKEN'); END IF;
  IF session.game_id <> (request->>'gameId')::int OR session.currency <> request->>'currency' THEN
    RETURN wallet_failure('BAD_REQUEST', 'gameId or currency does not match the game session.');
  END IF;
  SELECT * INTO existing FROM wallet_calls
    WHERE provider = call_provider AND transaction_id = request->>'transactionId';
  IF FOUND THEN RETURN wallet_replay(existing, 'bet', request->>'fingerprint'); END IF;
  IF session.expires_at <= at_time THEN RETURN wallet_failure('INVALID_TOKEN'); END IF;

  -- Locked so two bets of one round cannot interleave. The player's balance row is already
  -- locked by wallet_batch, in account order, before any round (docs/decisions/0005).
  SELECT * INTO round FROM game_rounds WHERE provider = call_provider AND round_id = call_round FOR NO KEY UPDATE;
  IF round.id IS NOT NULL AND (round.player_id <> session.player_id OR round.status <> 'open') THEN
    RETURN wallet_record(request, 'bet', session.player_id, stake,
      wallet_failure('BAD_REQUEST', 'This round is closed or belongs to another player.'));
  END IF;

  -- A player who set loss or play-time limits: the bet must stay within them.
  IF session.limits_time_zone IS NOT NULL THEN
    limit_refusal := play_limits_refusal(session, stake, at_time);
    IF limit_refusal IS NOT NULL THEN
      RETURN wallet_record(request, 'bet', session.player_id, stake, wallet_failure(limit_refusal));
    END IF;
  END IF;

  -- Called as expressions, not from a FROM clause: no table function, nothing materialised.
  postings := ledger_bet_postings(session.player_id, stake);
  posted := ledger_post('provider:' || call_provider || ':tx:' || (request->>'transactionId'), 'bet',
    session.currency, 'round:' || call_provider || ':' || call_round,
    postings.account_refs, postings.amounts, postings.wagering_changes);
  IF posted.status = 'insufficient' THEN
    RETURN wallet_record(request, 'bet', session.player_id, stake, wallet_failure('INSUFFICIENT_FUNDS'));
  END IF;
  IF posted.status <> 'applied' THEN
    -- The ledger already holds a movement under this call's key although the wallet never
    -- answered it: move nothing more, and say the id is spent.
    RETURN wallet_record(request, 'bet', session.player_id, stake, wallet_failure('DUPLICATE_MISMATCH'));
  END IF;
  balance_after := posted.balances_after[1];

  -- A round's record is exact whatever else the player does meanwhile (another tab, another
  -- game): its balance after is the balance its own latest movement left, and its balance before
  -- is derived from it, so after = before - bet + win always holds.
  IF round.id IS NULL THEN
    INSERT INTO game_rounds (provider, round_id, player_id, game_session_id, game_id, currency, bet_minor,
                             status, balance_before_minor, balance_after_minor, created_at)
    VALUES (call_provider, call_round, session.player_id, session.id, session.game_id, session.currency,
            stake, 'open', balance_after + stake, balance_after, at_time);
  ELSE
    UPDATE game_rounds SET bet_minor = bet_minor + stake, balance_after_minor = balance_after,
        balance_before_minor = balance_after + bet_minor + stake - win_minor
      WHERE id = round.id;
  END IF;

  -- wagering_applied is what the stake paid off the turnover requirement (a non-positive change):
  -- kept with the call, so a rollback of this bet puts back exactly that.
  INSERT INTO wallet_calls (provider, transaction_id, action, round_id, player_id, amount_minor,
                            wagering_applied_minor, fingerprint, answer)
  VALUES (call_provider, request->>'transactionId', 'bet', call_round, session.player_id, stake,
          -posted.wagering_applied[1], request->>'fingerprint', jsonb_build_object(
            'ok', true, 'balance', balance_after, 'currency', session.currency,
            'transactionId', request->>'transactionId'))
  RETURNING answer INTO accepted;
  RETURN accepted;
END $$;
