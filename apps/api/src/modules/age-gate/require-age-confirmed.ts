import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';

/**
 * PRODUCT.md §3.3: every player completes the 18+ setup before the first deposit or game launch,
 * whatever channel they came from. Refuses with `age_unconfirmed` otherwise.
 */
export async function requireAgeConfirmed(db: Database, playerId: number): Promise<void> {
  const [player] = await db
    .select({ ageConfirmedAt: players.ageConfirmedAt })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player?.ageConfirmedAt) throw new PlayerError('age_unconfirmed', 403);
}
