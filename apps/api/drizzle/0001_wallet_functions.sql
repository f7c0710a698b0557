-- The wallet's hot path as database functions: one round trip per wallet call instead of a dozen
-- (docs/decisions/0003-wallet-in-one-round-trip.md). Each function returns the answer to send
-- (failures carry only their code; the api adds the words) and records it in wallet_calls so a
-- retry with the same transaction id gets the same answer.

CREATE OR REPLACE FUNCTION ledger_system_account(account_name text, account_currency text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  account_id bigint;
BEGIN
  SELECT id INTO account_id FROM ledger_accounts WHERE code = account_name || ':' || account_currency;
  IF account_id IS NULL THEN
    INSERT INTO ledger_accounts (code, currency, kind)
    VALUES (account_name || ':' || account_currency, account_currency, 'system')
    ON CONFLICT (code) DO NOTHING;
    SELECT id INTO account_id FROM ledger_accounts WHERE code = account_name || ':' || account_currency;
  END IF;
  RETURN account_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_failure(failure_code text, detail text DEFAULT NULL)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN detail IS NULL THEN jsonb_build_object('ok', false, 'code', failure_code)
    ELSE jsonb_build_object('ok', false, 'code', failure_code, 'message', detail) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_replay(existing wallet_calls, wanted_action text, wanted_fingerprint text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN existing.action = 'tombstone' THEN
      wallet_failure(CASE WHEN wanted_action = 'bet' THEN 'ALREADY_ROLLED_BACK' ELSE 'DUPLICATE_MISMATCH' END)
    WHEN existing.action <> wanted_action OR existing.fingerprint <> wanted_fingerprint THEN
      wallet_failure('DUPLICATE_MISMATCH')
    ELSE existing.answer
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_record(request jsonb, call_action text, call_player bigint, call_amount bigint, answer jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_calls (provider, transaction_id, action, round_id, player_id, amount_minor, fingerprint, answer)
  VALUES (request->>'provider', request->>'transactionId', call_action, request->>'roundId', call_player,
          call_amount, request->>'fingerprint', answer);
  RETURN answer;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_session(request jsonb)
RETURNS game_sessions LANGUAGE sql STABLE AS $$
  SELECT * FROM game_sessions WHERE token_hash = request->>'tokenHash'
$$;
--> statement-breakpoint
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

  UPDATE ledger_accounts SET balance_minor = balance_minor - stake
    WHERE player_id = session.player_id AND currency = session.currency AND kind = 'player'
      AND balance_minor >= stake
    RETURNING id, balance_minor INTO player_account, balance_after;
  IF player_account IS NULL THEN
    RETURN wallet_record(request, 'bet', session.player_id, stake, wallet_failure('INSUFFICIENT_FUNDS'));
  END IF;

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

  RETURN wallet_record(request, 'bet', session.player_id, stake, jsonb_build_object(
    'ok', true, 'balance', balance_after, 'currency', session.currency,
    'transactionId', request->>'transactionId'));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_win(request jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  call_provider text := request->>'provider';
  call_round text := request->>'roundId';
  prize bigint := (request->>'amount')::bigint;
  session game_sessions;
  existing wallet_calls;
  round game_rounds;
  player_account bigint;
  balance_after bigint;
  ledger_id bigint;
BEGIN
  -- Wins are accepted after the game session expired: a provider must always be able to settle.
  session := wallet_session(request);
  IF session.id IS NULL THEN RETURN wallet_failure('INVALID_TOKEN'); END IF;
  IF session.game_id <> (request->>'gameId')::int OR session.currency <> request->>'currency' THEN
    RETURN wallet_failure('BAD_REQUEST', 'gameId or currency does not match the game session.');
  END IF;
  SELECT * INTO existing FROM wallet_calls
    WHERE provider = call_provider AND transaction_id = request->>'transactionId';
  IF FOUND THEN RETURN wallet_replay(existing, 'win', request->>'fingerprint'); END IF;

  SELECT * INTO round FROM game_rounds
    WHERE provider = call_provider AND round_id = call_round AND player_id = session.player_id
      AND status <> 'rolled_back'
    FOR UPDATE;
  IF round.id IS NULL THEN
    RETURN wallet_record(request, 'win', session.player_id, prize, wallet_failure('UNKNOWN_ROUND'));
  END IF;

  IF prize > 0 THEN
    UPDATE ledger_accounts SET balance_minor = balance_minor + prize
      WHERE player_id = session.player_id AND currency = session.currency AND kind = 'player'
      RETURNING id, balance_minor INTO player_account, balance_after;
    INSERT INTO ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
    VALUES ('provider:' || call_provider || ':tx:' || (request->>'transactionId'), 'win', session.currency,
            request->>'fingerprint', 'round:' || call_provider || ':' || call_round)
    RETURNING id INTO ledger_id;
    INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
    VALUES (ledger_id, ledger_system_account('house', session.currency), -prize, NULL),
           (ledger_id, player_account, prize, balance_after);
  ELSE
    SELECT balance_minor INTO balance_after FROM ledger_accounts
      WHERE player_id = session.player_id AND currency = session.currency AND kind = 'player';
  END IF;

  UPDATE game_rounds SET win_minor = win_minor + prize, status = 'settled',
    balance_after_minor = balance_after, settled_at = now()
    WHERE id = round.id;

  RETURN wallet_record(request, 'win', session.player_id, prize, jsonb_build_object(
    'ok', true, 'balance', balance_after, 'currency', session.currency,
    'transactionId', request->>'transactionId'));
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
        UPDATE ledger_accounts SET balance_minor = balance_minor + original.amount_minor
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
