import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { seedPairs } from '../db/schema';
import type { SeedsView } from '../page-api/answers';
import { createSeedPair } from './create-seed-pair';

/** The player's seeds in play (created on first sight), as the page may see them. */
export async function readActiveSeeds(
  db: Database | Transaction,
  playerRef: string,
): Promise<SeedsView> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [pair] = await db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.playerRef, playerRef), isNull(seedPairs.revealedAt)))
      .limit(1);
    if (pair) {
      return {
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce: pair.nextNonce,
      };
    }
    await createSeedPair(db, playerRef);
  }
  throw new Error('no active seed pair after creating one');
}
