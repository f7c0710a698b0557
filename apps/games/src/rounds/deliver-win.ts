import type { ServiceDeps } from '../service-deps';
import { noteUndelivered } from './note-undelivered';
import { recordRoundResult } from './record-round-result';
import type { RoundRecord } from './round-record';
import { latestMovementBalanceOf, roundBalances } from './round-balances';
import { settlementTokenOf } from './settlement-token-of';
import { roundWalletCall } from './wallet-round-ids';

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
  const token = settlementTokenOf(round, 'bet_placed');
  const outcome = await deps.wallet.win({
    ...roundWalletCall(round, token, 'win'),
    amount: round.winMinor,
  });
  if (outcome.status === 'accepted') {
    const latestMovementBalanceMinor = latestMovementBalanceOf(
      round,
      outcome.answer.balance,
      round.balanceAfterMinor,
    );
    if (latestMovementBalanceMinor === null) {
      throw new Error(`round ${round.roundId} reached its win without its bet's balance`);
    }
    const settled = await recordRoundResult(deps.db, round, {
      status: 'settled',
      ...roundBalances(latestMovementBalanceMinor, round.betMinor, round.winMinor),
    });
    return { round: settled ?? round, walletBalanceMinor: outcome.answer.balance };
  }
  const problem = await noteUndelivered(deps, round, {
    call: 'win',
    outcome,
    retryAt,
    logMessage: 'win not delivered; will retry',
  });
  return {
    round: { ...round, lastError: problem, nextSettleAt: retryAt },
    walletBalanceMinor: null,
  };
}
