-- The answer to a wallet call whose transaction id was seen before: the first answer if it is the
-- same call, DUPLICATE_MISMATCH if the id was reused for another, and ALREADY_ROLLED_BACK for a bet
-- whose rollback arrived first and left a tombstone.
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
