import type { UniformIntSource } from '../../random/uniform-int-source';
import { lineGameSimulation } from '../../simulation/line-game-simulation';
import type { SpinPlayer } from '../../simulation/simulate-spins';
import { compileMoonRabbit } from './compile';
import type { CompiledMoonRabbit } from './compile';
import type { MoonRabbitDefinition } from './definition';
import { createDrawnSpin, drawSpin, pearlCountAt, prizesAt } from './draw';
import type { DrawnSpin } from './draw';
import { collectorLands, lineWinLineBets, prizesLineBets } from './win-line-bets';

/** Monte Carlo over the fast PRNG, to check computePar (`lineGameSimulation`). */
export const simulate = lineGameSimulation(
  (definition: MoonRabbitDefinition) => new MoonRabbitSpinPlayer(compileMoonRabbit(definition)),
);

class MoonRabbitSpinPlayer implements SpinPlayer {
  private readonly compiled: CompiledMoonRabbit;
  private readonly drawn: DrawnSpin;

  constructor(compiled: CompiledMoonRabbit) {
    this.compiled = compiled;
    this.drawn = createDrawnSpin(compiled);
  }

  /** The win in line bets: the lines, plus every pearl's prize when the rabbit lands. */
  playSpin(rng: UniformIntSource): number {
    const { compiled, drawn } = this;
    drawSpin(compiled, rng, drawn);
    const stop0 = drawn[0] ?? 0;
    const stop1 = drawn[1] ?? 0;
    const stop2 = drawn[2] ?? 0;
    const stop3 = drawn[3] ?? 0;
    const lineWin = lineWinLineBets(compiled, stop0, stop1, stop2, stop3);
    if (!collectorLands(compiled, stop0, stop1, stop2, stop3)) return lineWin;
    return lineWin + prizesLineBets(compiled, drawn, prizesAt, drawn[pearlCountAt] ?? 0);
  }
}
