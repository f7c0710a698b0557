import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rounds, seedPairs } from '../db/schema';
import type { HistoryAnswer } from '../page-api/answers';
import type { HistoryBody } from '../page-api/bodies';
import { PageError } from '../page-api/page-error';
import type { GameSession } from '../sessions/find-session';
import { toRoundView } from './round-view';

/** Rounds per page of the history. */
export const historyPageSize = 20;

/**
 * The player's rounds of this game, newest first, a page at a time back to the very first; or one
 * round looked up by its id or by the seeds it was played with. Refused bets are left out: they
 * never were a round for the player (nothing was charged, no outcome was shown). A round looked
 * up that is not the player's, of this game, is simply not found.
 */
export async function readHistory(
  db: Database,
  session: GameSession,
  query: Omit<HistoryBody, 'token'> = {},
): Promise<HistoryAnswer> {
  const conditions: SQL[] = [
    eq(rounds.playerRef, session.playerRef),
    eq(rounds.gameId, session.gameId),
    ne(rounds.status, 'failed'),
  ];
  if (query.roundId !== undefined) conditions.push(eq(rounds.roundId, query.roundId));
  if (query.serverSeedHash !== undefined && query.nonce !== undefined) {
    conditions.push(
      eq(rounds.serverSeedHash, query.serverSeedHash.toLowerCase()),
      eq(rounds.nonce, query.nonce),
    );
  }
  if (query.before !== undefined) {
    const [anchor] = await db
      .select({ id: rounds.id })
      .from(rounds)
      .where(
        and(
          eq(rounds.roundId, query.before),
          eq(rounds.playerRef, session.playerRef),
          eq(rounds.gameId, session.gameId),
        ),
      );
    if (!anchor) throw new PageError('round_unknown', 404, `no round ${query.before} of yours`);
    conditions.push(lt(rounds.id, anchor.id));
  }
  // One more than a page tells whether an older page exists.
  const rows = await db
    .select({ round: rounds, serverSeed: seedPairs.serverSeed, revealedAt: seedPairs.revealedAt })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(and(...conditions))
    .orderBy(desc(rounds.id))
    .limit(historyPageSize + 1);
  const page = rows.slice(0, historyPageSize);
  return {
    rounds: page.map(({ round, serverSeed, revealedAt }) =>
      toRoundView(round, revealedAt ? serverSeed : null),
    ),
    nextBefore: rows.length > historyPageSize ? (page.at(-1)?.round.roundId ?? null) : null,
  };
}
