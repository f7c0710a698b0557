import type { ServiceDeps } from '../service-deps';
import { noteSettleProblem, recordRoundResult } from './record-round-result';
import type { RoundRecord } from './round-record';
import { roundBalances } from './round-balances';
import { walletTransactionIds } from './wallet-round-ids';

export interface DeliveredWin {
  round: RoundRecord;
  /** The player's balance as the wallet answered the win: now, other rounds included. */
  walletBalanceMinor: number | null;
}

/**
 * Sends a round's win (0 closes a losing round) and settles it. If the casino cannot be reached
 * the round stays bet_placed with retryAt, and the settlement loop sends the same win again: the
 * player is owed it, so it is retried until it lands.
 */
export async function deliverWin(
  deps: ServiceDeps,
  round: RoundRecord,
  retryAt: Date,
): Promise<DeliveredWin> {
  if (round.status !== 'bet_placed') throw new Error(`round ${round.roundId} is ${round.status}`);
  if (!round.settlementToken) throw new Error(`round ${round.roundId} has no settlement token`);
  const outcome = await deps.wallet.win({
    token: round.settlementToken,
    gameId: round.gameId,
    currency: round.currency,
    transactionId: walletTransactionIds(round.roundId).win,
    roundId: round.roundId,
    amount: round.winMinor,
  });
  if (outcome.status === 'accepted') {
    // A win of 0 moves nothing, so the round's latest movement stays its last bet; the balance
    // answered for it is the player's balance now, which other rounds may have moved since.
    const latestMovementBalanceMinor =
      round.winMinor > 0 ? outcome.answer.balance : round.balanceAfterMinor;
    if (latestMovementBalanceMinor === null) {
      throw new Error(`round ${round.roundId} reached its win without its bet's balance`);
    }
    const settled = await recordRoundResult(deps.db, round, {
      status: 'settled',
      ...roundBalances(latestMovementBalanceMinor, round.betMinor, round.winMinor),
    });
    return { round: settled ?? round, walletBalanceMinor: outcome.answer.balance };
  }
  const problem =
    outcome.status === 'refused'
      ? `win refused: ${outcome.failure.code} ${outcome.failure.message}`
      : `win unanswered: ${outcome.reason}`;
  // A refused win needs a person: the bet was taken, so the casino should have accepted it.
  const level = outcome.status === 'refused' ? 'error' : 'warn';
  deps.log[level]({ roundId: round.roundId, problem }, 'win not delivered; will retry');
  await noteSettleProblem(deps.db, round, problem, retryAt);
  return {
    round: { ...round, lastError: problem, nextSettleAt: retryAt },
    walletBalanceMinor: null,
  };
}
