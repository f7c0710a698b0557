import type { SlotGame } from '../../slot-game';
import { computePar } from './compute-par';
import type { HandCards, TeenPattiDecision, TeenPattiDefinition } from './definition';
import { evaluate } from './evaluate';
import type { TeenPattiEvaluation } from './evaluate';
import { simulate } from './simulate';
import { spin } from './spin';
import type { TeenPattiRound } from './spin';
import { teenPatti } from './teen-patti';

export type TeenPattiGame = SlotGame<
  TeenPattiDefinition,
  [playerCards: HandCards, dealerCards: HandCards, decision: TeenPattiDecision],
  TeenPattiEvaluation,
  TeenPattiRound
>;

/**
 * Teen Patti through the shared game contract: spin deals and makes the published best decision,
 * computePar and simulate assume it too. Real play deals, waits for the player's decision and
 * settles (deal, dealtView, settleDeal).
 */
export const teenPattiGame: TeenPattiGame = {
  definition: teenPatti,
  evaluate,
  spin: (definition, rng, anteMinor) => spin(definition, rng, anteMinor),
  computePar,
  simulate: (definition, rounds, seed) => simulate(definition, rounds, seed),
};
