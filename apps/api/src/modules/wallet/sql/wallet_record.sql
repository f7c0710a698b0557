-- Keeps a wallet call's answer with its transaction id, for good, so a retry gets the same answer.
-- `request->>'fingerprint'` is the call's own fingerprint (fingerprintWalletCall), which tells a
-- retry from a reused id; it is not the ledger's fingerprint (ledger_fingerprint).
CREATE OR REPLACE FUNCTION wallet_record(request jsonb, call_action text, call_player bigint, call_amount bigint, answer jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_calls (provider, transaction_id, action, round_id, player_id, amount_minor, fingerprint, answer)
  VALUES (request->>'provider', request->>'transactionId', call_action, request->>'roundId', call_player,
          call_amount, request->>'fingerprint', answer);
  RETURN answer;
END $$;
