import { and, desc, eq } from 'drizzle-orm';
import { recentRoundsCount } from '@sorte/contracts';
import type { CallData, gameRecentRounds } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { gameRounds } from '../../db/schema';
import { toRecordedRound } from './recorded-round-view';

/** The player's last ten rounds of one game, or of all games: the record of play (§3.6). */
export async function readRecentRounds(
  db: Database,
  input: { playerId: number; gameId?: number },
): Promise<CallData<typeof gameRecentRounds>> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(
      input.gameId === undefined
        ? eq(gameRounds.playerId, input.playerId)
        : and(eq(gameRounds.playerId, input.playerId), eq(gameRounds.gameId, input.gameId)),
    )
    .orderBy(desc(gameRounds.id))
    .limit(recentRoundsCount);
  return { rounds: rows.map(toRecordedRound) };
}
