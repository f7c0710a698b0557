import type { UniformIntSource } from '../../random/uniform-int-source';
import { simulateStakedRounds } from '../../simulation/simulate-spins';
import type { SimulationResult, StakedRoundPlayer } from '../../simulation/simulate-spins';
import { compileTeenPatti } from './compile';
import type { CompiledTeenPatti } from './compile';
import type { TeenPattiDefinition } from './definition';
import { createDrawnDeal, drawDeal } from './draw';
import { rankHand } from './rank-hand';
import { settlePlayedHand } from './settle';
import { optimalStrategy } from './strategy';

/** How the simulated player decides: the published best play, or playing every hand. */
export type TeenPattiSimulatedStrategy = 'optimal' | 'alwaysPlay';

/**
 * Monte Carlo over the fast PRNG, through the same deal order and settlement core as real play;
 * it exists to check computePar, never to decide a real round.
 */
export function simulate(
  definition: TeenPattiDefinition,
  rounds: number,
  seed: number,
  strategy: TeenPattiSimulatedStrategy = 'optimal',
): SimulationResult {
  const playsFromStrength =
    strategy === 'optimal' ? optimalStrategy(definition).playsFromStrength : 0;
  return simulateStakedRounds({
    rounds,
    seed,
    player: new TeenPattiRoundPlayer(compileTeenPatti(definition), playsFromStrength),
  });
}

class TeenPattiRoundPlayer implements StakedRoundPlayer {
  private readonly compiled: CompiledTeenPatti;
  private readonly playsFromStrength: number;
  private readonly drawn = createDrawnDeal();
  stake = 1;

  constructor(compiled: CompiledTeenPatti, playsFromStrength: number) {
    this.compiled = compiled;
    this.playsFromStrength = playsFromStrength;
  }

  /** The round's return in antes; its stake (1 folded, 2 played) is left in `stake`. */
  playRound(rng: UniformIntSource): number {
    const { compiled, drawn } = this;
    drawDeal(rng, drawn);
    const player = rankHand(drawn[0] ?? 0, drawn[2] ?? 0, drawn[4] ?? 0);
    if (player < this.playsFromStrength) {
      this.stake = 1;
      return 0;
    }
    this.stake = 2;
    const dealer = rankHand(drawn[1] ?? 0, drawn[3] ?? 0, drawn[5] ?? 0);
    return settlePlayedHand(compiled, player, dealer);
  }
}
