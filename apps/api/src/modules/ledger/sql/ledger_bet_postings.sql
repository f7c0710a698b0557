-- A bet's postings: the stake from the player to the house; every staked unit pays off the
-- player's turnover requirement while any remains (PRODUCT.md §3.5). Built here, beside the
-- primitive, because the wallet decides bets inside the database (docs/decisions/0003); the
-- postings of every other kind are built in TypeScript (../postings/).
-- PL/pgSQL rather than SQL: a SQL function returning a row is planned again on every call.
CREATE OR REPLACE FUNCTION ledger_bet_postings(player_id bigint, stake_minor bigint,
  OUT account_refs text[], OUT amounts bigint[], OUT wagering_changes bigint[])
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  account_refs := ARRAY['player:' || player_id, 'house'];
  amounts := ARRAY[-stake_minor, stake_minor];
  wagering_changes := ARRAY[-stake_minor, 0::bigint];
END $$;
