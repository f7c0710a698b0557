import type { SlotGame } from '../../slot-game';
import { computePar } from './compute-par';
import type { LuckyTigerDefinition } from './definition';
import { evaluate } from './evaluate';
import type { FeatureDraw, LuckyTigerEvaluation, ReelStops } from './evaluate';
import { luckyTiger } from './lucky-tiger';
import { simulate } from './simulate';
import { spin } from './spin';
import type { LuckyTigerSpin } from './spin';

export type LuckyTigerGame = SlotGame<
  LuckyTigerDefinition,
  [stops: ReelStops, featureDraw: FeatureDraw],
  LuckyTigerEvaluation,
  LuckyTigerSpin
>;

export const luckyTigerGame: LuckyTigerGame = {
  definition: luckyTiger,
  evaluate,
  spin,
  computePar,
  simulate,
};
