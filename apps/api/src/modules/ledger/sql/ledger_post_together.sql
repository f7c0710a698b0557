-- The ledger's one writer for many movements at once: what ledger_post writes for each movement,
-- written with one statement per table instead of several statements per movement (the wallet
-- posts a batch of bets and wins this way, docs/decisions/0028). It takes movements of the shape
-- every bet and win has, two postings between one player and one system account, each of a
-- different player: aligned arrays with one entry per movement (post_keys, posting_kinds,
-- posting_currencies, posting_references) and two-dimensional ones with a row per movement and a
-- column per posting (account_refs, amounts, wagering_changes, as ledger_post takes them). It
-- answers, aligned with the movements, each one's player balance after and turnover change, having
-- written them all; or NULLs, having written nothing, when any movement is not one ledger_post
-- would apply as it is without a question: a key used before, a player or system account not
-- opened yet, a debit past the balance, a request of another shape. The caller then posts them one
-- by one with ledger_post, which names the reason. The rows are those ledger_post writes
-- (wallet-batch-together.test.ts). The players' balance rows are locked first, in id order, as
-- ledger_post locks them (decision 0005): a caller that has locked them already loses nothing.
CREATE OR REPLACE FUNCTION ledger_post_together(post_keys text[], posting_kinds text[],
  posting_currencies text[], posting_references text[], account_refs text[], amounts bigint[],
  wagering_changes bigint[], OUT balances_after bigint[], OUT wagering_applied bigint[])
LANGUAGE plpgsql STRICT AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts account
    WHERE account.kind = 'player' AND account.code IN (
      SELECT ledger_account_code(CASE WHEN account_refs[movement.at][1] LIKE 'player:%'
          THEN account_refs[movement.at][1] ELSE account_refs[movement.at][2] END,
        posting_currencies[movement.at])
        FROM unnest(post_keys) WITH ORDINALITY AS movement(post_key, at))
    ORDER BY account.id
    FOR NO KEY UPDATE;

  -- unnest, not generate_subscripts: PostgreSQL estimates its rows from the array, so the writes
  -- below look their rows up by key rather than scanning the tables.
  WITH asked AS (
    SELECT movement.at, movement.post_key, posting_kinds[movement.at] AS kind,
        posting_currencies[movement.at] AS currency, posting_references[movement.at] AS reference,
        ARRAY[account_refs[movement.at][1], account_refs[movement.at][2]] AS refs,
        ARRAY[amounts[movement.at][1], amounts[movement.at][2]] AS moved,
        ARRAY[wagering_changes[movement.at][1], wagering_changes[movement.at][2]] AS wagering,
        CASE WHEN account_refs[movement.at][1] LIKE 'player:%' THEN 1 ELSE 2 END AS player_at
      FROM unnest(post_keys) WITH ORDINALITY AS movement(post_key, at)
  ), found AS (
    -- Each movement with its player's balance row and its system account, looked up by key.
    SELECT asked.*, player.id AS player_account_id, player.balance_minor,
        player.wagering_remaining_minor, player.wagering_target_minor,
        house.id AS system_account_id, earlier.taken AS key_taken
      FROM asked
      LEFT JOIN LATERAL (
        SELECT * FROM ledger_accounts
          WHERE code = ledger_account_code(asked.refs[asked.player_at], asked.currency)
            AND kind = 'player' LIMIT 1
      ) AS player ON true
      LEFT JOIN LATERAL (
        SELECT id FROM ledger_accounts
          WHERE code = ledger_account_code(asked.refs[3 - asked.player_at], asked.currency)
            AND kind = 'system' LIMIT 1
      ) AS house ON true
      LEFT JOIN LATERAL (
        SELECT true AS taken FROM ledger_transactions WHERE idempotency_key = asked.post_key LIMIT 1
      ) AS earlier ON true
  ), planned AS (
    SELECT found.*, change.remaining_after, change.target_after, change.applied AS turnover_applied,
        found.balance_minor + found.moved[found.player_at] AS balance_after,
        coalesce(found.refs[found.player_at] ~ '^player:[0-9]+$'
          AND found.refs[3 - found.player_at] ~ '^[a-z][a-z:_]*$'
          AND found.moved[found.player_at] <> 0 AND found.moved[1] + found.moved[2] = 0
          AND coalesce(found.wagering[3 - found.player_at], 0) = 0
          AND btrim(found.post_key) <> ''
          AND found.player_account_id IS NOT NULL AND found.system_account_id IS NOT NULL
          AND found.key_taken IS NULL
          AND found.balance_minor + found.moved[found.player_at] >= 0, false) AS accepted
      FROM found
      CROSS JOIN LATERAL ledger_wagering_after(found.wagering_remaining_minor,
        found.wagering_target_minor, found.wagering[found.player_at]) AS change
  ), together AS (
    SELECT count(*) = cardinality(post_keys) AND array_ndims(account_refs) = 2
        AND array_length(account_refs, 2) = 2 AND array_length(amounts, 2) = 2
        AND bool_and(accepted)
        AND count(DISTINCT player_account_id) = count(*) AND count(DISTINCT post_key) = count(*) AS ok
      FROM planned
  ), applied AS (
    SELECT planned.* FROM planned WHERE (SELECT ok FROM together)
  ), transactions AS (
    INSERT INTO ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
    SELECT post_key, kind, currency, ledger_fingerprint(kind, currency, reference, refs, moved),
        reference
      FROM applied ORDER BY at
    RETURNING id, idempotency_key
  ), postings AS (
    INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
    SELECT transactions.id,
        CASE WHEN posting.at = applied.player_at THEN applied.player_account_id
             ELSE applied.system_account_id END,
        applied.moved[posting.at],
        CASE WHEN posting.at = applied.player_at THEN applied.balance_after END
      FROM applied
      JOIN transactions ON transactions.idempotency_key = applied.post_key
      CROSS JOIN generate_series(1, 2) AS posting(at)
      ORDER BY applied.at, posting.at
  ), balances AS (
    UPDATE ledger_accounts account SET balance_minor = applied.balance_after,
        wagering_remaining_minor = applied.remaining_after, wagering_target_minor = applied.target_after
      FROM applied
      WHERE account.id = applied.player_account_id
        AND account.id = ANY (ARRAY(SELECT player_account_id FROM applied))
  )
  SELECT array_agg(balance_after ORDER BY at), array_agg(turnover_applied ORDER BY at)
    INTO balances_after, wagering_applied
    FROM applied;
END $$;
