import type { UniformIntSource } from '../../random/uniform-int-source';
import { simulateSpins } from '../../simulation/simulate-spins';
import type { SimulationResult, SpinPlayer } from '../../simulation/simulate-spins';
import { compileGoldenOx } from './compile';
import type { CompiledGoldenOx } from './compile';
import type { GoldenOxDefinition } from './definition';
import { createDrawnSpin, drawSpin } from './draw';
import type { DrawnSpin } from './draw';

/**
 * Monte Carlo over the fast PRNG, through the same draw order and evaluation core as real play;
 * it exists to check computePar, never to decide a real round.
 */
export function simulate(
  definition: GoldenOxDefinition,
  spins: number,
  seed: number,
): SimulationResult {
  return simulateSpins({
    spins,
    seed,
    betUnits: definition.lines.length,
    player: new GoldenOxSpinPlayer(compileGoldenOx(definition)),
  });
}

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
