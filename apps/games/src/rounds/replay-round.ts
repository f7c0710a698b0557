import { eq } from 'drizzle-orm';
import { decisionRulesOf, findPlayableGame } from '../catalogue/playable-games';
import type { AnyGameOutcome } from '../catalogue/playable-games';
import type { Database } from '../db/database';
import { seedPairs } from '../db/schema';
import type { RoundRecord } from './round-record';

/**
 * A round of a game with a decision, drawn again from its own seeds with a decision: the outcome
 * the deal fixed, now in full. Nothing random happens here; the cards were decided at the deal.
 */
export async function replayWithDecision(
  db: Database,
  round: RoundRecord,
  decision: string,
): Promise<AnyGameOutcome> {
  const game = findPlayableGame(round.gameId);
  const rules = decisionRulesOf(round.gameId);
  if (!game || !rules) throw new Error(`round ${round.roundId} is of a game without decisions`);
  if (!rules.choices.includes(decision)) throw new Error(`no decision ${decision}`);
  const [pair] = await db
    .select({ serverSeed: seedPairs.serverSeed })
    .from(seedPairs)
    .where(eq(seedPairs.id, round.seedPairId));
  if (!pair) throw new Error(`round ${round.roundId} has no seed pair`);
  return game.play(
    { serverSeed: pair.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    rules.chosenBetOf(round.outcome),
    decision,
  );
}
