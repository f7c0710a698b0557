import type { UniformIntSource } from '../../random/uniform-int-source';
import { lineGameSimulation } from '../../simulation/line-game-simulation';
import type { SpinPlayer } from '../../simulation/simulate-spins';
import { compileLuckyTiger } from './compile';
import type { CompiledLuckyTiger } from './compile';
import type { LuckyTigerDefinition } from './definition';
import { createDrawnSpin, drawSpin } from './draw';
import { winLineBets } from './win-line-bets';

/** Monte Carlo over the fast PRNG, to check computePar (`lineGameSimulation`). */
export const simulate = lineGameSimulation(
  (definition: LuckyTigerDefinition) => new LuckyTigerSpinPlayer(compileLuckyTiger(definition)),
);

class LuckyTigerSpinPlayer implements SpinPlayer {
  private readonly compiled: CompiledLuckyTiger;
  private readonly drawn = createDrawnSpin();

  constructor(compiled: CompiledLuckyTiger) {
    this.compiled = compiled;
  }

  /** The win in line bets. */
  playSpin(rng: UniformIntSource): number {
    const { compiled, drawn } = this;
    drawSpin(compiled, rng, drawn);
    return winLineBets(compiled, drawn[0] ?? 0, drawn[1] ?? 0, drawn[2] ?? 0, drawn[3] ?? 0);
  }
}
