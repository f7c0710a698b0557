import type { SlotGame } from '../../slot-game';
import { computePar } from './compute-par';
import type { MoonRabbitDefinition } from './definition';
import { evaluate } from './evaluate';
import type { MoonRabbitEvaluation, ReelStops } from './evaluate';
import { moonRabbit } from './moon-rabbit';
import { simulate } from './simulate';
import { spin } from './spin';
import type { MoonRabbitSpin } from './spin';

export type MoonRabbitGame = SlotGame<
  MoonRabbitDefinition,
  [stops: ReelStops, prizeDraws: readonly number[]],
  MoonRabbitEvaluation,
  MoonRabbitSpin
>;

export const moonRabbitGame: MoonRabbitGame = {
  definition: moonRabbit,
  evaluate,
  spin,
  computePar,
  simulate,
};
