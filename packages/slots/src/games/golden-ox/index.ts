export { goldenOx } from './golden-ox';
export { goldenOxGame } from './game';
export type { GoldenOxGame } from './game';
export { evaluate as evaluateGoldenOx } from './evaluate';
export type {
  GoldenOxEvaluation,
  GoldenOxLineWin,
  GoldenOxReels,
  GoldenOxRespinEvaluation,
  OxChargeDraw,
  ReelStops as GoldenOxReelStops,
} from './evaluate';
export { spin as spinGoldenOx } from './spin';
export type { GoldenOxLineWinMinor, GoldenOxRespin, GoldenOxSpin } from './spin';
export { computePar as computeGoldenOxPar } from './compute-par';
export { simulate as simulateGoldenOx } from './simulate';
export type {
  GoldenOxDefinition,
  GoldenOxStrips,
  GoldenOxSymbol,
  GoldenOxSymbolDefinition,
  OxChargeDefinition,
} from './definition';
