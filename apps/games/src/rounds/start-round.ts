import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPlayableGame } from '../catalogue/playable-games';
import type { Database } from '../db/database';
import { rounds } from '../db/schema';
import { PageError } from '../page-api/page-error';
import type { GameSession } from '../sessions/find-session';
import { reserveNonce } from '../seeds/reserve-nonce';
import { roundGraceMs } from './round-record';
import type { RoundRecord } from './round-record';

export interface StartRoundInput {
  session: GameSession;
  game: AnyPlayableGame;
  /** Kept on the round until it is finished, for the wallet calls that settle it. */
  token: string;
  betMinor: number;
}

/** A hand of a game with a decision is not finished while it is in one of these. */
const handOpenStatuses = ['pending', 'awaiting_decision', 'second_bet_pending'] as const;

/**
 * Draws the round's outcome from the next nonce of the committed seeds and records it as pending
 * before any money moves: whatever happens next, the round exists and can be finished. A game
 * with a decision stores what the player may see while deciding; the rest is drawn again from
 * the same seeds when the decision comes.
 */
export async function startRound(db: Database, input: StartRoundInput): Promise<RoundRecord> {
  const { session, game, betMinor } = input;
  return db.transaction(async (tx) => {
    const { pair, nonce } = await reserveNonce(tx, session.playerRef);
    if (game.decision) {
      // The player's seed pair row is locked by reserveNonce, so two deals of one player reach
      // this check one after the other: one hand of a game at a time.
      const [open] = await tx
        .select({ roundId: rounds.roundId })
        .from(rounds)
        .where(
          and(
            eq(rounds.playerRef, session.playerRef),
            eq(rounds.gameId, game.gameId),
            inArray(rounds.status, [...handOpenStatuses]),
          ),
        )
        .limit(1);
      if (open) {
        throw new PageError('decision_pending', 409, `round ${open.roundId} is not finished`);
      }
    }
    const outcome = game.play(
      { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
      betMinor,
    );
    const [round] = await tx
      .insert(rounds)
      .values({
        roundId: randomUUID(),
        playerRef: session.playerRef,
        gameId: session.gameId,
        currency: session.currency,
        betMinor: outcome.totalBetMinor,
        winMinor: outcome.totalWinMinor,
        outcome,
        seedPairId: pair.id,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce,
        status: 'pending',
        settlementToken: input.token,
        nextSettleAt: new Date(Date.now() + roundGraceMs),
      })
      .returning();
    if (!round) throw new Error('inserting a round returned nothing');
    return round;
  });
}
