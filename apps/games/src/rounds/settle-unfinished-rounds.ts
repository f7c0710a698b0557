import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { decisionRulesOf } from '../catalogue/playable-games';
import { rounds } from '../db/schema';
import type { ServiceDeps } from '../service-deps';
import { applyDecision } from './apply-decision';
import { deliverWin } from './deliver-win';
import { placeSecondBet } from './place-second-bet';
import { rollBackRound } from './roll-back-round';
import type { RoundRecord } from './round-record';
import { settleRetryDelayMs } from './round-record';

export interface SettleSummary {
  settled: number;
  rolledBack: number;
  /** Rounds whose player did not decide in time, decided by the published rule. */
  decidedAtDeadline: number;
  stillUnfinished: number;
}

/** Rounds finished per pass: the next pass, 30 s later, takes the rest. */
const roundsPerPassMax = 100;

const unfinishedStatuses = [
  'pending',
  'awaiting_decision',
  'second_bet_pending',
  'bet_placed',
] as const;

/**
 * One pass of the settlement loop: every round left unfinished and due is finished the way its
 * status asks: a win not delivered is sent again, a bet never confirmed is rolled back, a decision
 * not made by its deadline is made by the game's published rule (the record says so), and a
 * decision's bet with no answer is sent again. Each round is claimed by moving its next try
 * forward first, so two instances never work on the same round.
 */
export async function settleUnfinishedRounds(
  deps: ServiceDeps,
  now: Date = new Date(),
): Promise<SettleSummary> {
  const due = await deps.db
    .select({ id: rounds.id, settleAttempts: rounds.settleAttempts })
    .from(rounds)
    .where(and(inArray(rounds.status, [...unfinishedStatuses]), lte(rounds.nextSettleAt, now)))
    .orderBy(asc(rounds.nextSettleAt))
    .limit(roundsPerPassMax);

  const summary: SettleSummary = {
    settled: 0,
    rolledBack: 0,
    decidedAtDeadline: 0,
    stillUnfinished: 0,
  };
  for (const candidate of due) {
    const retryAt = new Date(now.getTime() + settleRetryDelayMs(candidate.settleAttempts));
    const [round] = await deps.db
      .update(rounds)
      .set({ settleAttempts: sql`${rounds.settleAttempts} + 1`, nextSettleAt: retryAt })
      .where(
        and(
          eq(rounds.id, candidate.id),
          inArray(rounds.status, [...unfinishedStatuses]),
          lte(rounds.nextSettleAt, now),
        ),
      )
      .returning();
    if (!round) continue;
    if (round.status === 'awaiting_decision') summary.decidedAtDeadline += 1;
    const finished = await finishRound(deps, round, now, retryAt);
    if (finished.status === 'settled') summary.settled += 1;
    else if (finished.status === 'rolled_back') summary.rolledBack += 1;
    else summary.stillUnfinished += 1;
  }
  return summary;
}

async function finishRound(
  deps: ServiceDeps,
  round: RoundRecord,
  now: Date,
  retryAt: Date,
): Promise<RoundRecord> {
  switch (round.status) {
    case 'bet_placed':
      return (await deliverWin(deps, round, retryAt)).round;
    case 'pending':
      return rollBackRound(deps, round, retryAt);
    case 'awaiting_decision': {
      const rules = requireDecisionRules(round);
      // The published rule: a hand left undecided takes the choice that adds no bet (a fold).
      const decision = rules.withoutSecondBet;
      deps.log.info({ roundId: round.roundId, decision }, 'no decision in time; deciding by rule');
      return (await applyDecision(deps, round, decision, 'timeout', now)).round;
    }
    case 'second_bet_pending': {
      const rules = requireDecisionRules(round);
      const secondBetMinor = rules.secondBetMinor(
        round.decision ?? rules.withoutSecondBet,
        rules.chosenBetOf(round.outcome),
      );
      return (await placeSecondBet(deps, round, secondBetMinor, retryAt)).round;
    }
    default:
      return round;
  }
}

function requireDecisionRules(round: RoundRecord) {
  const rules = decisionRulesOf(round.gameId);
  if (!rules) throw new Error(`round ${round.roundId} is of a game without decisions`);
  return rules;
}
