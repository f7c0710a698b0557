-- What ledger_post answers when it writes nothing: the idempotency key was used before
-- (`duplicate` for the same request, `mismatch` for another, with that transaction's id), or,
-- when it was not, the debit would have taken a player balance below zero (`insufficient`).
CREATE OR REPLACE FUNCTION ledger_earlier_answer(post_key text, wanted_fingerprint text,
  OUT status text, OUT transaction_id bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  earlier record;
BEGIN
  SELECT t.id, t.fingerprint INTO earlier FROM ledger_transactions t WHERE t.idempotency_key = post_key;
  IF FOUND THEN
    transaction_id := earlier.id;
    status := CASE WHEN earlier.fingerprint = wanted_fingerprint THEN 'duplicate' ELSE 'mismatch' END;
  ELSE
    status := 'insufficient';
  END IF;
END $$;
