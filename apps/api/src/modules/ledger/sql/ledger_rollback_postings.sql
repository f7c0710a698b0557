-- A rollback's postings: the bet's stake from the house back to the player, and the turnover the
-- bet had paid off back on the requirement (a returned bet was never play).
CREATE OR REPLACE FUNCTION ledger_rollback_postings(player_id bigint, stake_minor bigint,
  wagering_paid_off_minor bigint,
  OUT account_refs text[], OUT amounts bigint[], OUT wagering_changes bigint[])
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  account_refs := ARRAY['house', 'player:' || player_id];
  amounts := ARRAY[-stake_minor, stake_minor];
  wagering_changes := ARRAY[0::bigint, wagering_paid_off_minor];
END $$;
