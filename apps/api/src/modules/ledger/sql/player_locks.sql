-- The one lock order of every transaction that moves a player's money or changes what they may do
-- with it (docs/decisions/0016-one-lock-order.md). Called first in such a transaction, through
-- lockPlayers (lock-players.ts), before anything else of the player is read or written:
--   1. the players' rows, by id, FOR NO KEY UPDATE;
--   2. their balance rows in ledger_accounts, by id, FOR NO KEY UPDATE;
--   then the caller re-reads the row it decides on (an order, a ticket) and writes.
-- NO KEY UPDATE, never UPDATE: inserting a row whose foreign key points at a player (an order, a
-- claim, a player's first balance row) takes KEY SHARE on the player's row, which FOR UPDATE would
-- block. A transaction that holds a balance row while it inserts such a row would then wait on a
-- transaction waiting for that same balance row: a deadlock. (Rounds and wallet calls took KEY
-- SHARE too until decision 0029.)
-- Answers how many players were found, so a caller can tell a player that does not exist.
CREATE OR REPLACE FUNCTION player_locks(player_ids bigint[])
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  found_players int;
BEGIN
  SELECT count(*) INTO found_players FROM (
    SELECT 1 FROM players WHERE id = ANY (player_ids) ORDER BY id FOR NO KEY UPDATE) AS locked;
  PERFORM 1 FROM ledger_accounts
    WHERE player_id = ANY (player_ids) AND kind = 'player' ORDER BY id FOR NO KEY UPDATE;
  RETURN found_players;
END $$;
