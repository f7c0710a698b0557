import type { RoundRecord } from './round-record';

/**
 * The token a round's later wallet calls are made with, once the round is where the call belongs
 * (a win after the bet, a rollback while the bet is unanswered): anything else is a bug.
 */
export function settlementTokenOf(round: RoundRecord, status: RoundRecord['status']): string {
  if (round.status !== status) throw new Error(`round ${round.roundId} is ${round.status}`);
  if (!round.settlementToken) throw new Error(`round ${round.roundId} has no settlement token`);
  return round.settlementToken;
}
