-- A win settles a round that has a bet (a win of 0 closes a losing round): the prize moves from
-- the house to the player through ledger_post. Accepted after the game session expired, because a
-- provider must always be able to settle.
CREATE OR REPLACE FUNCTION wallet_win(request jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  call_provider text := request->>'provider';
  call_round text := request->>'roundId';
  prize bigint := (request->>'amount')::bigint;
  session game_sessions;
  existing wallet_calls;
  round game_rounds;
  postings record;
  posted record;
  balance_now bigint;
  round_balance_after bigint;
  -- The api's clock (settle-win.ts); now() for a caller that sends none.
  at_time timestamptz := coalesce((request->>'at')::timestamptz, now());
BEGIN
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
    FOR NO KEY UPDATE;
  IF round.id IS NULL THEN
    RETURN wallet_record(request, 'win', session.player_id, prize, wallet_failure('UNKNOWN_ROUND'));
  END IF;

  -- A win that would take the balance past what an answer carries is refused.
  IF prize > 0 AND prize > wallet_balance_max() - (SELECT balance_minor FROM ledger_accounts
      WHERE code = ledger_account_code('player:' || session.player_id, session.currency)) THEN
    RETURN wallet_record(request, 'win', session.player_id, prize, wallet_failure('BAD_REQUEST',
      'This win would take the balance past the largest amount the wallet carries.'));
  END IF;

  IF prize > 0 THEN
    -- Called as expressions, not from a FROM clause: no table function, nothing materialised.
    postings := ledger_win_postings(session.player_id, prize);
    posted := ledger_post('provider:' || call_provider || ':tx:' || (request->>'transactionId'), 'win',
      session.currency, 'round:' || call_provider || ':' || call_round,
      postings.account_refs, postings.amounts, postings.wagering_changes);
    IF posted.status <> 'applied' THEN
      -- The ledger already holds a movement under this call's key although the wallet never
      -- answered it: pay nothing twice, and say the id is spent.
      RETURN wallet_record(request, 'win', session.player_id, prize, wallet_failure('DUPLICATE_MISMATCH'));
    END IF;
    balance_now := posted.balances_after[2];
    round_balance_after := balance_now;
  ELSE
    -- Nothing moves: the round's record keeps the balance its last bet left, while the answer
    -- tells the provider the balance as it is now.
    SELECT balance_minor INTO balance_now FROM ledger_accounts
      WHERE code = ledger_account_code('player:' || session.player_id, session.currency);
    round_balance_after := round.balance_after_minor;
  END IF;

  UPDATE game_rounds SET win_minor = win_minor + prize, status = 'settled', settled_at = at_time,
      balance_after_minor = round_balance_after,
      balance_before_minor = round_balance_after + bet_minor - (win_minor + prize)
    WHERE id = round.id;

  RETURN wallet_record(request, 'win', session.player_id, prize, jsonb_build_object(
    'ok', true, 'balance', balance_now, 'currency', session.currency,
    'transactionId', request->>'transactionId'));
END $$;
