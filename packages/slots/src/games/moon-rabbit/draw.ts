import type { UniformIntSource } from '../../random/uniform-int-source';
import type { CompiledMoonRabbit } from './compile';
import { pearlsShown } from './win-line-bets';

/**
 * Where drawSpin writes: [stop0, stop1, stop2, stop3, pearlCount, prize0, prize1, …], each prize
 * an index into cashPrizes, for the pearls in draw order.
 */
export type DrawnSpin = Int32Array;

export const pearlCountAt = 4;
export const prizesAt = 5;

export function createDrawnSpin(compiled: CompiledMoonRabbit): DrawnSpin {
  return new Int32Array(prizesAt + compiled.pearlsMax);
}

/**
 * Draws one spin, always in this order (README.md documents it for players checking a round):
 * 1. One stop per reel, reel 1 to reel 4: nextInt(strip length).
 * 2. One prize per visible pearl, reel 1 to reel 4 and top row to bottom row within a reel:
 *    nextInt(sum of cash prize weights), the prize being the first whose running total of weights
 *    exceeds the number. Pearls draw their prize whether or not the rabbit lands, so every pearl
 *    on screen shows a value.
 * The prizes are drawn as one run of pearlCount numbers: the i-th belongs to the i-th pearl in
 * that reading order, which evaluate lays out again from the grid.
 * Writes into target instead of allocating, because simulation calls it millions of times.
 */
export function drawSpin(
  compiled: CompiledMoonRabbit,
  rng: UniformIntSource,
  target: DrawnSpin,
): void {
  const lengths = compiled.stripLengths;
  const stop0 = rng.nextInt(lengths[0]);
  const stop1 = rng.nextInt(lengths[1]);
  const stop2 = rng.nextInt(lengths[2]);
  const stop3 = rng.nextInt(lengths[3]);
  target[0] = stop0;
  target[1] = stop1;
  target[2] = stop2;
  target[3] = stop3;

  const pearls = pearlsShown(compiled, stop0, stop1, stop2, stop3);
  const { prizeCumulativeWeights, prizeWeightTotal } = compiled;
  for (let pearl = 0; pearl < pearls; pearl += 1) {
    const picked = rng.nextInt(prizeWeightTotal);
    let prize = 0;
    while ((prizeCumulativeWeights[prize] ?? prizeWeightTotal) <= picked) prize += 1;
    target[prizesAt + pearl] = prize;
  }
  target[pearlCountAt] = pearls;
}
