import { and, eq, isNull } from 'drizzle-orm';
import { createClientSeed, isClientSeed } from '@sorte/slots';
import type { Database } from '../db/database';
import { seedPairs } from '../db/schema';
import type { RotateSeedsAnswer } from '../page-api/answers';
import { PageError } from '../page-api/page-error';
import { createSeedPair } from './create-seed-pair';
import { readActiveSeeds } from './read-active-seeds';

/**
 * Reveals the player's server seed (every round played with it can now be checked against its
 * commitment) and commits to a new one, with the client seed the player chose or a fresh one.
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
    await readActiveSeeds(tx, playerRef);
    const [revealed] = await tx
      .update(seedPairs)
      .set({ revealedAt: new Date() })
      .where(and(eq(seedPairs.playerRef, playerRef), isNull(seedPairs.revealedAt)))
      .returning();
    if (!revealed) throw new Error('the active seed pair vanished inside its transaction');
    await createSeedPair(tx, playerRef, clientSeed ?? createClientSeed());
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: revealed.clientSeed,
        nextNonce: revealed.nextNonce,
      },
      seeds: await readActiveSeeds(tx, playerRef),
    };
  });
}
