-- Whether a bet of `stake` in this game session would pass one of the player's loss limits (day,
-- week, month of the market's calendar) or their daily play-time limit: the wallet's refusal
-- code, or NULL when the bet may go ahead. Called by wallet_bet only for sessions whose player had
-- limits (game_sessions.limits_time_zone set), so players without limits pay nothing for it.
CREATE OR REPLACE FUNCTION play_limits_refusal(session game_sessions, stake bigint, at_time timestamptz)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text := session.limits_time_zone;
  local_now timestamp := at_time AT TIME ZONE zone;
  loss_period text;
  limit_amount bigint;
BEGIN
  FOREACH loss_period IN ARRAY ARRAY['day', 'week', 'month'] LOOP
    limit_amount := play_limit_in_force(session.player_id, 'loss', loss_period, at_time);
    IF limit_amount IS NOT NULL AND net_losses_since(session.player_id,
        date_trunc(loss_period, local_now) AT TIME ZONE zone) + stake > limit_amount THEN
      RETURN 'LOSS_LIMIT_REACHED';
    END IF;
  END LOOP;
  limit_amount := play_limit_in_force(session.player_id, 'time', 'day', at_time);
  IF limit_amount IS NOT NULL AND play_ms_since(session.player_id,
      date_trunc('day', local_now) AT TIME ZONE zone, at_time, session.id) >= limit_amount * 60000 THEN
    RETURN 'PLAY_TIME_LIMIT_REACHED';
  END IF;
  RETURN NULL;
END $$;
