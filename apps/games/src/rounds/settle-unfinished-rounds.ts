import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { rounds } from '../db/schema';
import type { ServiceDeps } from '../service-deps';
import { deliverWin } from './deliver-win';
import { rollBackRound } from './roll-back-round';
import { settleRetryDelayMs } from './round-record';

export interface SettleSummary {
  settled: number;
  rolledBack: number;
  stillUnfinished: number;
}

/** Rounds finished per pass: the next pass, 30 s later, takes the rest. */
const roundsPerPassMax = 100;

/**
 * One pass of the settlement loop: every round left unfinished (its win not delivered, or its bet
 * never confirmed) and due for another try is finished the way its status asks. Each round is
 * claimed by moving its next try forward first, so two instances never work on the same round.
 */
export async function settleUnfinishedRounds(
  deps: ServiceDeps,
  now: Date = new Date(),
): Promise<SettleSummary> {
  const due = await deps.db
    .select({ id: rounds.id, settleAttempts: rounds.settleAttempts })
    .from(rounds)
    .where(and(inArray(rounds.status, ['pending', 'bet_placed']), lte(rounds.nextSettleAt, now)))
    .orderBy(asc(rounds.nextSettleAt))
    .limit(roundsPerPassMax);

  const summary: SettleSummary = { settled: 0, rolledBack: 0, stillUnfinished: 0 };
  for (const candidate of due) {
    const retryAt = new Date(now.getTime() + settleRetryDelayMs(candidate.settleAttempts));
    const [round] = await deps.db
      .update(rounds)
      .set({ settleAttempts: sql`${rounds.settleAttempts} + 1`, nextSettleAt: retryAt })
      .where(
        and(
          eq(rounds.id, candidate.id),
          inArray(rounds.status, ['pending', 'bet_placed']),
          lte(rounds.nextSettleAt, now),
        ),
      )
      .returning();
    if (!round) continue;
    const finished =
      round.status === 'bet_placed'
        ? await deliverWin(deps, round, retryAt)
        : await rollBackRound(deps, round, retryAt);
    if (finished.status === 'settled') summary.settled += 1;
    else if (finished.status === 'rolled_back') summary.rolledBack += 1;
    else summary.stillUnfinished += 1;
  }
  return summary;
}
