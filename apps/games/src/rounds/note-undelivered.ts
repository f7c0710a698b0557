import type { WalletOutcome } from '../wallet/wallet-client';
import type { ServiceDeps } from '../service-deps';
import { noteSettleProblem } from './record-round-result';
import type { RoundRecord } from './round-record';

/**
 * Logs and records why a round's win or rollback did not land, for the settlement loop to send it
 * again at retryAt. A refusal needs a person (the casino should have accepted it): logged as an
 * error; no answer is the network's doing: a warning. Returns the problem as recorded.
 */
export async function noteUndelivered(
  deps: ServiceDeps,
  round: RoundRecord,
  undelivered: {
    readonly call: 'win' | 'rollback';
    readonly outcome: Exclude<WalletOutcome, { status: 'accepted' }>;
    readonly retryAt: Date;
    readonly logMessage: string;
  },
): Promise<string> {
  const { call, outcome, retryAt, logMessage } = undelivered;
  const problem =
    outcome.status === 'refused'
      ? `${call} refused: ${outcome.failure.code} ${outcome.failure.message}`
      : `${call} unanswered: ${outcome.reason}`;
  const level = outcome.status === 'refused' ? 'error' : 'warn';
  deps.log[level]({ roundId: round.roundId, problem }, logMessage);
  await noteSettleProblem(deps.db, round, problem, retryAt);
  return problem;
}
