import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';

/**
 * Refuses an adjustment on an account closed at its holder's request (account_closed): it was
 * closed only once no money was left or on its way, so none is put back. Read after the player's
 * locks, so a closing that just committed is seen.
 */
export async function requireOpenAccount(tx: Transaction, playerId: number): Promise<void> {
  const [player] = await tx
    .select({ closedAt: players.closedAt })
    .from(players)
    .where(eq(players.id, playerId));
  if (player?.closedAt) throw new PlayerError('account_closed', 409);
}
