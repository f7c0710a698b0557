-- A player's net losses since a moment, from the casino's own round records: what the rounds
-- begun since then took in bets minus what they paid in wins (negative when the player is ahead).
-- The one definition the loss limit counts with, at launch and on every bet.
CREATE OR REPLACE FUNCTION net_losses_since(loss_player bigint, since timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(bet_minor - win_minor), 0)::bigint FROM game_rounds
  WHERE player_id = loss_player AND created_at >= since
$$;
