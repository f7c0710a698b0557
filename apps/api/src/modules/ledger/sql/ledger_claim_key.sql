-- ledger_post's claim of an idempotency key, written once for both of its paths. With
-- keeps_balances (every player balance stays at zero or above), the key is claimed by the insert
-- itself: `claimed`, with the new transaction's id. Otherwise, or when the key was taken before,
-- nothing is written and the answer says why: the key was used before (`duplicate` for the same
-- request, `mismatch` for another, with that transaction's id), or, when it was not, the debit
-- would have taken a player balance below zero (`insufficient`). A retry of a movement already
-- written is told so, whatever the balance now.
DROP FUNCTION IF EXISTS ledger_earlier_answer(text, text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_claim_key(post_key text, posting_kind text, posting_currency text,
  posting_reference text, wanted_fingerprint text, keeps_balances boolean,
  OUT status text, OUT transaction_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  earlier record;
BEGIN
  IF keeps_balances THEN
    INSERT INTO ledger_transactions (idempotency_key, kind, currency, fingerprint, reference)
    VALUES (post_key, posting_kind, posting_currency, wanted_fingerprint, posting_reference)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO transaction_id;
    IF transaction_id IS NOT NULL THEN
      status := 'claimed';
      RETURN;
    END IF;
  END IF;
  SELECT t.id, t.fingerprint INTO earlier FROM ledger_transactions t WHERE t.idempotency_key = post_key;
  IF FOUND THEN
    transaction_id := earlier.id;
    status := CASE WHEN earlier.fingerprint = wanted_fingerprint THEN 'duplicate' ELSE 'mismatch' END;
  ELSE
    status := 'insufficient';
  END IF;
END $$;
