-- The ledger's one writer: every movement of money, from TypeScript (postTransaction) or from
-- inside another database function (the wallet's), is written here. One call writes one balanced
-- transaction, or nothing, and answers what happened:
--   applied       written; balances_after and wagering_applied are aligned with the postings
--                 (NULL for system accounts)
--   duplicate     the idempotency key was used before for this same request: nothing moved
--   mismatch      the key was used before for a different request: nothing moved
--   insufficient  a player debit would take a balance below zero: nothing moved
-- A request that is not a balanced transaction (fewer than two postings, a zero amount, a sum
-- other than zero, an account twice, an empty key) is a bug in the caller and raises.
--
-- Postings are aligned arrays: account_refs (`player:<id>` or a system account's name), amounts
-- (positive credits, negative debits) and wagering_changes (player postings only, applied to the
-- turnover requirement by ledger_wagering_after).
CREATE OR REPLACE FUNCTION ledger_post(
  post_key text, posting_kind text, posting_currency text, posting_reference text,
  account_refs text[], amounts bigint[], wagering_changes bigint[],
  OUT status text, OUT transaction_id bigint, OUT balances_after bigint[], OUT wagering_applied bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  posting_count int := coalesce(cardinality(account_refs), 0);
  codes text[];
  account_ids bigint[];
  balances bigint[];
  requirements bigint[];
  targets bigint[];
  locked record;
  claim record;
  applied record;
  wanted_fingerprint text;
  total numeric := 0;
  missing_players int := 0;
  player_at int;
  system_at int;
  player_code text;
BEGIN
  -- Checked without a query: this runs on every movement, every bet and win included.
  IF post_key IS NULL OR btrim(post_key) = '' THEN
    RAISE EXCEPTION 'ledger_post: empty idempotency key';
  END IF;
  IF posting_count < 2 OR coalesce(cardinality(amounts), 0) <> posting_count
     OR (wagering_changes IS NOT NULL AND cardinality(wagering_changes) <> posting_count) THEN
    RAISE EXCEPTION 'ledger_post %: needs two or more postings with one amount each', post_key;
  END IF;
  -- Two postings, one of them a player's, as every bet, win and rollback has: the rules below
  -- written for that shape with few statements, because the wallet runs them on every call. A
  -- request this path does not take as it is (a check fails, the account is not opened yet) goes
  -- on to the general path, which names the reason or opens the account.
  IF posting_count = 2 AND (account_refs[1] LIKE 'player:%') <> (account_refs[2] LIKE 'player:%') THEN
    player_at := CASE WHEN account_refs[1] LIKE 'player:%' THEN 1 ELSE 2 END;
    system_at := 3 - player_at;
    IF amounts[player_at] <> 0 AND amounts[player_at] + amounts[system_at] = 0
       AND account_refs[player_at] ~ '^player:[0-9]+$' AND account_refs[system_at] ~ '^[a-z][a-z:_]*$'
       AND coalesce(wagering_changes[system_at], 0) = 0 THEN
      player_code := ledger_account_code(account_refs[player_at], posting_currency);
      SELECT a.id, a.balance_minor, a.wagering_remaining_minor, a.wagering_target_minor INTO locked
        FROM ledger_accounts a WHERE a.code = player_code AND a.kind = 'player' FOR NO KEY UPDATE;
      IF FOUND THEN
        wanted_fingerprint := ledger_fingerprint(posting_kind, posting_currency, posting_reference,
          account_refs, amounts);
        claim := ledger_claim_key(post_key, posting_kind, posting_currency, posting_reference,
          wanted_fingerprint, locked.balance_minor + amounts[player_at] >= 0);
        transaction_id := claim.transaction_id;
        IF claim.status <> 'claimed' THEN status := claim.status; RETURN; END IF;
        applied := ledger_player_posting(locked.id, locked.balance_minor, locked.wagering_remaining_minor,
          locked.wagering_target_minor, amounts[player_at], wagering_changes[player_at]);
        account_ids := ARRAY[locked.id, locked.id];
        account_ids[system_at] := ledger_system_account_id(ledger_account_code(account_refs[system_at],
          posting_currency), posting_currency);
        INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
        VALUES (ledger_post.transaction_id, account_ids[1], amounts[1], CASE WHEN player_at = 1 THEN applied.balance_after END),
               (ledger_post.transaction_id, account_ids[2], amounts[2], CASE WHEN player_at = 2 THEN applied.balance_after END);
        balances_after := ARRAY[NULL, NULL]::bigint[];
        balances_after[player_at] := applied.balance_after;
        wagering_applied := ARRAY[NULL, NULL]::bigint[];
        wagering_applied[player_at] := applied.wagering_applied;
        status := 'applied';
        RETURN;
      END IF;
    END IF;
  END IF;

  codes := array_fill(NULL::text, ARRAY[posting_count]);
  account_ids := array_fill(NULL::bigint, ARRAY[posting_count]);
  balances := array_fill(NULL::bigint, ARRAY[posting_count]);
  requirements := array_fill(NULL::bigint, ARRAY[posting_count]);
  targets := array_fill(NULL::bigint, ARRAY[posting_count]);
  wagering_applied := array_fill(NULL::bigint, ARRAY[posting_count]);
  FOR i IN 1..posting_count LOOP
    -- One test per posting on the way through; the specific reason only when one fails.
    IF amounts[i] IS NULL OR amounts[i] = 0 OR account_refs[i] !~ '^(player:[0-9]+|[a-z][a-z:_]*)$'
       OR (account_refs[i] NOT LIKE 'player:%' AND coalesce(wagering_changes[i], 0) <> 0) THEN
      IF amounts[i] IS NULL OR amounts[i] = 0 THEN
        RAISE EXCEPTION 'ledger_post %: posting % has no amount', post_key, i;
      END IF;
      IF account_refs[i] !~ '^(player:[0-9]+|[a-z][a-z:_]*)$' THEN
        RAISE EXCEPTION 'ledger_post %: % is not an account', post_key, account_refs[i];
      END IF;
      RAISE EXCEPTION 'ledger_post %: only a player account has wagering', post_key;
    END IF;
    IF account_refs[i] LIKE 'player:%' THEN missing_players := missing_players + 1; END IF;
    total := total + amounts[i];
    codes[i] := ledger_account_code(account_refs[i], posting_currency);
    FOR j IN 1..i - 1 LOOP
      IF codes[j] = codes[i] THEN
        RAISE EXCEPTION 'ledger_post %: an account appears twice', post_key;
      END IF;
    END LOOP;
  END LOOP;
  IF total <> 0 THEN RAISE EXCEPTION 'ledger_post %: unbalanced by %', post_key, total; END IF;

  -- Player balance rows are locked in id order, the order every writer uses, so two movements of
  -- the same players wait for each other instead of deadlocking (docs/decisions/0005). A player's
  -- account is opened on first use. System accounts are never locked: their balance is the sum of
  -- their postings, so no shared row serialises the players (docs/decisions/0002).
  FOR pass IN 1..2 LOOP
    IF missing_players > 0 THEN
      FOR locked IN
        SELECT a.id, a.code, a.balance_minor, a.wagering_remaining_minor, a.wagering_target_minor
        FROM ledger_accounts a
        WHERE a.code = ANY (codes) AND a.kind = 'player' ORDER BY a.id FOR NO KEY UPDATE
      LOOP
        FOR i IN 1..posting_count LOOP
          IF codes[i] = locked.code AND account_ids[i] IS NULL THEN
            account_ids[i] := locked.id;
            balances[i] := locked.balance_minor;
            requirements[i] := locked.wagering_remaining_minor;
            targets[i] := locked.wagering_target_minor;
            missing_players := missing_players - 1;
          END IF;
        END LOOP;
      END LOOP;
    END IF;
    EXIT WHEN missing_players = 0;
    IF pass = 2 THEN RAISE EXCEPTION 'ledger_post %: a player account could not be opened', post_key; END IF;
    INSERT INTO ledger_accounts (code, currency, kind, player_id)
    SELECT codes[s.i], posting_currency, 'player', substr(account_refs[s.i], 8)::bigint
      FROM generate_subscripts(account_refs, 1) AS s(i)
      WHERE account_refs[s.i] LIKE 'player:%' AND account_ids[s.i] IS NULL
    ON CONFLICT (code) DO NOTHING;
  END LOOP;

  wanted_fingerprint := ledger_fingerprint(posting_kind, posting_currency, posting_reference, account_refs, amounts);
  claim := ledger_claim_key(post_key, posting_kind, posting_currency, posting_reference, wanted_fingerprint,
    NOT EXISTS (SELECT FROM unnest(balances, amounts) AS posting(balance, amount)
                WHERE posting.balance + posting.amount < 0));
  transaction_id := claim.transaction_id;
  IF claim.status <> 'claimed' THEN status := claim.status; RETURN; END IF;

  FOR i IN 1..posting_count LOOP
    IF account_ids[i] IS NULL THEN
      account_ids[i] := ledger_system_account_id(codes[i], posting_currency);
    ELSE
      applied := ledger_player_posting(account_ids[i], balances[i], requirements[i], targets[i],
        amounts[i], wagering_changes[i]);
      balances[i] := applied.balance_after;
      wagering_applied[i] := applied.wagering_applied;
    END IF;
  END LOOP;
  INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, balance_after_minor)
  SELECT ledger_post.transaction_id, posting.account_id, posting.amount, posting.balance_after
    FROM unnest(account_ids, amounts, balances) AS posting(account_id, amount, balance_after);
  balances_after := balances;
  status := 'applied';
END $$;
