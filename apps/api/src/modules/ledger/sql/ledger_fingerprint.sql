-- The one definition of a ledger transaction's fingerprint: what was asked, whatever the order of
-- its postings. A reused idempotency key with a different fingerprint is a mismatch, never a
-- second movement. The canonical text is `kind|currency|reference|code=amount|…` with the postings
-- sorted bytewise, hashed with SHA-256 (hex). Written without a query (an insertion sort of a
-- handful of entries), because it runs on every movement: a SQL function is planned on each call.
CREATE OR REPLACE FUNCTION ledger_fingerprint(
  posting_kind text, posting_currency text, posting_reference text,
  account_refs text[], amounts bigint[])
RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  entries text[];
  entry text;
  position int;
BEGIN
  IF cardinality(account_refs) = 2 THEN
    -- Two postings, as nearly every movement has: ordered by one comparison.
    entries := ARRAY[ledger_account_code(account_refs[1], posting_currency) || '=' || amounts[1],
                     ledger_account_code(account_refs[2], posting_currency) || '=' || amounts[2]];
    IF entries[1] COLLATE "C" > entries[2] COLLATE "C" THEN
      entries := ARRAY[entries[2], entries[1]];
    END IF;
  ELSE
    entries := '{}';
    FOR i IN 1..coalesce(cardinality(account_refs), 0) LOOP
      entry := ledger_account_code(account_refs[i], posting_currency) || '=' || amounts[i];
      position := i;
      WHILE position > 1 AND entries[position - 1] COLLATE "C" > entry COLLATE "C" LOOP
        entries[position] := entries[position - 1];
        position := position - 1;
      END LOOP;
      entries[position] := entry;
    END LOOP;
  END IF;
  RETURN encode(sha256(convert_to(
    posting_kind || '|' || posting_currency || '|' || coalesce(posting_reference, '') || '|' ||
      array_to_string(entries, '|'),
    'UTF8')), 'hex');
END $$;
