import type { UniformIntSource } from '../../random/uniform-int-source';
import { lineGameSimulation } from '../../simulation/line-game-simulation';
import type { SpinPlayer } from '../../simulation/simulate-spins';
import { compileGoldenOx } from './compile';
import type { CompiledGoldenOx } from './compile';
import type { GoldenOxDefinition } from './definition';
import { createDrawnSpin, drawSpin } from './draw';
import type { DrawnSpin } from './draw';

/** Monte Carlo over the fast PRNG, to check computePar (`lineGameSimulation`). */
export const simulate = lineGameSimulation(
  (definition: GoldenOxDefinition) => new GoldenOxSpinPlayer(compileGoldenOx(definition)),
);

class GoldenOxSpinPlayer implements SpinPlayer {
  private readonly compiled: CompiledGoldenOx;
  private readonly drawn: DrawnSpin;

  constructor(compiled: CompiledGoldenOx) {
    this.compiled = compiled;
    this.drawn = createDrawnSpin(compiled);
  }

  /** The win in line bets. */
  playSpin(rng: UniformIntSource): number {
    return drawSpin(this.compiled, rng, this.drawn);
  }
}
