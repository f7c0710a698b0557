import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/**
 * Takes a player's locks in the one order every money path follows (docs/decisions/0016): the
 * player's row, then their balance row, both FOR NO KEY UPDATE, by the database function
 * `player_locks` (sql/player_locks.sql). Call it first in the transaction, before reading what the
 * decision needs: everything read after it is what the last transaction to hold the locks
 * committed, so the loser of a race is told the true reason.
 */
export async function lockPlayer(tx: Transaction, playerId: number): Promise<void> {
  await lockPlayers(tx, [playerId]);
}

/** The same for several players at once (an invitation's two players), in id order. */
export async function lockPlayers(tx: Transaction, playerIds: readonly number[]): Promise<void> {
  const ids = [...new Set(playerIds)];
  const [row] = await queryRows<{ found: number }>(
    tx,
    sql`select player_locks(${sql.param(ids)}::bigint[]) as found`,
  );
  if (Number(row?.found) !== ids.length) {
    throw new Error(`lockPlayers: ${ids.length - Number(row?.found)} of ${ids.join(', ')} missing`);
  }
}
