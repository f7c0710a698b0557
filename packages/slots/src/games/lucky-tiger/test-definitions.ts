import type { LuckyTigerDefinition, LuckyTigerSymbol } from './definition';
import { luckyTiger } from './lucky-tiger';

export type TestGrid = readonly (readonly LuckyTigerSymbol[])[];

/**
 * Lucky Tiger with each reel strip replaced by one column of the given 3 × 3 grid (rows top down),
 * so stops [0, 0, 0] show exactly that grid. For tests only.
 */
export function definitionShowing(grid: TestGrid): LuckyTigerDefinition {
  const column = (reel: number): LuckyTigerSymbol[] =>
    grid.map((row) => {
      const symbol = row[reel];
      if (grid.length !== 3 || row.length !== 3 || symbol === undefined) {
        throw new RangeError('a test grid is 3 rows of 3 symbols');
      }
      return symbol;
    });
  return { ...luckyTiger, strips: [column(0), column(1), column(2)] };
}
