import type { GoldenOxDefinition, GoldenOxSymbol } from './definition';
import { goldenOx } from './golden-ox';

/** reels[reel][row], top down: 3, 4 and 3 symbols. */
export type TestReels = readonly [
  readonly GoldenOxSymbol[],
  readonly GoldenOxSymbol[],
  readonly GoldenOxSymbol[],
];

/**
 * Golden Ox with each reel strip replaced by the given column, so stops [0, 0, 0] show exactly
 * those reels. For tests only.
 */
export function definitionShowing(reels: TestReels): GoldenOxDefinition {
  reels.forEach((column, reel) => {
    if (column.length !== goldenOx.reelRows[reel]) {
      throw new RangeError(`a test screen shows 3, 4 and 3 symbols, got ${column.length}`);
    }
  });
  return { ...goldenOx, strips: [[...reels[0]], [...reels[1]], [...reels[2]]] };
}
