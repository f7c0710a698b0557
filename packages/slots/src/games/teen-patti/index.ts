export { teenPatti } from './teen-patti';
export { teenPattiGame } from './game';
export type { TeenPattiGame } from './game';
export { teenPattiAcceptsBet } from './accepts-bet';
export { evaluate as evaluateTeenPatti } from './evaluate';
export type { HandComparison, TeenPattiEvaluation, TeenPattiHand } from './evaluate';
export { spin as spinTeenPatti } from './spin';
export type { TeenPattiRound } from './spin';
export { computePar as computeTeenPattiPar } from './compute-par';
export { simulate as simulateTeenPatti } from './simulate';
export type {
  AnteResult,
  Card,
  DealerQualifyingRule,
  HandCards,
  HandClass,
  Rank,
  Suit,
  TeenPattiDefinition,
} from './definition';
