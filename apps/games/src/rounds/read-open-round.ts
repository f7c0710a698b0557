import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rounds } from '../db/schema';
import type { RoundView } from '../page-api/answers';
import { toRoundView } from './round-view';

/**
 * The player's hand of a game with a decision that is not finished (waiting for the decision, or
 * for the decision's bet), so a page opened again, in this tab or another, carries on with it.
 */
export async function readOpenRound(
  db: Database,
  playerRef: string,
  gameId: number,
): Promise<RoundView | null> {
  const [round] = await db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.playerRef, playerRef),
        eq(rounds.gameId, gameId),
        inArray(rounds.status, ['awaiting_decision', 'second_bet_pending']),
      ),
    )
    .orderBy(desc(rounds.id))
    .limit(1);
  return round ? toRoundView(round, null) : null;
}
