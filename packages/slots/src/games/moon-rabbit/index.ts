// Names shared with other games (ReelStops, SymbolDefinition, …) are exported with the game's
// prefix so the package root can re-export every game side by side.
export { moonRabbit } from './moon-rabbit';
export { moonRabbitGame } from './game';
export type { MoonRabbitGame } from './game';
export { acceptsBet as acceptsMoonRabbitBet } from './accepts-bet';
export { evaluate as evaluateMoonRabbit } from './evaluate';
export type {
  CellPosition as MoonRabbitCellPosition,
  MoonRabbitCollect,
  MoonRabbitEvaluation,
  MoonRabbitLineWin,
  MoonRabbitPearl,
  ReelStops as MoonRabbitReelStops,
} from './evaluate';
export { spin as spinMoonRabbit } from './spin';
export type {
  MoonRabbitCollectMinor,
  MoonRabbitLineWinMinor,
  MoonRabbitPearlMinor,
  MoonRabbitSpin,
} from './spin';
export { computePar as computeMoonRabbitPar } from './compute-par';
export { simulate as simulateMoonRabbit } from './simulate';
export type {
  BetMultiple as MoonRabbitBetMultiple,
  CashPrize as MoonRabbitCashPrize,
  FourReels as MoonRabbitFourReels,
  LinePayingSymbol as MoonRabbitLinePayingSymbol,
  LinePays as MoonRabbitLinePays,
  MoonRabbitDefinition,
  MoonRabbitSymbol,
  Payline as MoonRabbitPayline,
  SymbolDefinition as MoonRabbitSymbolDefinition,
  SymbolRole as MoonRabbitSymbolRole,
} from './definition';
