-- The ledger's one writer for many movements at once: what ledger_post writes for each movement,
-- written with one statement per table instead of several statements per movement (the wallet
-- posts a batch of bets and wins this way, docs/decisions/0028). It takes movements of the shape
-- every bet and win has, two postings between one player and one system account, each of a
-- different player, in `movements`, a JSON array of
--   {"key", "kind", "currency", "reference", "accountRefs", "amounts", "wageringChanges"}
-- (the arrays as ledger_post takes them). It answers, aligned with the movements,
-- [{"balanceAfter", "wageringApplied"}] for each one's player posting, having written them all;
-- or NULL, having written nothing, when any movement is not one ledger_post would apply as it is
-- without a question: a key used before, a player or system account not opened yet, a debit past
-- the balance, a request of another shape. The caller then posts them one by one with ledger_post,
-- which names the reason. The rows are those ledger_post writes (wallet-batch-together.test.ts).
-- The caller has locked the players' balance rows in id order (decision 0005); they are read here
-- as they stand.
CREATE OR REPLACE FUNCTION ledger_post_together(movements jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  outcomes jsonb;
BEGIN
  WITH asked AS (
    SELECT movement.position, movement.value->>'key' AS post_key, movement.value->>'kind' AS kind,
        movement.value->>'currency' AS currency, movement.value->>'reference' AS reference,
        ARRAY[movement.value->'accountRefs'->>0, movement.value->'accountRefs'->>1] AS account_refs,
        ARRAY[(movement.value->'amounts'->>0)::bigint, (movement.value->'amounts'->>1)::bigint]
          AS amounts,
        ARRAY[(movement.value->'wageringChanges'->>0)::bigint,
              (movement.value->'wageringChanges'->>1)::bigint] AS wagering_changes,
        jsonb_array_length(movement.value->'accountRefs') = 2
          AND jsonb_array_length(movement.value->'amounts') = 2 AS two_postings,
        CASE WHEN movement.value->'accountRefs'->>0 LIKE 'player:%' THEN 1 ELSE 2 END AS player_at
      FROM jsonb_array_elements(movements) WITH ORDINALITY AS movement(value, position)
  ), found AS (
    -- Each movement with its player's balance row and its system account, looked up by key.
    SELECT asked.*, player.id AS player_account_id, player.balance_minor,
        player.wagering_remaining_minor, player.wagering_target_minor,
        house.id AS system_account_id, earlier.taken AS key_taken
      FROM asked
      LEFT JOIN LATERAL (
        SELECT * FROM ledger_accounts
          WHERE code = ledger_account_code(asked.account_refs[asked.player_at], asked.currency)
            AND kind = 'player' LIMIT 1
      ) AS player ON true
      LEFT JOIN LATERAL (
        SELECT id FROM ledger_accounts
          WHERE code = ledger_account_code(asked.account_refs[3 - asked.player_at], asked.currency)
            AND kind = 'system' LIMIT 1
      ) AS house ON true
      LEFT JOIN LATERAL (
        SELECT true AS taken FROM ledger_transactions WHERE idempotency_key = asked.post_key LIMIT 1
      ) AS earlier ON true
  ), planned AS (
    SELECT found.*, wagering.remaining_after, wagering.target_after,
        wagering.applied AS wagering_applied,
        found.balance_minor + found.amounts[found.player_at] AS balance_after,
        coalesce(found.two_postings
          AND found.account_refs[found.player_at] ~ '^player:[0-9]+$'
          AND found.account_refs[3 - found.player_at] ~ '^[a-z][a-z:_]*$'
          AND found.amounts[found.player_at] <> 0
          AND found.amounts[1] + found.amounts[2] = 0
          AND coalesce(found.wagering_changes[3 - found.player_at], 0) = 0
          AND btrim(found.post_key) <> ''
          AND found.player_account_id IS NOT NULL AND found.system_account_id IS NOT NULL
          AND found.key_taken IS NULL
          AND found.balance_minor + found.amounts[found.player_at] >= 0, false) AS accepted
      FROM found
      CROSS JOIN LATERAL ledger_wagering_after(found.wagering_remaining_minor,
        found.wagering_target_minor, found.wagering_changes[found.player_at]) AS wagering
  ), together AS (
    SELECT count(*) = jsonb_array_length(movements) AND bool_and(accepted)
        AND count(DISTINCT player_account_id) = count(*) AND count(DISTINCT post_key) = count(*) AS ok
      FROM planned
  ), applied AS (
    SELECT planned.* FROM planned WHERE (SELECT ok FROM together)
  ), transactions AS (
    INSERT INTO ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
    SELECT post_key, kind, currency,
        ledger_fingerprint(kind, currency, reference, account_refs, amounts), reference
      FROM applied ORDER BY position
    RETURNING id, idempotency_key
  ), postings AS (
    INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
    SELECT transactions.id,
        CASE WHEN posting.at = applied.player_at THEN applied.player_account_id
             ELSE applied.system_account_id END,
        applied.amounts[posting.at],
        CASE WHEN posting.at = applied.player_at THEN applied.balance_after END
      FROM applied
      JOIN transactions ON transactions.idempotency_key = applied.post_key
      CROSS JOIN generate_series(1, 2) AS posting(at)
      ORDER BY applied.position, posting.at
  ), balances AS (
    UPDATE ledger_accounts account SET balance_minor = applied.balance_after,
        wagering_remaining_minor = applied.remaining_after, wagering_target_minor = applied.target_after
      FROM applied WHERE account.id = applied.player_account_id
  )
  SELECT jsonb_agg(jsonb_build_object('balanceAfter', balance_after, 'wageringApplied', wagering_applied)
      ORDER BY position) INTO outcomes
    FROM applied;
  RETURN outcomes;
END $$;
