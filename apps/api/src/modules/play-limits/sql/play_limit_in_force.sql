-- A player's loss or play-time limit in force at a moment: the newest change already effective
-- (a lower limit applies at once, a higher one or none 24 hours after it was asked for). NULL:
-- no limit.
CREATE OR REPLACE FUNCTION play_limit_in_force(limit_player bigint, limit_kind text, limit_period text, at_time timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT amount FROM play_limit_changes
  WHERE player_id = limit_player AND kind = limit_kind AND period = limit_period AND effective_at <= at_time
  ORDER BY id DESC LIMIT 1
$$;
