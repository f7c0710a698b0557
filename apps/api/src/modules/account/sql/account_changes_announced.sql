-- Announces account changes a transaction left to its caller (a wallet batch, decision 0030), as
-- `account_changed` with the players' ids joined by commas, 300 to a notification (a payload holds
-- under 8,000 bytes): every listening connection of every process receives each notification, so
-- one per player would cost each process hundreds of messages an announcement. News only, no
-- money moves here, so its commit does not wait for the disk (a crash that loses it ends every
-- listening connection, and a listener that reconnects forgets everything anyway). '*' stands for
-- every player.
CREATE OR REPLACE FUNCTION account_changes_announced(player_ids jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_notify('account_changed', string_agg(id, ',' ORDER BY position))
    FROM jsonb_array_elements_text(player_ids) WITH ORDINALITY AS player(id, position)
    GROUP BY (position - 1) / 300;
END $$;
