import { decisionRulesOf } from '../catalogue/playable-games';
import type { ServiceDeps } from '../service-deps';
import { noteUndelivered } from './note-undelivered';
import { playWholeRound } from './play-whole-round';
import { recordRoundResult, reloadRound } from './record-round-result';
import type { RoundRecord } from './round-record';
import { settlementTokenOf } from './settlement-token-of';
import { roundWalletCall, walletTransactionIds } from './wallet-round-ids';

/**
 * Cancels a round whose bet has no known answer: the casino gives the stake back if the bet was
 * taken, and otherwise leaves a tombstone so the bet is refused if it arrives late. Until the
 * rollback is answered the round stays pending and the settlement loop sends it again.
 *
 * A round played in one call (a game without a decision) may have landed whole, its win paid,
 * which the casino will not roll back: refused, the same call is sent again, and answered as it
 * was the first time, it finishes the round as played.
 */
export async function rollBackRound(
  deps: ServiceDeps,
  round: RoundRecord,
  retryAt: Date,
): Promise<RoundRecord> {
  const token = settlementTokenOf(round, 'pending');
  const outcome = await deps.wallet.rollback({
    ...roundWalletCall(round, token, 'rollback'),
    rollbackOf: walletTransactionIds(round.roundId).bet,
  });
  if (outcome.status === 'accepted') {
    const rolledBack = await recordRoundResult(deps.db, round, {
      status: 'rolled_back',
      balanceAfterMinor: outcome.answer.balance,
    });
    return rolledBack ?? round;
  }
  if (outcome.status === 'refused' && !decisionRulesOf(round.gameId)) {
    const played = await playWholeRound(deps, round, token, retryAt);
    if (played.status === 'played') return played.round;
    if (played.status === 'refused') return reloadRound(deps.db, round);
  }
  const problem = await noteUndelivered(deps, round, {
    call: 'rollback',
    outcome,
    retryAt,
    logMessage: 'round not rolled back; will retry',
  });
  return { ...round, lastError: problem, nextSettleAt: retryAt };
}
