import type { WalletFailure } from '@sorte/contracts';
import type { ServiceDeps } from '../service-deps';
import { noteUndelivered } from './note-undelivered';
import { recordRoundResult } from './record-round-result';
import type { RoundRecord } from './round-record';
import { latestMovementBalanceOf, roundBalances } from './round-balances';
import { walletTransactionIds } from './wallet-round-ids';

/** What a round sent in one call came to, as recorded. */
export type PlayedRound =
  /** Stake taken and win paid (settled), or stake taken and win refused (bet_placed). */
  | { status: 'played'; round: RoundRecord; walletBalanceMinor: number }
  /** The stake refused: the round failed and nothing moved. */
  | { status: 'refused'; failure: WalletFailure }
  /** No answer: the round is as it was, for the caller to finish. */
  | { status: 'unknown'; reason: string };

/**
 * Sends a round of a game without a decision to the casino in one call (`/wallet/play`): its
 * stake, then its win (0 closes a losing round), both fixed when the round began. A win the casino
 * refuses leaves the round bet_placed with the problem noted, for the settlement loop to send it
 * again on its own at retryAt, as any win not delivered.
 */
export async function playWholeRound(
  deps: ServiceDeps,
  round: RoundRecord,
  token: string,
  retryAt: Date,
): Promise<PlayedRound> {
  const ids = walletTransactionIds(round.roundId);
  const played = await deps.wallet.play({
    token,
    gameId: round.gameId,
    currency: round.currency,
    roundId: round.roundId,
    bet: { transactionId: ids.bet, amount: round.betMinor },
    win: { transactionId: ids.win, amount: round.winMinor },
  });
  if (played.status === 'unknown') return played;
  if (played.status === 'refused') {
    await recordRoundResult(deps.db, round, {
      status: 'failed',
      lastError: `bet refused: ${played.failure.code}`,
    });
    return played;
  }
  const { bet, win } = played;
  if (!win.ok) {
    const placed = await recordRoundResult(deps.db, round, {
      status: 'bet_placed',
      ...roundBalances(bet.balance, round.betMinor, 0),
    });
    if (!placed) throw new Error(`round ${round.roundId} changed while it was played`);
    const problem = await noteUndelivered(deps, placed, {
      call: 'win',
      outcome: { status: 'refused', failure: win },
      retryAt,
      logMessage: 'win refused; will retry',
    });
    return {
      status: 'played',
      round: { ...placed, lastError: problem, nextSettleAt: retryAt },
      walletBalanceMinor: bet.balance,
    };
  }
  const settled = await recordRoundResult(deps.db, round, {
    status: 'settled',
    ...roundBalances(
      latestMovementBalanceOf(round, win.balance, bet.balance),
      round.betMinor,
      round.winMinor,
    ),
  });
  if (!settled) throw new Error(`round ${round.roundId} changed while it was played`);
  return { status: 'played', round: settled, walletBalanceMinor: win.balance };
}
