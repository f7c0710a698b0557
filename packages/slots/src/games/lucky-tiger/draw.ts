import type { UniformIntSource } from '../../random/uniform-int-source';
import type { CompiledLuckyTiger } from './compile';
import { baseGame } from './win-line-bets';

/** Where drawSpin writes: [featureIndex, stop0, stop1, stop2]. */
export type DrawnSpin = Int32Array;

export function createDrawnSpin(): DrawnSpin {
  return new Int32Array(4);
}

/**
 * Draws one spin, always in this order (README.md documents it for players checking a round):
 * 1. nextInt(feature.triggerOneIn): 0 turns the spin into Tiger Fortune.
 * 2. Tiger Fortune only: nextInt(sum of feature weights) picks the featured symbol, by cumulative
 *    weight in symbolWeights order.
 * 3. One stop per reel, left to right: nextInt(strip length), on the feature strips in Tiger
 *    Fortune and on the base strips otherwise.
 * Writes into target instead of allocating, because simulation calls it millions of times.
 */
export function drawSpin(
  compiled: CompiledLuckyTiger,
  rng: UniformIntSource,
  target: DrawnSpin,
): void {
  const triggerOneIn = compiled.triggerOneIn;
  if (rng.nextInt(triggerOneIn) !== 0) {
    const [length0, length1, length2] = compiled.stripLengths;
    target[0] = baseGame;
    target[1] = rng.nextInt(length0);
    target[2] = rng.nextInt(length1);
    target[3] = rng.nextInt(length2);
    return;
  }
  const weights = compiled.featureCumulativeWeights;
  const picked = rng.nextInt(weights[weights.length - 1] ?? 1);
  let featureIndex = 0;
  while ((weights[featureIndex] ?? 0) <= picked) featureIndex += 1;
  const [length0, length1, length2] = compiled.featureStripLengths;
  target[0] = featureIndex;
  target[1] = rng.nextInt(length0);
  target[2] = rng.nextInt(length1);
  target[3] = rng.nextInt(length2);
}
