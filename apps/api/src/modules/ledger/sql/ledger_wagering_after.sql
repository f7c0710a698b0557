-- The turnover requirement after one posting's wagering change (PRODUCT.md §3.5,
-- docs/decisions/0004): a positive change adds to it, a negative one pays it off by up to that
-- much, never below zero; `applied` is what really changed. The target the player's progress bar
-- counts down from grows with every addition and starts afresh with the first addition after the
-- requirement was met.
CREATE OR REPLACE FUNCTION ledger_wagering_after(remaining bigint, target bigint, change bigint,
  OUT remaining_after bigint, OUT target_after bigint, OUT applied bigint)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  remaining_after := greatest(0, remaining + coalesce(change, 0));
  applied := remaining_after - remaining;
  target_after := CASE WHEN applied > 0
    THEN CASE WHEN remaining = 0 THEN 0 ELSE target END + applied
    ELSE target END;
END $$;
