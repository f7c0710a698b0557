import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { seedPairs } from '../db/schema';
import { createSeedPair } from './create-seed-pair';
import type { SeedPair } from './create-seed-pair';

export interface ReservedNonce {
  pair: SeedPair;
  nonce: number;
}

/**
 * Tries at taking a nonce. An UPDATE that waited for a rotation finds the pair it waited for
 * revealed and cannot see the pair the rotation started (READ COMMITTED re-checks only the row it
 * waited for); the next try sees it. Each rotation racing the spin can cost one try.
 */
const reserveAttemptsMax = 8;

/**
 * Takes the next nonce of the player's active pair in one UPDATE, so two spins arriving together
 * never share a nonce (the row lock orders them) and a nonce is never reused.
 */
export async function reserveNonce(tx: Transaction, playerRef: string): Promise<ReservedNonce> {
  for (let attempt = 0; attempt < reserveAttemptsMax; attempt += 1) {
    const [pair] = await tx
      .update(seedPairs)
      .set({ nextNonce: sql`${seedPairs.nextNonce} + 1` })
      .where(and(eq(seedPairs.playerRef, playerRef), isNull(seedPairs.revealedAt)))
      .returning();
    if (pair) return { pair, nonce: pair.nextNonce - 1 };
    await createSeedPair(tx, playerRef);
  }
  throw new Error('no active seed pair after creating one');
}
