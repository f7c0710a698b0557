-- A player's time of play since a moment, in milliseconds: for each game session opened since
-- then, from its opening to its last round's bet or settlement; the session `open_session` (the
-- one betting now) counts up to `at_time`. The one definition the daily time limit counts with.
CREATE OR REPLACE FUNCTION play_ms_since(play_player bigint, since timestamptz, at_time timestamptz, open_session bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(extract(epoch FROM (
      CASE WHEN s.id = open_session THEN at_time
        ELSE coalesce((SELECT max(greatest(r.created_at, coalesce(r.settled_at, r.created_at)))
                       FROM game_rounds r WHERE r.game_session_id = s.id), s.created_at) END
      - s.created_at)) * 1000), 0)::bigint
  FROM game_sessions s
  WHERE s.player_id = play_player AND s.created_at >= since
$$;
