import { decisionRulesOf } from '../catalogue/playable-games';
import type { DecisionMaker } from '../db/schema';
import type { ServiceDeps } from '../service-deps';
import { deliverWin } from './deliver-win';
import type { DeliveredWin } from './deliver-win';
import { placeSecondBet } from './place-second-bet';
import { recordRoundResult, reloadRound } from './record-round-result';
import { replayWithDecision } from './replay-round';
import { roundGraceMs } from './round-record';
import type { RoundRecord } from './round-record';

/**
 * Makes a round's decision, by the player or, at the deadline, by the provider: the round's whole
 * outcome is drawn again from its seeds with the decision, written with who made it, then the
 * decision's bet is taken (playing) or the round settles at once (folding). The write is guarded
 * on the round still waiting, so of a player's tap and the deadline arriving together exactly one
 * decides; the other finds the round decided and leaves it.
 */
export async function applyDecision(
  deps: ServiceDeps,
  round: RoundRecord,
  decision: string,
  decidedBy: DecisionMaker,
  now: Date = new Date(),
): Promise<DeliveredWin> {
  const rules = decisionRulesOf(round.gameId);
  if (!rules) throw new Error(`round ${round.roundId} is of a game without decisions`);
  if (round.status !== 'awaiting_decision') {
    return { round, walletBalanceMinor: null };
  }
  const outcome = await replayWithDecision(deps.db, round, decision);
  const chosenBetMinor = rules.chosenBetOf(round.outcome);
  const secondBetMinor = rules.secondBetMinor(decision, chosenBetMinor);
  if (outcome.totalBetMinor !== chosenBetMinor + secondBetMinor) {
    throw new Error(`round ${round.roundId}: the outcome stakes ${outcome.totalBetMinor}`);
  }
  const decided = await recordRoundResult(deps.db, round, {
    status: secondBetMinor > 0 ? 'second_bet_pending' : 'bet_placed',
    decision,
    decidedBy,
    outcome,
    betMinor: outcome.totalBetMinor,
    winMinor: outcome.totalWinMinor,
    nextSettleAt: new Date(now.getTime() + roundGraceMs),
  });
  if (!decided) return { round: await reloadRound(deps.db, round), walletBalanceMinor: null };
  return secondBetMinor > 0
    ? placeSecondBet(deps, decided, secondBetMinor, now)
    : deliverWin(deps, decided, now);
}
