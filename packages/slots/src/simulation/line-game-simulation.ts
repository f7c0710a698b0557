import { simulateSpins } from './simulate-spins';
import type { SimulationResult, SpinPlayer } from './simulate-spins';

/**
 * A line game's `simulate`: Monte Carlo over the fast PRNG, through the same draw order and
 * evaluation core as real play (the player `createPlayer` builds for the definition), with one
 * line bet per line as the total bet. It exists to check computePar, never to decide a real round.
 */
export function lineGameSimulation<Definition extends { readonly lines: readonly unknown[] }>(
  createPlayer: (definition: Definition) => SpinPlayer,
): (definition: Definition, spins: number, seed: number) => SimulationResult {
  return (definition, spins, seed) =>
    simulateSpins({
      spins,
      seed,
      betUnits: definition.lines.length,
      player: createPlayer(definition),
    });
}
