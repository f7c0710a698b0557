import type { ServiceDeps } from '../service-deps';
import { noteSettleProblem, recordRoundResult } from './record-round-result';
import type { RoundRecord } from './round-record';
import { walletTransactionIds } from './wallet-round-ids';

/**
 * Cancels a round whose bet has no known answer: the casino gives the stake back if the bet was
 * taken, and otherwise leaves a tombstone so the bet is refused if it arrives late. Until the
 * rollback is answered the round stays pending and the settlement loop sends it again.
 */
export async function rollBackRound(
  deps: ServiceDeps,
  round: RoundRecord,
  retryAt: Date,
): Promise<RoundRecord> {
  if (round.status !== 'pending') throw new Error(`round ${round.roundId} is ${round.status}`);
  if (!round.settlementToken) throw new Error(`round ${round.roundId} has no settlement token`);
  const ids = walletTransactionIds(round.roundId);
  const outcome = await deps.wallet.rollback({
    token: round.settlementToken,
    gameId: round.gameId,
    currency: round.currency,
    transactionId: ids.rollback,
    roundId: round.roundId,
    rollbackOf: ids.bet,
  });
  if (outcome.status === 'accepted') {
    const rolledBack = await recordRoundResult(deps.db, round, {
      status: 'rolled_back',
      balanceAfterMinor: outcome.answer.balance,
    });
    return rolledBack ?? round;
  }
  const problem =
    outcome.status === 'refused'
      ? `rollback refused: ${outcome.failure.code} ${outcome.failure.message}`
      : `rollback unanswered: ${outcome.reason}`;
  const level = outcome.status === 'refused' ? 'error' : 'warn';
  deps.log[level]({ roundId: round.roundId, problem }, 'round not rolled back; will retry');
  await noteSettleProblem(deps.db, round, problem, retryAt);
  return { ...round, lastError: problem, nextSettleAt: retryAt };
}
