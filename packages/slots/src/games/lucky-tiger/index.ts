export { luckyTiger } from './lucky-tiger';
export { luckyTigerGame } from './game';
export type { LuckyTigerGame } from './game';
export { evaluate as evaluateLuckyTiger } from './evaluate';
export type { FeatureDraw, LuckyTigerEvaluation, LuckyTigerLineWin, ReelStops } from './evaluate';
export { spin as spinLuckyTiger } from './spin';
export type { LuckyTigerLineWinMinor, LuckyTigerSpin } from './spin';
export { computePar as computeLuckyTigerPar } from './compute-par';
export { simulate as simulateLuckyTiger } from './simulate';
export type {
  FeatureCell,
  FeaturedSymbol,
  LinePayingSymbol,
  LuckyTigerDefinition,
  LuckyTigerSymbol,
  SymbolDefinition,
  TigerFortuneDefinition,
} from './definition';
