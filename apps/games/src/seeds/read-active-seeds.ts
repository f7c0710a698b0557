import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { seedPairs } from '../db/schema';
import type { SeedsView } from '../page-api/answers';
import { createSeedPair } from './create-seed-pair';
import type { SeedPair } from './create-seed-pair';
import { toSeedsView } from './seeds-view';

/** The player's pair in play (created on first sight), locked for update when asked. */
export async function readActivePair(
  db: Database | Transaction,
  playerRef: string,
  options: { forUpdate?: boolean } = {},
): Promise<SeedPair> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const query = db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.playerRef, playerRef), isNull(seedPairs.revealedAt)))
      .limit(1);
    const [pair] = options.forUpdate ? await query.for('update') : await query;
    if (pair) return pair;
    await createSeedPair(db, playerRef);
  }
  throw new Error('no active seed pair after creating one');
}

/** The player's seeds in play (created on first sight), as the page may see them. */
export async function readActiveSeeds(
  db: Database | Transaction,
  playerRef: string,
): Promise<SeedsView> {
  return toSeedsView(await readActivePair(db, playerRef));
}
