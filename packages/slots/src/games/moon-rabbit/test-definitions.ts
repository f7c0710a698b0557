import type { MoonRabbitDefinition, MoonRabbitSymbol } from './definition';
import { moonRabbit } from './moon-rabbit';

export type TestGrid = readonly (readonly MoonRabbitSymbol[])[];

/**
 * Moon Rabbit with each reel strip replaced by one column of the given 3 × 4 grid (rows top down),
 * so stops [0, 0, 0, 0] show exactly that grid. For tests only.
 */
export function definitionShowing(grid: TestGrid): MoonRabbitDefinition {
  const column = (reel: number): MoonRabbitSymbol[] =>
    grid.map((row) => {
      const symbol = row[reel];
      if (grid.length !== 3 || row.length !== 4 || symbol === undefined) {
        throw new RangeError('a test grid is 3 rows of 4 symbols');
      }
      return symbol;
    });
  return { ...moonRabbit, strips: [column(0), column(1), column(2), column(3)] };
}

/** No line of this grid wins, even with any one of its paylines overwritten by another symbol. */
export const mixedGrid = [
  ['peach', 'peach', 'lantern', 'osmanthus'],
  ['lotus', 'lantern', 'lotus', 'lantern'],
  ['peach', 'osmanthus', 'lotus', 'osmanthus'],
] as const satisfies TestGrid;
