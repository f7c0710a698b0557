import { and, eq } from 'drizzle-orm';
import { decisionRulesOf } from '../catalogue/playable-games';
import { rounds } from '../db/schema';
import type { DecideAnswer } from '../page-api/answers';
import type { DecideBody } from '../page-api/bodies';
import { PageError } from '../page-api/page-error';
import { readActiveSeeds } from '../seeds/read-active-seeds';
import type { ServiceDeps } from '../service-deps';
import { findSession } from '../sessions/find-session';
import { applyDecision } from './apply-decision';
import { toRoundView } from './round-view';

/**
 * The player's decision on a round of theirs that waits for one. A round already decided (by the
 * provider at the deadline, or by the same tap sent twice) is answered as it stands: the page
 * shows what happened rather than an error.
 */
export async function decideRound(deps: ServiceDeps, body: DecideBody): Promise<DecideAnswer> {
  const session = await findSession(deps.db, body.token);
  const rules = decisionRulesOf(session.gameId);
  if (!rules) throw new PageError('decision_invalid', 400, 'this game has no decisions');
  if (!rules.choices.includes(body.decision)) {
    throw new PageError(
      'decision_invalid',
      400,
      `a decision is one of ${rules.choices.join(', ')}`,
    );
  }
  const [round] = await deps.db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.roundId, body.roundId),
        eq(rounds.playerRef, session.playerRef),
        eq(rounds.gameId, session.gameId),
      ),
    );
  if (!round) throw new PageError('round_unknown', 404, `no round ${body.roundId} of yours here`);
  const result = await applyDecision(deps, round, body.decision, 'player');
  const finished = result.round;
  return {
    round: toRoundView(finished, null),
    balanceMinor:
      result.walletBalanceMinor ?? finished.balanceAfterMinor ?? finished.balanceBeforeMinor ?? 0,
    winPending: finished.status !== 'settled',
    seeds: await readActiveSeeds(deps.db, session.playerRef),
  };
}
