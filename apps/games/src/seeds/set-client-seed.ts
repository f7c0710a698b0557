import { and, eq, isNull } from 'drizzle-orm';
import { isClientSeed } from '@sorte/slots';
import type { Database } from '../db/database';
import { seedPairs } from '../db/schema';
import type { SeedsView } from '../page-api/answers';
import { PageError } from '../page-api/page-error';
import { readActivePair } from './read-active-seeds';
import { toSeedsView } from './seeds-view';

/**
 * Sets the client seed of the pair in play, which only a pair with no round played yet allows:
 * its server seed was committed (its hash published) before this call, so the client seed cannot
 * have chosen it, and no round can be replayed under two client seeds. Once a round is played, a
 * new client seed comes with a rotation (rotateSeeds).
 */
export async function setClientSeed(
  db: Database,
  playerRef: string,
  clientSeed: string,
): Promise<SeedsView> {
  if (!isClientSeed(clientSeed)) {
    throw new PageError('seed_invalid', 400, 'a client seed is 1 to 64 letters, digits, - or _');
  }
  await readActivePair(db, playerRef);
  // One statement: a round reserving nonce 0 at the same moment either comes first (and this
  // finds nonce 1) or draws with the new client seed.
  const [updated] = await db
    .update(seedPairs)
    .set({ clientSeed, clientSeedChosen: true })
    .where(
      and(
        eq(seedPairs.playerRef, playerRef),
        isNull(seedPairs.revealedAt),
        eq(seedPairs.nextNonce, 0),
      ),
    )
    .returning();
  if (!updated) {
    throw new PageError(
      'seeds_in_use',
      409,
      'rounds were played with these seeds: rotate them to use a new client seed',
    );
  }
  return toSeedsView(updated);
}
