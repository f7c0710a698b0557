import { randomUUID } from 'node:crypto';
import type { AnyPlayableGame } from '../catalogue/playable-games';
import type { Database } from '../db/database';
import { rounds } from '../db/schema';
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

/**
 * Draws the round's outcome from the next nonce of the committed seeds and records it as pending
 * before any money moves: whatever happens next, the round exists and can be finished.
 */
export async function startRound(db: Database, input: StartRoundInput): Promise<RoundRecord> {
  const { session, game, betMinor } = input;
  return db.transaction(async (tx) => {
    const { pair, nonce } = await reserveNonce(tx, session.playerRef);
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
