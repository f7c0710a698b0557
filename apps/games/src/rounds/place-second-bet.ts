import { decisionRulesOf } from '../catalogue/playable-games';
import type { ServiceDeps } from '../service-deps';
import { deliverWin } from './deliver-win';
import type { DeliveredWin } from './deliver-win';
import { noteSettleProblem, recordRoundResult, reloadRound } from './record-round-result';
import { replayWithDecision } from './replay-round';
import type { RoundRecord } from './round-record';
import { roundBalances } from './round-balances';
import { settlementTokenOf } from './settlement-token-of';
import { roundWalletCall } from './wallet-round-ids';

/**
 * Takes a decision's bet (Teen Patti's play bet) as a second bet of the round, then settles it.
 * The player asked for it, so a bet with no answer is sent again, with the same transaction id,
 * until the casino answers (the settlement loop does it). A refusal (not enough balance, a limit,
 * an ended session) means the hand cannot be played: it is folded, and the record says why.
 */
export async function placeSecondBet(
  deps: ServiceDeps,
  round: RoundRecord,
  secondBetMinor: number,
  retryAt: Date,
): Promise<DeliveredWin> {
  const token = settlementTokenOf(round, 'second_bet_pending');
  const bet = await deps.wallet.bet({
    ...roundWalletCall(round, token, 'secondBet'),
    amount: secondBetMinor,
  });
  if (bet.status === 'accepted') {
    const placed = await recordRoundResult(deps.db, round, {
      status: 'bet_placed',
      ...roundBalances(bet.answer.balance, round.betMinor, 0),
    });
    if (!placed) {
      return { round: await reloadRound(deps.db, round), walletBalanceMinor: bet.answer.balance };
    }
    return deliverWin(deps, placed, retryAt);
  }
  if (bet.status === 'refused') {
    deps.log.info(
      { roundId: round.roundId, code: bet.failure.code },
      'second bet refused; the hand is folded',
    );
    return foldInstead(deps, round, retryAt);
  }
  const problem = `second bet unanswered: ${bet.reason}`;
  deps.log.warn({ roundId: round.roundId, problem }, 'second bet not confirmed; will retry');
  await noteSettleProblem(deps.db, round, problem, retryAt);
  return {
    round: { ...round, lastError: problem, nextSettleAt: retryAt },
    walletBalanceMinor: null,
  };
}

/** The round as the decision that adds no bet: the first bet settles on its own. */
async function foldInstead(
  deps: ServiceDeps,
  round: RoundRecord,
  retryAt: Date,
): Promise<DeliveredWin> {
  const rules = decisionRulesOf(round.gameId);
  if (!rules) throw new Error(`round ${round.roundId} is of a game without decisions`);
  const outcome = await replayWithDecision(deps.db, round, rules.withoutSecondBet);
  const folded = await recordRoundResult(deps.db, round, {
    status: 'bet_placed',
    decision: rules.withoutSecondBet,
    decidedBy: 'second_bet_refused',
    outcome,
    betMinor: outcome.totalBetMinor,
    winMinor: outcome.totalWinMinor,
  });
  if (!folded) return { round: await reloadRound(deps.db, round), walletBalanceMinor: null };
  return deliverWin(deps, folded, retryAt);
}
