import type { SlotGame } from '../../slot-game';
import { computePar } from './compute-par';
import type { GoldenOxDefinition } from './definition';
import { evaluate } from './evaluate';
import type { GoldenOxEvaluation, OxChargeDraw, ReelStops } from './evaluate';
import { goldenOx } from './golden-ox';
import { simulate } from './simulate';
import { spin } from './spin';
import type { GoldenOxSpin } from './spin';

export type GoldenOxGame = SlotGame<
  GoldenOxDefinition,
  [stops: ReelStops, charge: OxChargeDraw],
  GoldenOxEvaluation,
  GoldenOxSpin
>;

export const goldenOxGame: GoldenOxGame = {
  definition: goldenOx,
  evaluate,
  spin,
  computePar,
  simulate,
};
