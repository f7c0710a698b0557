-- A win's postings: the prize from the house to the player. A win adds nothing to the turnover
-- requirement: only deposits and bonuses do (PRODUCT.md §3.5).
CREATE OR REPLACE FUNCTION ledger_win_postings(player_id bigint, prize_minor bigint,
  OUT account_refs text[], OUT amounts bigint[], OUT wagering_changes bigint[])
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  account_refs := ARRAY['house', 'player:' || player_id];
  amounts := ARRAY[-prize_minor, prize_minor];
  wagering_changes := ARRAY[0::bigint, 0::bigint];
END $$;
