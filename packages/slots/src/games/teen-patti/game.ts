import type { SlotGame } from '../../slot-game';
import { computePar } from './compute-par';
import type { HandCards, TeenPattiDefinition } from './definition';
import { evaluate } from './evaluate';
import type { TeenPattiEvaluation } from './evaluate';
import { simulate } from './simulate';
import { spin } from './spin';
import type { TeenPattiRound } from './spin';
import { teenPatti } from './teen-patti';

export type TeenPattiGame = SlotGame<
  TeenPattiDefinition,
  [playerCards: HandCards, dealerCards: HandCards],
  TeenPattiEvaluation,
  TeenPattiRound
>;

/** A round is one ante and one settled result, so Teen Patti plays through the slot contract. */
export const teenPattiGame: TeenPattiGame = {
  definition: teenPatti,
  evaluate,
  spin,
  computePar,
  simulate,
};
