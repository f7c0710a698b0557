import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createClientSeed, isClientSeed } from '@sorte/slots';
import { decisionRulesOf } from '../catalogue/playable-games';
import type { Database } from '../db/database';
import { rounds, seedPairs } from '../db/schema';
import type { RotateSeedsAnswer } from '../page-api/answers';
import { PageError } from '../page-api/page-error';
import { drawServerSeed } from './create-seed-pair';
import { readActivePair } from './read-active-seeds';
import { toSeedsView } from './seeds-view';

/**
 * Rounds of a game with a decision whose outcome is drawn but not shown in full: revealing the
 * server seed now would show the player what is still hidden (Teen Patti's dealer cards before the
 * decision). A pending round of such a game is about to wait for its decision. A slot round has
 * nothing hidden to decide on, so its spin never holds a rotation up.
 */
const unrevealableStatuses = ['pending', 'awaiting_decision'] as const;

/**
 * Reveals the player's server seed (every round played with it can now be checked against its
 * commitment) and puts in play the next server seed, whose hash was published before this call:
 * the player's client seed cannot have chosen it. A new next seed is drawn and its hash published
 * for the rotation after this one.
 */
export async function rotateSeeds(
  db: Database,
  playerRef: string,
  clientSeed: string | undefined,
): Promise<RotateSeedsAnswer> {
  if (clientSeed !== undefined && !isClientSeed(clientSeed)) {
    throw new PageError('seed_invalid', 400, 'a client seed is 1 to 64 letters, digits, - or _');
  }
  return db.transaction(async (tx) => {
    // Locked first, so a round starting now (reserveNonce updates this row) either finished
    // drawing before us, and is seen below, or waits and draws from the new pair.
    const current = await readActivePair(tx, playerRef, { forUpdate: true });
    const unfinished = (
      await tx
        .select({ roundId: rounds.roundId, gameId: rounds.gameId })
        .from(rounds)
        .where(
          and(eq(rounds.playerRef, playerRef), inArray(rounds.status, [...unrevealableStatuses])),
        )
    ).find((round) => decisionRulesOf(round.gameId) !== undefined);
    if (unfinished) {
      throw new PageError(
        'round_in_progress',
        409,
        `round ${unfinished.roundId} is not finished; its seed cannot be revealed yet`,
      );
    }
    if (!current.nextServerSeed || !current.nextServerSeedHash) {
      throw new Error(`seed pair ${current.id} in play without a next seed`);
    }
    await tx
      .update(seedPairs)
      .set({ revealedAt: new Date(), nextServerSeed: null })
      .where(and(eq(seedPairs.id, current.id), isNull(seedPairs.revealedAt)));
    const next = drawServerSeed();
    const [started] = await tx
      .insert(seedPairs)
      .values({
        playerRef,
        serverSeed: current.nextServerSeed,
        serverSeedHash: current.nextServerSeedHash,
        clientSeed: clientSeed ?? createClientSeed(),
        clientSeedChosen: clientSeed !== undefined,
        nextServerSeed: next.serverSeed,
        nextServerSeedHash: next.serverSeedHash,
      })
      .returning();
    if (!started) throw new Error('inserting the next seed pair returned nothing');
    return {
      revealed: {
        serverSeed: current.serverSeed,
        serverSeedHash: current.serverSeedHash,
        clientSeed: current.clientSeed,
        nextNonce: current.nextNonce,
      },
      seeds: toSeedsView(started),
    };
  });
}
