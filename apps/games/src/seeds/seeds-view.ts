import type { SeedsView } from '../page-api/answers';
import type { SeedPair } from './create-seed-pair';

/** A pair in play as the page may see it: both server seeds only as their hashes. */
export function toSeedsView(pair: SeedPair): SeedsView {
  if (!pair.nextServerSeedHash) throw new Error(`seed pair ${pair.id} in play without a next seed`);
  return {
    serverSeedHash: pair.serverSeedHash,
    nextServerSeedHash: pair.nextServerSeedHash,
    clientSeed: pair.clientSeed,
    clientSeedChosen: pair.clientSeedChosen,
    nonce: pair.nextNonce,
  };
}
