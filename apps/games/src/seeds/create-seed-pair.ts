import { createClientSeed, createServerSeed, hashServerSeed } from '@sorte/slots';
import type { Database, Transaction } from '../db/database';
import { seedPairs } from '../db/schema';

export type SeedPair = typeof seedPairs.$inferSelect;

/**
 * Starts a new pair for the player, or does nothing if one is already in play (two first spins
 * can race here; the partial unique index lets exactly one win).
 */
export async function createSeedPair(
  db: Database | Transaction,
  playerRef: string,
  clientSeed: string = createClientSeed(),
): Promise<void> {
  const serverSeed = createServerSeed();
  await db
    .insert(seedPairs)
    .values({ playerRef, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing();
}
