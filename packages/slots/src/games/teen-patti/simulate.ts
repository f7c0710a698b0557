import type { UniformIntSource } from '../../random/uniform-int-source';
import { simulateSpins } from '../../simulation/simulate-spins';
import type { SimulationResult, SpinPlayer } from '../../simulation/simulate-spins';
import { compileTeenPatti } from './compile';
import type { CompiledTeenPatti } from './compile';
import type { TeenPattiDefinition } from './definition';
import { createDrawnDeal, drawDeal } from './draw';
import { rankHand } from './rank-hand';
import { settleRound } from './settle';

/**
 * Monte Carlo over the fast PRNG, through the same deal order and settlement core as real play;
 * it exists to check computePar, never to decide a real round.
 */
export function simulate(
  definition: TeenPattiDefinition,
  rounds: number,
  seed: number,
): SimulationResult {
  return simulateSpins({
    spins: rounds,
    seed,
    betUnits: 1,
    player: new TeenPattiRoundPlayer(compileTeenPatti(definition)),
  });
}

class TeenPattiRoundPlayer implements SpinPlayer {
  private readonly compiled: CompiledTeenPatti;
  private readonly drawn = createDrawnDeal();

  constructor(compiled: CompiledTeenPatti) {
    this.compiled = compiled;
  }

  /** The round's return in antes. */
  playSpin(rng: UniformIntSource): number {
    const { compiled, drawn } = this;
    drawDeal(rng, drawn);
    const player = rankHand(drawn[0] ?? 0, drawn[2] ?? 0, drawn[4] ?? 0);
    const dealer = rankHand(drawn[1] ?? 0, drawn[3] ?? 0, drawn[5] ?? 0);
    return settleRound(compiled, player, dealer);
  }
}
