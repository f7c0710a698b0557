import type { RoundView } from '../page-api/answers';
import type { RoundRecord } from './round-record';

/** A round as the player may see it; the server seed only once its pair has been revealed. */
export function toRoundView(round: RoundRecord, revealedServerSeed: string | null): RoundView {
  return {
    roundId: round.roundId,
    gameId: round.gameId,
    currency: round.currency,
    betMinor: round.betMinor,
    winMinor: round.winMinor,
    status: round.status,
    outcome: round.outcome,
    balanceBeforeMinor: round.balanceBeforeMinor,
    balanceAfterMinor: round.balanceAfterMinor,
    serverSeedHash: round.serverSeedHash,
    serverSeed: revealedServerSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    createdAt: round.createdAt.toISOString(),
  };
}
