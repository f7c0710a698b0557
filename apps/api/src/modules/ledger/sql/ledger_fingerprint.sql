-- The one definition of a ledger transaction's fingerprint: what was asked, whatever the order of
-- its postings. A reused idempotency key with a different fingerprint is a mismatch, never a
-- second movement. The canonical text is `kind|currency|reference|code=amount|…` with the postings
-- sorted bytewise, hashed with SHA-256 (hex).
CREATE OR REPLACE FUNCTION ledger_fingerprint(
  posting_kind text, posting_currency text, posting_reference text,
  account_refs text[], amounts bigint[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(
    posting_kind || '|' || posting_currency || '|' || coalesce(posting_reference, '') || '|' ||
    (SELECT string_agg(entry, '|' ORDER BY entry COLLATE "C")
       FROM (SELECT ledger_account_code(posting.account_ref, posting_currency) || '=' || posting.amount AS entry
               FROM unnest(account_refs, amounts) AS posting(account_ref, amount)) AS entries),
    'UTF8')), 'hex')
$$;
