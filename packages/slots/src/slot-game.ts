import type { ParSheet } from './par/par-sheet';
import type { UniformIntSource } from './random/uniform-int-source';
import type { SimulationResult } from './simulation/simulate-spins';

/** What every game definition carries, whatever its shape. */
export interface GameIdentity {
  readonly gameId: number;
  readonly title: string;
}

/** What every played spin reports, in integer minor units of the round's currency. */
export interface SpinOutcome {
  readonly totalBetMinor: number;
  readonly totalWinMinor: number;
}

/**
 * The contract a game plugs into: its data (definition) and the pure functions over it. Every
 * function takes the definition as an argument so an operator's alternative configuration (other
 * strips, another RTP) runs through the same code.
 *
 * Draw is the tuple of everything random in one spin (for Lucky Tiger: reel stops and the feature
 * draw); evaluate turns it into the result without randomness, and spin draws it from an RNG and
 * calls evaluate, so enumeration, simulation and real play share one core.
 */
export interface SlotGame<
  Definition extends GameIdentity = GameIdentity,
  Draw extends readonly unknown[] = readonly unknown[],
  Evaluation = unknown,
  Outcome extends SpinOutcome = SpinOutcome,
> {
  readonly definition: Definition;
  evaluate(definition: Definition, ...draw: Draw): Evaluation;
  /** betMinor is the stake unit the game multiplies: the line bet for a line game. */
  spin(definition: Definition, rng: UniformIntSource, betMinor: number): Outcome;
  computePar(definition: Definition): ParSheet;
  simulate(definition: Definition, spins: number, seed: number): SimulationResult;
}
