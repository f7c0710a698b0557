-- Wagering (PRODUCT.md §3.5) on the wallet's hot path: every accepted bet lowers the player's
-- turnover requirement by as much of its stake as is still owed, remembered on the call; a rollback
-- of the bet restores exactly that. docs/decisions/0004-wagering-on-the-balance-row.md.
CREATE OR REPLACE FUNCTION wallet_bet(request jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  call_provider text := request->>'provider';
  call_round text := request->>'roundId';
  stake bigint := (request->>'amount')::bigint;
  session game_sessions;
  existing wallet_calls;
  round game_rounds;
  player_account bigint;
  balance_after bigint;
  ledger_id bigint;
  balance_before bigint;
  wagering_before bigint;
  wagering_applied bigint;
  accepted jsonb;
BEGIN
  session := wallet_session(request);
  IF session.id IS NULL THEN RETURN wallet_failure('INVALID_TOKEN'); END IF;
  IF session.game_id <> (request->>'gameId')::int OR session.currency <> request->>'currency' THEN
    RETURN wallet_failure('BAD_REQUEST', 'gameId or currency does not match the game session.');
  END IF;
  SELECT * INTO existing FROM wallet_calls
    WHERE provider = call_provider AND transaction_id = request->>'transactionId';
  IF FOUND THEN RETURN wallet_replay(existing, 'bet', request->>'fingerprint'); END IF;
  IF session.expires_at <= now() THEN RETURN wallet_failure('INVALID_TOKEN'); END IF;

  -- Locked so two bets of one round cannot interleave; the player row is locked next, in that
  -- order everywhere, so wallet calls cannot deadlock.
  SELECT * INTO round FROM game_rounds WHERE provider = call_provider AND round_id = call_round FOR UPDATE;
  IF round.id IS NOT NULL AND (round.player_id <> session.player_id OR round.status <> 'open') THEN
    RETURN wallet_record(request, 'bet', session.player_id, stake,
      wallet_failure('BAD_REQUEST', 'This round is closed or belongs to another player.'));
  END IF;

  -- The balance row is locked first and read, so the part of the stake that pays off the
  -- wagering requirement (PRODUCT.md §3.5) is known exactly and kept with the call: a rollback
  -- of this bet puts exactly that part back.
  SELECT id, balance_minor, wagering_remaining_minor INTO player_account, balance_before, wagering_before
    FROM ledger_accounts
    WHERE player_id = session.player_id AND currency = session.currency AND kind = 'player'
    FOR UPDATE;
  IF player_account IS NULL OR balance_before < stake THEN
    RETURN wallet_record(request, 'bet', session.player_id, stake, wallet_failure('INSUFFICIENT_FUNDS'));
  END IF;
  wagering_applied := least(wagering_before, stake);
  UPDATE ledger_accounts SET balance_minor = balance_minor - stake,
      wagering_remaining_minor = wagering_remaining_minor - wagering_applied
    WHERE id = player_account
    RETURNING balance_minor INTO balance_after;

  INSERT INTO ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
  VALUES ('provider:' || call_provider || ':tx:' || (request->>'transactionId'), 'bet', session.currency,
          request->>'fingerprint', 'round:' || call_provider || ':' || call_round)
  RETURNING id INTO ledger_id;
  INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
  VALUES (ledger_id, player_account, -stake, balance_after),
         (ledger_id, ledger_system_account('house', session.currency), stake, NULL);

  IF round.id IS NULL THEN
    INSERT INTO game_rounds (provider, round_id, player_id, game_session_id, game_id, currency, bet_minor,
                             status, balance_before_minor, balance_after_minor)
    VALUES (call_provider, call_round, session.player_id, session.id, session.game_id, session.currency,
            stake, 'open', balance_after + stake, balance_after);
  ELSE
    UPDATE game_rounds SET bet_minor = bet_minor + stake, balance_after_minor = balance_after WHERE id = round.id;
  END IF;

  INSERT INTO wallet_calls (provider, transaction_id, action, round_id, player_id, amount_minor,
                            wagering_applied_minor, fingerprint, answer)
  VALUES (call_provider, request->>'transactionId', 'bet', call_round, session.player_id, stake,
          wagering_applied, request->>'fingerprint', jsonb_build_object(
            'ok', true, 'balance', balance_after, 'currency', session.currency,
            'transactionId', request->>'transactionId'))
  RETURNING answer INTO accepted;
  RETURN accepted;
END $$;
--> statement-breakpoint
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
  player_account bigint;
  balance_now bigint;
  ledger_id bigint;
  ok_answer jsonb;
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
        WHERE provider = call_provider AND round_id = original.round_id FOR UPDATE;
      IF round.win_minor > 0 THEN
        RETURN wallet_record(request, 'rollback', session.player_id, 0,
          wallet_failure('BAD_REQUEST', 'A round with a win cannot be rolled back.'));
      END IF;
      -- Keyed by the bet, so a second rollback of it under another id gives nothing back twice.
      INSERT INTO ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
      VALUES ('provider:' || call_provider || ':rollback-of:' || target, 'rollback', session.currency,
              request->>'fingerprint', 'round:' || call_provider || ':' || original.round_id)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id INTO ledger_id;
      IF ledger_id IS NOT NULL THEN
        -- The stake comes back, and so does the wagering it had paid off: a returned bet was
        -- never play.
        UPDATE ledger_accounts SET balance_minor = balance_minor + original.amount_minor,
            wagering_remaining_minor = wagering_remaining_minor + original.wagering_applied_minor
          WHERE player_id = session.player_id AND currency = session.currency AND kind = 'player'
          RETURNING id, balance_minor INTO player_account, balance_now;
        INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
        VALUES (ledger_id, ledger_system_account('house', session.currency), -original.amount_minor, NULL),
               (ledger_id, player_account, original.amount_minor, balance_now);
        UPDATE game_rounds SET
          bet_minor = bet_minor - original.amount_minor,
          status = CASE WHEN bet_minor - original.amount_minor = 0 THEN 'rolled_back' ELSE status END,
          settled_at = CASE WHEN bet_minor - original.amount_minor = 0 THEN now() ELSE settled_at END,
          balance_after_minor = balance_now
          WHERE id = round.id;
      END IF;
    END IF;
  END IF;

  IF balance_now IS NULL THEN
    SELECT balance_minor INTO balance_now FROM ledger_accounts
      WHERE player_id = session.player_id AND currency = session.currency AND kind = 'player';
  END IF;
  ok_answer := jsonb_build_object('ok', true, 'balance', balance_now, 'currency', session.currency,
    'transactionId', request->>'transactionId');
  RETURN wallet_record(request, 'rollback', session.player_id, 0, ok_answer);
END $$;
