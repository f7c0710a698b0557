export { teenPatti } from './teen-patti';
export { teenPattiGame } from './game';
export type { TeenPattiGame } from './game';
export { teenPattiAcceptsBet } from './accepts-bet';
export { evaluate as evaluateTeenPatti } from './evaluate';
export type {
  HandComparison,
  TeenPattiEvaluation,
  TeenPattiHand,
  TeenPattiResult,
} from './evaluate';
export {
  bestDecision as bestTeenPattiDecision,
  deal as dealTeenPatti,
  dealtView as teenPattiDealtView,
  settleDeal as settleTeenPattiDeal,
  spin as spinTeenPatti,
} from './spin';
export type { TeenPattiDeal, TeenPattiDealt, TeenPattiRound } from './spin';
export { optimalStrategy as teenPattiStrategy } from './strategy';
export type { TeenPattiStrategy } from './strategy';
export { computePar as computeTeenPattiPar } from './compute-par';
export type { TeenPattiParSheet } from './compute-par';
export { simulate as simulateTeenPatti } from './simulate';
export type { TeenPattiSimulatedStrategy } from './simulate';
export type {
  AnteResult,
  Card,
  DealerQualifyingRule,
  HandCards,
  HandClass,
  Rank,
  Suit,
  TeenPattiDecision,
  TeenPattiDefinition,
} from './definition';
