import { decisionRulesOf } from '../catalogue/playable-games';
import type { RoundView } from '../page-api/answers';
import type { RoundRecord } from './round-record';

/** A round as the player may see it; the server seed only once its pair has been revealed. */
export function toRoundView(round: RoundRecord, revealedServerSeed: string | null): RoundView {
  const decisionRules = decisionRulesOf(round.gameId);
  return {
    roundId: round.roundId,
    gameId: round.gameId,
    currency: round.currency,
    betMinor: round.betMinor,
    chosenBetMinor: decisionRules ? decisionRules.chosenBetOf(round.outcome) : round.betMinor,
    winMinor: round.winMinor,
    status: round.status,
    decision: round.decision,
    decidedBy: round.decidedBy,
    decisionDueAt:
      round.status === 'awaiting_decision' ? (round.nextSettleAt?.toISOString() ?? null) : null,
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
