import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rounds, seedPairs } from '../db/schema';
import type { HistoryAnswer } from '../page-api/answers';
import type { GameSession } from '../sessions/find-session';
import { toRoundView } from './round-view';

export const historyRoundsMax = 20;

/**
 * The player's latest rounds of this game, newest first. Refused bets are left out: they never
 * were a round for the player (nothing was charged, no outcome was shown).
 */
export async function readHistory(db: Database, session: GameSession): Promise<HistoryAnswer> {
  const rows = await db
    .select({ round: rounds, serverSeed: seedPairs.serverSeed, revealedAt: seedPairs.revealedAt })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(
      and(
        eq(rounds.playerRef, session.playerRef),
        eq(rounds.gameId, session.gameId),
        ne(rounds.status, 'failed'),
      ),
    )
    .orderBy(desc(rounds.id))
    .limit(historyRoundsMax);
  return {
    rounds: rows.map(({ round, serverSeed, revealedAt }) =>
      toRoundView(round, revealedAt ? serverSeed : null),
    ),
  };
}
