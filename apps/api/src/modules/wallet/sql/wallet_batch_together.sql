-- A batch applied at once: every call's movement goes to the ledger in one call of its writer for
-- many movements (ledger_post_together), and every round and kept answer is written with one
-- statement per table, where calling wallet_bet and wallet_win in turn costs a dozen statements a
-- call (each with its own executor start, index opening and constraint set-up). It takes only
-- what those functions would accept without a question: bets opening a new round, wins settling an
-- open round (none past wallet_balance_max), each of a different player with a live session and no
-- play limits, none of them a retry, and movements the ledger applies as they are. It answers
-- NULL, having written nothing, for any other batch, and wallet_batch then runs the calls in turn
-- (wallet_batch_in_turn), which remains the definition: the rows written and the answers are the
-- same either way (wallet-batch-together.test.ts). The caller has locked the players' balance rows
-- (wallet_batch); the rounds its wins name are locked here, after them, in id order, as wallet_win
-- locks its round after the balance rows (docs/decisions/0005, 0028).
--
-- Its statements, and ledger_post_together's below them, run on plans kept from the first call
-- (plan_cache_mode): left to choose, PostgreSQL planned them afresh for each batch, its estimate
-- judging the kept plan dearer, and planning cost more than running a batch of a few calls (on one
-- connection, a batch of three 1.1 ms instead of 1.75). Every look-up is by key, so the kept plan
-- is the one it would choose anyway.
CREATE OR REPLACE FUNCTION wallet_batch_together(calls jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
    SELECT call.position, call.value->>'fn' AS fn, call.value->'request' AS request,
        coalesce((call.value->'request'->>'at')::timestamptz, now()) AS at_time
      FROM jsonb_array_elements(calls) WITH ORDINALITY AS call(value, position)
  ), found AS (
    -- Each call with its session, balance and round as they stand (rows missing: NULLs), each
    -- looked up by its key: a plan of joins could scan whole tables for a batch of a few.
    SELECT asked.position, asked.fn, asked.request->>'provider' AS provider,
        asked.request->>'transactionId' AS transaction_id, asked.request->>'roundId' AS round_id,
        (asked.request->>'amount')::bigint AS amount, asked.request->>'fingerprint' AS fingerprint,
        asked.at_time, session.id AS session_id, session.player_id, session.game_id,
        session.currency,
        session.game_id = (asked.request->>'gameId')::int
          AND session.currency = asked.request->>'currency'
          AND (asked.fn <> 'wallet_bet'
               OR session.expires_at > asked.at_time AND session.limits_time_zone IS NULL)
          AS session_takes_it,
        account.balance_minor, round.id AS round_key, round.balance_after_minor AS round_balance,
        CASE asked.fn
          WHEN 'wallet_bet' THEN round.id IS NULL
          WHEN 'wallet_win' THEN round.player_id = session.player_id AND round.status = 'open'
        END AS round_takes_it,
        earlier.answered AS answered_before
      FROM asked
      LEFT JOIN LATERAL (
        SELECT * FROM game_sessions WHERE token_hash = asked.request->>'tokenHash' LIMIT 1
      ) AS session ON true
      LEFT JOIN LATERAL (
        SELECT balance_minor FROM ledger_accounts
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
  ), planned AS (
    -- Each call's ledger movement, built by the ledger's own postings (a win of 0 moves nothing),
    -- and the key it is posted under, by which its outcome is found among the batch's.
    SELECT found.*, postings.account_refs, postings.amounts, postings.wagering_changes,
        'provider:' || found.provider || ':tx:' || found.transaction_id AS post_key
      FROM found
      LEFT JOIN LATERAL (
        SELECT * FROM ledger_bet_postings(found.player_id, found.amount) WHERE found.fn = 'wallet_bet'
        UNION ALL
        SELECT * FROM ledger_win_postings(found.player_id, found.amount)
          WHERE found.fn = 'wallet_win' AND found.amount > 0
      ) AS postings ON true
  ), together AS (
    -- Every call one wallet_bet or wallet_win would take as it is, each of its own player,
    -- transaction and round.
    SELECT count(*) = jsonb_array_length(calls)
        AND bool_and(coalesce(session_takes_it AND round_takes_it AND balance_minor IS NOT NULL
          AND answered_before IS NULL
          AND (fn = 'wallet_bet' AND amount > 0
               OR fn = 'wallet_win' AND amount >= 0 AND amount <= wallet_balance_max() - balance_minor),
          false))
        AND count(DISTINCT player_id) = count(*)
        AND count(DISTINCT (provider, transaction_id)) = count(*)
        AND count(DISTINCT (provider, round_id)) = count(*) AS ok,
        count(account_refs) AS movements
      FROM planned
  ), posted AS (
    -- The ledger applies every movement or none (NULLs).
    SELECT movement.post_keys, outcome.balances_after, outcome.wagering_applied
      FROM (SELECT array_agg(post_key ORDER BY position) AS post_keys,
                   array_agg(CASE fn WHEN 'wallet_bet' THEN 'bet' ELSE 'win' END ORDER BY position)
                     AS kinds,
                   array_agg(currency ORDER BY position) AS currencies,
                   array_agg('round:' || provider || ':' || round_id ORDER BY position) AS refs,
                   array_agg(account_refs ORDER BY position) AS account_refs,
                   array_agg(amounts ORDER BY position) AS amounts,
                   array_agg(wagering_changes ORDER BY position) AS wagering_changes
              FROM planned
              WHERE account_refs IS NOT NULL AND (SELECT ok FROM together)) AS movement
      CROSS JOIN LATERAL ledger_post_together(movement.post_keys, movement.kinds,
        movement.currencies, movement.refs, movement.account_refs, movement.amounts,
        movement.wagering_changes) AS outcome
  ), applied AS (
    -- Each movement's outcome by its key (unique in a batch applied at once), rather than by a
    -- window counting the movements before each call, whose set-up alone took about 4 % of a
    -- batch of four.
    SELECT planned.*,
        posted.balances_after[array_position(posted.post_keys, planned.post_key)] AS balance_after,
        posted.wagering_applied[array_position(posted.post_keys, planned.post_key)]
          AS wagering_applied
      FROM planned, posted
      WHERE (SELECT ok AND (movements = 0 OR posted.balances_after IS NOT NULL) FROM together)
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
        balance_after_minor = coalesce(applied.balance_after, round.balance_after_minor),
        balance_before_minor = coalesce(applied.balance_after, round.balance_after_minor)
          + round.bet_minor - (round.win_minor + applied.amount)
      FROM applied WHERE applied.fn = 'wallet_win' AND round.id = applied.round_key
  ), recorded AS (
    INSERT INTO wallet_calls (provider, transaction_id, action, round_id, player_id, amount_minor,
                              wagering_applied_minor, fingerprint, answer)
    SELECT provider, transaction_id, CASE fn WHEN 'wallet_bet' THEN 'bet' ELSE 'win' END, round_id,
        player_id, amount, CASE WHEN fn = 'wallet_bet' THEN -wagering_applied ELSE 0 END, fingerprint,
        jsonb_build_object('ok', true, 'balance', coalesce(balance_after, balance_minor),
          'currency', currency, 'transactionId', transaction_id)
      FROM applied ORDER BY position
    RETURNING provider, transaction_id, answer
  )
  SELECT jsonb_agg(recorded.answer ORDER BY applied.position) INTO answers
    FROM applied
    JOIN recorded
      ON recorded.provider = applied.provider AND recorded.transaction_id = applied.transaction_id;
  RETURN answers;
END $$;
