import { createClientSeed, createServerSeed, hashServerSeed } from '@sorte/slots';
import type { Database, Transaction } from '../db/database';
import { seedPairs } from '../db/schema';

export type SeedPair = typeof seedPairs.$inferSelect;

/** A server seed to commit to: the secret and the hash published for it. */
export function drawServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = createServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/**
 * Starts the player's first pair, or does nothing if one is already in play (two first spins can
 * race here; the partial unique index lets exactly one win). Its server seed and the next one are
 * drawn and committed to now, before any client seed of the player's is known: the client seed is
 * a placeholder until the page or the player sets one (setClientSeed).
 */
export async function createSeedPair(db: Database | Transaction, playerRef: string): Promise<void> {
  const current = drawServerSeed();
  const next = drawServerSeed();
  await db
    .insert(seedPairs)
    .values({
      playerRef,
      ...current,
      clientSeed: createClientSeed(),
      clientSeedChosen: false,
      nextServerSeed: next.serverSeed,
      nextServerSeedHash: next.serverSeedHash,
    })
    .onConflictDoNothing();
}
