-- A batch applied at once: one statement writes every call's ledger movement, balance, round and
-- answer, where calling wallet_bet and wallet_win in turn costs a dozen statements a call (each
-- with its own executor start, index opening and constraint set-up). It takes only what those
-- functions would accept without a question: bets opening a new round within the balance, wins
-- settling an open round, each of a different player with a live session and no play limits,
-- none of them a retry. It answers NULL, having written nothing, for any other batch, and
-- wallet_batch then runs the calls in turn (wallet_batch_in_turn), which remains the definition:
-- the rows written and the answers are the same either way (wallet-batch-together.test.ts).
-- The caller has locked the players' balance rows (wallet_batch); the rounds to settle are locked
-- here, after them, as wallet_win locks its round (docs/decisions/0005, 0028).
CREATE OR REPLACE FUNCTION wallet_batch_together(calls jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb;
BEGIN
  PERFORM 1 FROM game_rounds round
    WHERE (round.provider, round.round_id) IN (
      SELECT call.value->'request'->>'provider', call.value->'request'->>'roundId'
        FROM jsonb_array_elements(calls) AS call(value) WHERE call.value->>'fn' = 'wallet_win')
    ORDER BY round.id
    FOR NO KEY UPDATE;

  WITH asked AS (
    SELECT call.position, call.value->>'fn' AS fn, call.value->'request' AS request
      FROM jsonb_array_elements(calls) WITH ORDINALITY AS call(value, position)
  ), found AS (
    -- Each call with its session, balance row and round as they stand (rows missing: NULLs),
    -- each looked up by its key: a plan of joins could scan whole tables for a batch of a few.
    SELECT asked.position, asked.fn, asked.request->>'provider' AS provider,
        asked.request->>'transactionId' AS transaction_id, asked.request->>'roundId' AS round_id,
        (asked.request->>'amount')::bigint AS amount, asked.request->>'fingerprint' AS fingerprint,
        coalesce((asked.request->>'at')::timestamptz, now()) AS at_time,
        session.id AS session_id, session.player_id, session.game_id, session.currency,
        session.expires_at, session.limits_time_zone,
        session.game_id = (asked.request->>'gameId')::int
          AND session.currency = asked.request->>'currency' AS session_matches,
        account.id AS account_id, account.balance_minor, account.wagering_remaining_minor,
        account.wagering_target_minor,
        round.id AS round_key, round.player_id AS round_player_id, round.status AS round_status,
        earlier.answered AS answered_before
      FROM asked
      LEFT JOIN LATERAL (
        SELECT * FROM game_sessions WHERE token_hash = asked.request->>'tokenHash' LIMIT 1
      ) AS session ON true
      LEFT JOIN LATERAL (
        SELECT * FROM ledger_accounts
          WHERE code = ledger_account_code('player:' || session.player_id, session.currency)
            AND kind = 'player' LIMIT 1
      ) AS account ON true
      LEFT JOIN LATERAL (
        SELECT * FROM game_rounds
          WHERE provider = asked.request->>'provider' AND round_id = asked.request->>'roundId' LIMIT 1
      ) AS round ON true
      LEFT JOIN LATERAL (
        SELECT true AS answered FROM wallet_calls
          WHERE provider = asked.request->>'provider'
            AND transaction_id = asked.request->>'transactionId' LIMIT 1
      ) AS earlier ON true
  ), moved AS (
    -- The ledger movement of each call that moves money, built by the ledger's own postings.
    SELECT found.position, found.currency, postings.account_refs, postings.amounts, postings.wagering_changes,
        CASE WHEN postings.account_refs[1] LIKE 'player:%' THEN 1 ELSE 2 END AS player_at,
        'provider:' || found.provider || ':tx:' || found.transaction_id AS post_key,
        CASE found.fn WHEN 'wallet_bet' THEN 'bet' ELSE 'win' END AS kind,
        'round:' || found.provider || ':' || found.round_id AS reference
      FROM found
      CROSS JOIN LATERAL (
        SELECT * FROM ledger_bet_postings(found.player_id, found.amount) WHERE found.fn = 'wallet_bet'
        UNION ALL
        SELECT * FROM ledger_win_postings(found.player_id, found.amount)
          WHERE found.fn = 'wallet_win' AND found.amount > 0) AS postings
  ), movements AS (
    SELECT moved.*, house.id AS house_id, earlier.taken AS key_taken
      FROM moved
      LEFT JOIN LATERAL (
        SELECT id FROM ledger_accounts
          WHERE code = ledger_account_code(moved.account_refs[3 - moved.player_at], moved.currency)
            AND kind = 'system' LIMIT 1
      ) AS house ON true
      LEFT JOIN LATERAL (
        SELECT true AS taken FROM ledger_transactions WHERE idempotency_key = moved.post_key LIMIT 1
      ) AS earlier ON true
  ), planned AS (
    -- Each call's outcome, and whether wallet_bet or wallet_win would accept it as it is.
    SELECT found.*, movements.account_refs, movements.amounts, movements.player_at,
        movements.post_key, movements.kind, movements.reference, movements.house_id,
        wagering.remaining_after, wagering.target_after, wagering.applied AS wagering_applied,
        found.balance_minor + coalesce(movements.amounts[movements.player_at], 0) AS balance_after,
        coalesce(found.fn = 'wallet_bet'
            AND found.amount > 0 AND found.balance_minor >= found.amount
            AND found.expires_at > found.at_time AND found.limits_time_zone IS NULL
            AND found.round_key IS NULL
          OR found.fn = 'wallet_win'
            AND found.amount >= 0 AND found.round_player_id = found.player_id
            AND found.round_status = 'open', false)
        AND coalesce(found.session_matches, false) AND found.account_id IS NOT NULL
        AND found.answered_before IS NULL
        AND (movements.position IS NULL
             OR movements.house_id IS NOT NULL AND movements.key_taken IS NULL)
          AS accepted
      FROM found
      LEFT JOIN movements ON movements.position = found.position
      LEFT JOIN LATERAL ledger_wagering_after(found.wagering_remaining_minor,
        found.wagering_target_minor, movements.wagering_changes[movements.player_at]) AS wagering
        ON movements.position IS NOT NULL
  ), together AS (
    -- Every call accepted, each of its own player, transaction and round.
    SELECT count(*) = jsonb_array_length(calls) AND bool_and(accepted)
        AND count(DISTINCT player_id) = count(*)
        AND count(DISTINCT (provider, transaction_id)) = count(*)
        AND count(DISTINCT (provider, round_id)) = count(*) AS ok
      FROM planned
  ), applied AS (
    SELECT planned.* FROM planned WHERE (SELECT ok FROM together)
  ), transactions AS (
    INSERT INTO ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
    SELECT post_key, kind, currency,
        ledger_fingerprint(kind, currency, reference, account_refs, amounts), reference
      FROM applied WHERE post_key IS NOT NULL ORDER BY position
    RETURNING id, idempotency_key
  ), postings AS (
    INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
    SELECT transactions.id,
        CASE WHEN posting.at = applied.player_at THEN applied.account_id ELSE applied.house_id END,
        applied.amounts[posting.at],
        CASE WHEN posting.at = applied.player_at THEN applied.balance_after END
      FROM applied
      JOIN transactions ON transactions.idempotency_key = applied.post_key
      CROSS JOIN generate_series(1, 2) AS posting(at)
      ORDER BY applied.position, posting.at
  ), balances AS (
    UPDATE ledger_accounts account SET balance_minor = applied.balance_after,
        wagering_remaining_minor = applied.remaining_after, wagering_target_minor = applied.target_after
      FROM applied WHERE account.id = applied.account_id AND applied.post_key IS NOT NULL
  ), opened AS (
    INSERT INTO game_rounds (provider, round_id, player_id, game_session_id, game_id, currency,
                             bet_minor, status, balance_before_minor, balance_after_minor, created_at)
    SELECT provider, round_id, player_id, session_id, game_id, currency, amount, 'open',
        balance_after + amount, balance_after, at_time
      FROM applied WHERE fn = 'wallet_bet' ORDER BY position
  ), settled AS (
    -- A win of 0 moves nothing: the round keeps the balance its last bet left.
    UPDATE game_rounds round SET win_minor = round.win_minor + applied.amount, status = 'settled',
        settled_at = applied.at_time,
        balance_after_minor = CASE WHEN applied.amount > 0 THEN applied.balance_after
                                   ELSE round.balance_after_minor END,
        balance_before_minor = CASE WHEN applied.amount > 0 THEN applied.balance_after
                                    ELSE round.balance_after_minor END
          + round.bet_minor - (round.win_minor + applied.amount)
      FROM applied WHERE applied.fn = 'wallet_win' AND round.id = applied.round_key
  ), recorded AS (
    INSERT INTO wallet_calls (provider, transaction_id, action, round_id, player_id, amount_minor,
                              wagering_applied_minor, fingerprint, answer)
    SELECT provider, transaction_id, CASE fn WHEN 'wallet_bet' THEN 'bet' ELSE 'win' END, round_id,
        player_id, amount, CASE WHEN fn = 'wallet_bet' THEN -wagering_applied ELSE 0 END, fingerprint,
        jsonb_build_object('ok', true, 'balance', balance_after, 'currency', currency,
          'transactionId', transaction_id)
      FROM applied ORDER BY position
    RETURNING provider, transaction_id, answer
  )
  SELECT jsonb_agg(recorded.answer ORDER BY applied.position) INTO answers
    FROM applied
    JOIN recorded
      ON recorded.provider = applied.provider AND recorded.transaction_id = applied.transaction_id;
  RETURN answers;
END $$;
